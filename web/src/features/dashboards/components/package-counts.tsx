import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { COUNTED_PACKAGE_STATES, type CountedPackageState, type PackageCounts } from '@cargo/contracts';
import { useFormat } from '../../../shared/use-format';
import { receivingPaths } from '../../receiving/receiving.paths';

/** Where staff see the packages a count is of: the packages list by state (and customer); pre-alerts have no list of their own there. */
function listOf(state: CountedPackageState, customerId: number | undefined): string | null {
  if (state === 'expected') return null;
  const query = new URLSearchParams({ state, ...(customerId === undefined ? {} : { customerId: String(customerId) }) });
  return `${receivingPaths.packages}?${query}`;
}

/** Packages by state, each count opening the list of those packages: the customer page's (one customer) and the overview's (the warehouse). */
export function PackageCountsPanel({ counts, customerId }: { counts: PackageCounts; customerId?: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  // A customer has no unknown packages: theirs have an owner.
  const states = COUNTED_PACKAGE_STATES.filter((state) => customerId === undefined || state !== 'unknown');
  return (
    <Paper sx={{ p: 2 }} data-testid="package-counts">
      <Typography variant="subtitle1" component="h2">
        {t('dashboards.packages.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(104px, 1fr))', gap: 1, mt: 1 }}>
        {states.map((state) => {
          const to = listOf(state, customerId);
          const tile = (
            <Box sx={{ p: 1, width: '100%', textAlign: 'left' }}>
              <Typography variant="h6" component="p" data-testid={`package-count-${state}`}>
                {format.number(counts[state])}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`dashboards.packages.states.${state}`)}
              </Typography>
            </Box>
          );
          return (
            <Box key={state} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, display: 'flex' }}>
              {to ? (
                <ButtonBase component={RouterLink} to={to} sx={{ flex: 1, borderRadius: 1 }}>
                  {tile}
                </ButtonBase>
              ) : (
                tile
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
