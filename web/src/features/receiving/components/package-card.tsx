import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { STORED_STATES, type PackageView } from '@cargo/contracts';
import { useFormat } from '../../../shared/use-format';
import { receivingPaths } from '../receiving.paths';
import { PackagePhoto } from './receiving-file';

/** A package at a glance: number, owner, state, measures, bin, days in storage and fee so far, photos. */
export function PackageCard({ pkg, link = false }: { pkg: PackageView; link?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card variant="outlined" data-testid="package-card">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle1" component="h3">
            {link ? (
              <Link component={RouterLink} to={receivingPaths.package(pkg.id)} data-testid="package-link">
                #{pkg.id} · {pkg.trackingNumber}
              </Link>
            ) : (
              `#${pkg.id} · ${pkg.trackingNumber}`
            )}
          </Typography>
          <Chip
            size="small"
            label={t(`receiving.states.${pkg.state}`)}
            color={pkg.state === 'held' ? 'warning' : pkg.state === 'unknown' ? 'default' : 'primary'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[
            pkg.customerName ??
              (pkg.label
                ? t('receiving.package.labelSays', { name: [pkg.label.name, pkg.label.address].filter(Boolean).join(', ') })
                : t('receiving.package.noOwner')),
            pkg.carrier === 'Other' ? t('receiving.carrierOther') : pkg.carrier,
            `${format.pounds(pkg.weight)} lb`,
            `${pkg.length} × ${pkg.width} × ${pkg.height} in`,
            pkg.bin && t('receiving.package.inBin', { bin: pkg.bin }),
            STORED_STATES.includes(pkg.state) && t('receiving.package.days', { count: pkg.daysInStorage }),
            pkg.storageFee > 0 ? t('receiving.package.fee', { fee: format.money(pkg.storageFee) }) : '',
            pkg.shippedOn && t('receiving.package.shippedOn', { date: format.date(pkg.shippedOn) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {pkg.reason ? <Typography variant="body2">{t('receiving.package.reason', { reason: pkg.reason })}</Typography> : null}
        {pkg.photoIds.length > 0 ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
            {pkg.photoIds.map((fileId, at) => (
              <PackagePhoto key={fileId} fileId={fileId} alt={t('receiving.package.photoAlt', { number: at + 1 })} />
            ))}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
