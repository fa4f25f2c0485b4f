import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { InvoiceView } from '@cargo/contracts';
import { billingPaths } from '../billing.paths';

/** An invoice's display code (`S-00042`), linking to its page. */
export function InvoiceCode({ invoice }: { invoice: Pick<InvoiceView, 'id' | 'code'> }) {
  return (
    <Link component={RouterLink} to={billingPaths.invoiceUpdate(invoice.id)} data-testid="invoice-link">
      {invoice.code}
    </Link>
  );
}
