import { Card, CardContent, Grid, Pagination, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@cargo/contracts';
import { LoadFailed } from '../../../shared/load-failed';
import { PageHeader } from '../../../shared/page-header';
import { useListParams } from '../../../shared/use-list-params';
import { useFormat } from '../../../shared/use-format';
import { useContactMessagesQuery } from '../api/contact.api';

/** The Contact-Us list: a card per message (name, phone, email, message, date), newest first, 15 a page. */
export function ContactListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams([], { field: 'id', direction: 'desc' });
  const { data, error, refetch } = useContactMessagesQuery({ page: list.pagination.page, pageSize: PAGE_SIZE });
  return (
    <>
      <PageHeader title={t('contact.listTitle')} />
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      {data?.total === 0 ? <Typography color="text.secondary">{t('contact.nothingToSee')}</Typography> : null}
      <Grid container spacing={2}>
        {data?.items.map((message) => (
          <Grid key={message.id} size={{ xs: 12, md: 6 }}>
            <Card data-testid="contact-card">
              <CardContent>
                <Typography variant="subtitle1" component="h2">
                  {message.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {message.phone} · {message.email} · {format.dateTime(message.dateCreated)}
                </Typography>
                <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{message.message}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {data && data.total > PAGE_SIZE ? (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(data.total / PAGE_SIZE)}
          page={list.pagination.page + 1}
          onChange={(_event, page) => list.setPagination({ page: page - 1, pageSize: PAGE_SIZE })}
        />
      ) : null}
    </>
  );
}
