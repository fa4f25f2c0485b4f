import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StockLabel } from '@cargo/contracts';

const COLOR = { InStock: 'success', OnlyFewInStock: 'warning', OutOfStock: 'default' } as const;

export function StockLabelChip({ label }: { label: StockLabel }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[label]} label={t(`catalog.stockLabel.${label}`, { ns: 'messages' })} data-testid="stock-label" />;
}
