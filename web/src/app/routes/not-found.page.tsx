import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../shared/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {t('notFound.title')}
        </Typography>
        <Button component={RouterLink} to={paths.home}>
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
