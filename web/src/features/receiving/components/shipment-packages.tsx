import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShipmentPackagesQuery } from '../api/receiving.api';
import { PackageCard } from './package-card';

/** On a shipment's page: the packages it was consolidated from, with their photos. */
export function ShipmentPackages({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const { data } = useShipmentPackagesQuery(shipmentId);
  if (!data || data.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="shipment-packages">
      <Typography variant="h6" component="h2">
        {t('receiving.shipmentPackages', { count: data.length })}
      </Typography>
      {data.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} link />
      ))}
    </Stack>
  );
}
