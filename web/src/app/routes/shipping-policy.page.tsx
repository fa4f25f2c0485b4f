import PrintIcon from '@mui/icons-material/Print';
import { Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SHIPPING_POLICY } from '@cargo/contracts';
import { useFormat } from '../../shared/use-format';

const RULES = ['itemList', 'signedDelivery', 'sevenDays', 'uninsured', 'insurance', 'breakage'] as const;

/** The shipping policy's six rules, printable (the print leaves out the bar and the footer). */
export function ShippingPolicyPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = {
    days: SHIPPING_POLICY.claimDays,
    share: SHIPPING_POLICY.uninsuredSharePercent,
    cap: format.money(SHIPPING_POLICY.uninsuredCapCents),
    insurance: SHIPPING_POLICY.insurancePercent,
  };
  return (
    <Paper sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('policy.title')}
      </Typography>
      <List component="ol" sx={{ listStyle: 'decimal', pl: 3 }} data-testid="policy-rules">
        {RULES.map((rule) => (
          <ListItem key={rule} sx={{ display: 'list-item' }}>
            <ListItemText primary={t(`policy.rules.${rule}`, figures)} />
          </ListItem>
        ))}
      </List>
      <Button startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ '@media print': { display: 'none' } }} data-testid="print-policy">
        {t('policy.print')}
      </Button>
    </Paper>
  );
}
