import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AccessLevel } from '@cargo/contracts';
import { paths } from '../../shared/paths';

/** A signed-in user opened a page above their level or beyond their roles: it says who may open it, where the address stays. */
export function NotAllowedPage({ level }: { level: Exclude<AccessLevel, 'public'> | 'role' }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 4 }} data-testid="not-allowed">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {t('notAllowed.title')}
        </Typography>
        <Typography>{t(`notAllowed.${level}`)}</Typography>
        <Button component={RouterLink} to={paths.home}>
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
