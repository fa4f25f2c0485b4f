import AirplanemodeActiveIcon from '@mui/icons-material/AirplanemodeActive';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { Button, Card, CardContent, Grid, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { canAccess, PRICE_LIST } from '@cargo/contracts';
import { useAppSelector } from '../store';
import { useFormat } from '../../shared/use-format';
import { catalogPaths } from '../../features/catalog/catalog.paths';
import { ProductMarquee } from '../../features/catalog/components/product-marquee';
import { ContactForm } from '../../features/contact/components/contact-form';
import { Tracking } from '../../features/shipping/components/tracking';

const SERVICES = [
  { key: 'customOrders', Icon: ShoppingBagIcon },
  { key: 'airFreight', Icon: AirplanemodeActiveIcon },
  { key: 'seaFreight', Icon: DirectionsBoatIcon },
] as const;

/**
 * The public home page: what the business does, shipment tracking (on /tracking/:id with the number
 * looked up), its services and price list, the product showcase and the contact form.
 */
export function HomePage() {
  const { t } = useTranslation();
  const trackingNumber = useParams().id ?? null;
  const format = useFormat();
  const user = useAppSelector((state) => state.session.user);
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h4" component="h1">
            {t('home.heading')}
          </Typography>
          <Typography color="text.secondary">{t('app.tagline')}</Typography>
          {canAccess('admin', user, 'read') ? (
            <Button variant="contained" component={RouterLink} to={catalogPaths.productList}>
              {t('home.manageProducts')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
      <Tracking key={trackingNumber ?? ''} number={trackingNumber} />
      <Grid container spacing={2} component="section" aria-label={t('home.services')}>
        {SERVICES.map(({ key, Icon }) => (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }} data-testid="service">
              <CardContent>
                <Icon color="primary" />
                <Typography variant="h6" component="h2">
                  {t(`home.service.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`home.service.${key}.text`)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Paper sx={{ p: 3 }} component="section" aria-labelledby="price-list-heading">
        <Typography variant="h5" component="h2" id="price-list-heading">
          {t('home.priceListTitle')}
        </Typography>
        <Table size="small" sx={{ maxWidth: 420 }} data-testid="price-list">
          <TableBody>
            {PRICE_LIST.map((price) => (
              <TableRow key={price.destination}>
                <TableCell>{t(`home.destinations.${price.destination}`)}</TableCell>
                <TableCell align="right">{t('home.perLb', { price: format.money(price.centsPerLb) })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <ProductMarquee />
      <ContactForm />
    </Stack>
  );
}
