import { List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { productRankingsSchema, today } from '@cargo/contracts';
import { LoadFailed } from '../../../shared/load-failed';
import { useFormat } from '../../../shared/use-format';
import { useRankingsQuery } from '../api/products.api';
import { catalogPaths } from '../catalog.paths';
import { DateField } from '../../../shared/date-field';

/** The best sellers of a period (the last 30 days unless changed): units in the orders placed in it. */
export function BestSellers() {
  const { t } = useTranslation();
  const format = useFormat();
  const [range, setRange] = useState({ startDate: today(new Date(Date.now() - 29 * 86_400_000)), endDate: today() });
  const checked = productRankingsSchema.safeParse(range);
  const { data, error, refetch } = useRankingsQuery(range, { skip: !checked.success });
  const problem = checked.success ? null : checked.error.issues[0]?.message;
  return (
    <Paper sx={{ p: 2 }} data-testid="best-sellers">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('store.bestSellers')}
      </Typography>
      <Stack spacing={2}>
        {(['startDate', 'endDate'] as const).map((field) => (
          <DateField
            key={field}
            size="small"
            fullWidth
            label={t(`store.${field}`)}
            value={range[field]}
            onChange={(event) => setRange((current) => ({ ...current, [field]: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      {problem ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {t(problem, { ns: 'messages' })}
        </Typography>
      ) : null}
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      {data?.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('store.noSales')}
        </Typography>
      ) : null}
      <List dense>
        {data?.map((row, index) => (
          <ListItem key={row.productId} disablePadding>
            <ListItemButton component={RouterLink} to={catalogPaths.productUpdate(row.productId)} data-testid="best-seller">
              <ListItemText
                primary={`${index + 1}. ${row.productTitle}`}
                secondary={t('store.sold', { units: format.number(row.units), orders: format.number(row.orders) })}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
