import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { canAccess } from '@cargo/contracts';
import { useAppSelector } from '../store';
import { catalogPaths } from '../../features/catalog/catalog.paths';
import { ContactForm } from '../../features/contact/components/contact-form';

/** The public home page: what the business does, its price list, the storefront link, and the contact form. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.session.user);
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h4" component="h1">
            {t('home.heading')}
          </Typography>
          <Typography color="text.secondary">{t('app.tagline')}</Typography>
          <Typography>{t('home.priceList')}</Typography>
          <Button variant="outlined" component={RouterLink} to={catalogPaths.publicProducts} data-testid="see-more-products">
            {t('home.seeMore')}
          </Button>
          {canAccess('admin', user) ? (
            <Button variant="contained" component={RouterLink} to={catalogPaths.productList}>
              {t('home.manageProducts')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
      <ContactForm />
    </Stack>
  );
}
