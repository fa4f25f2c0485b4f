import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BUSINESS_HOURS } from '@cargo/contracts';
import { intlLocale } from '../i18n/i18n';
import { paths } from '../shared/paths';

/** Every page's footer: the business hours and the printable shipping policy. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  // An hour of the day as the reader's language writes it (10 AM / 10:00).
  const hour = (value: number) => new Intl.DateTimeFormat(intlLocale(i18n.language), { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, value));
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2, mt: 4, '@media print': { display: 'none' } }} data-testid="site-footer">
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" data-testid="business-hours">
            {t('footer.hours')}:{' '}
            {BUSINESS_HOURS.map((hours) => t(`footer.days.${hours.days}`, { opens: hour(hours.opens), closes: hour(hours.closes) })).join(' · ')}
          </Typography>
          <Link component={RouterLink} to={paths.shippingPolicy} variant="body2" data-testid="policy-link">
            {t('footer.policy')}
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
