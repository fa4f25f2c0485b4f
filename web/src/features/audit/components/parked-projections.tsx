import { Alert, AlertTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParkedProjectionsQuery } from '../api/audit.api';

/** Read models the server set aside by an error: each with how far it got and the error, so no one reads stale figures unaware. */
export function ParkedProjections() {
  const { t, i18n } = useTranslation();
  const { data: parked = [] } = useParkedProjectionsQuery();
  if (parked.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="parked-projections">
      <AlertTitle>{t('audit.parked.title')}</AlertTitle>
      <Typography variant="body2">{t('audit.parked.explain')}</Typography>
      <List dense>
        {parked.map((item) => (
          <ListItem key={item.id}>
            <ListItemText
              primary={t('audit.parked.item', {
                name: item.id,
                position: item.position,
                failedAt: item.failedAt,
                parkedAt: new Date(item.parkedAt).toLocaleString(i18n.language),
              })}
              secondary={item.error}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
