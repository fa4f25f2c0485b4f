import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MAX_PAGE_SIZE, type ShipmentListRow } from '@cargo/contracts';
import { allPages } from '../../../shared/all-pages';
import { LoadFailed } from '../../../shared/load-failed';
import { useLazyGetShipmentQuery, useLazyListShipmentsQuery } from '../api/shipments.api';
import { ShipmentLabel } from './shipment-label';

/** `?ids=1,2,3` (at most a page's worth) or `?group=ID`; anything else names no shipment. */
function wanted(idsParam: string, groupParam: string): { ids: number[] } | { group: number } {
  const group = Number(groupParam);
  if (Number.isInteger(group) && group > 0) return { group };
  const ids = idsParam
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return { ids: [...new Set(ids)].slice(0, MAX_PAGE_SIZE) };
}

/**
 * Labels to print: one shipment's, some shipments', or a whole group's; one 4 × 6 in label per page,
 * or four on a Letter page (`?per=4`, kept in the URL). The print stylesheet prints the labels alone.
 */
export function ShipmentLabelsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const per = params.get('per') === '4' ? 4 : 1;
  const idsParam = params.get('ids') ?? '';
  const groupParam = params.get('group') ?? '';
  const key = `${idsParam}|${groupParam}`;
  const [fetchShipment] = useLazyGetShipmentQuery();
  const [fetchPage] = useLazyListShipmentsQuery();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; shipments: ShipmentListRow[] } | { key: string; error: unknown } | null>(null);
  useEffect(() => {
    let current = true;
    const chosen = wanted(idsParam, groupParam);
    const load =
      'group' in chosen
        ? allPages((page, pageSize) =>
            fetchPage({ inGroup: String(chosen.group), page: String(page), pageSize: String(pageSize), sort: 'id', order: 'asc' }).unwrap(),
          )
        : Promise.all(chosen.ids.map((id) => fetchShipment(id).unwrap()));
    load.then(
      (shipments) => current && setState({ key, shipments }),
      (error: unknown) => current && setState({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, idsParam, groupParam, attempt, fetchPage, fetchShipment]);
  const ready = state?.key === key ? state : null;
  const sheets: ShipmentListRow[][] = [];
  if (ready && 'shipments' in ready) for (let index = 0; index < ready.shipments.length; index += per) sheets.push(ready.shipments.slice(index, index + per));
  return (
    <Box>
      <style>{`@media print { header, footer, nav, .MuiDrawer-root, [data-print="hide"] { display: none !important; } body { background: #fff !important; } main { padding: 0 !important; margin: 0 !important; } @page { size: ${per === 1 ? '4in 6in' : 'letter'}; margin: ${per === 1 ? '0' : '0.25in'}; } }`}</style>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} data-print="hide">
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('shipping.labels.title')}
          {ready && 'shipments' in ready ? ` · ${t('shipping.labels.count', { count: ready.shipments.length })}` : ''}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          sx={{ '& .MuiToggleButton-root': { color: 'text.primary' }, '& .MuiToggleButton-root.Mui-selected': { color: 'primary.main' } }}
          value={per}
          aria-label={t('shipping.labels.perPage')}
          onChange={(_event, value: 1 | 4 | null) =>
            value &&
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === 4) next.set('per', '4');
                else next.delete('per');
                return next;
              },
              { replace: true },
            )
          }
        >
          <ToggleButton value={1} data-testid="labels-per-1">
            {t('shipping.labels.one')}
          </ToggleButton>
          <ToggleButton value={4} data-testid="labels-per-4">
            {t('shipping.labels.four')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={sheets.length === 0} data-testid="print-labels">
          {t('shipping.labels.print')}
        </Button>
      </Stack>
      {!ready ? <CircularProgress /> : null}
      {ready && 'error' in ready ? <LoadFailed error={ready.error} onRetry={() => setAttempt((count) => count + 1)} /> : null}
      {ready && 'shipments' in ready && ready.shipments.length === 0 ? <Alert severity="info">{t('shipping.labels.none')}</Alert> : null}
      <Stack spacing={2} sx={{ alignItems: 'flex-start', '@media print': { gap: 0 } }}>
        {sheets.map((sheet) => (
          <Box
            key={sheet[0].id}
            data-testid="label-sheet"
            sx={{
              display: 'grid',
              gridTemplateColumns: per === 1 ? '4in' : 'repeat(2, 4in)',
              gap: per === 1 ? 0 : '0.25in',
              breakAfter: 'page',
              '&:last-of-type': { breakAfter: 'auto' },
            }}
          >
            {sheet.map((shipment) => (
              <ShipmentLabel key={shipment.id} shipment={shipment} size={per === 1 ? 'full' : 'quarter'} />
            ))}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
