import { fullName } from '@cargo/contracts';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/page-header';
import { useSignedInUser } from '../../../shared/session.slice';
import { CustomerStatement } from './statement';

/** A customer's own statement for a period and currency, printable and as CSV. */
export function OwnStatementPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <Stack spacing={2}>
      <PageHeader title={t('billing.own.statementTitle')} />
      <CustomerStatement customerId={null} name={user ? fullName(user) : 'statement'} />
    </Stack>
  );
}
