import UploadIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seededOptionId } from '@cargo/contracts';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { VendorPicker } from '../../../shared/reference-pickers';
import { useFormat } from '../../../shared/use-format';
import { useCheckExpenseImportQuery, useImportExpensesMutation } from '../api/expenses.api';
import { readBankCsv, type BankRow, type RejectedRow } from '../bank-csv';

/**
 * The bank-export import: pick the file, see what will be imported and what cannot (with why), then
 * import. Rows get type Other, payment method DebitCredit and the chosen vendor (Other by default).
 */
export function ImportDialog({ defaultVendorId, onClose }: { defaultVendorId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [vendorId, setVendorId] = useState<number | null>(defaultVendorId);
  const [read, setRead] = useState<{ name: string; rows: BankRow[]; rejected: RejectedRow[] } | null>(null);
  const [importExpenses, importing] = useImportExpensesMutation();
  // Lines an earlier import recorded are named before anything is sent: they will be skipped.
  const { data: check, isFetching: checking } = useCheckExpenseImportQuery(
    { importKeys: read?.rows.map((row) => row.importKey) ?? [] },
    { skip: !read || read.rows.length === 0 },
  );
  const imported = new Set(check?.imported ?? []);
  const fresh = read?.rows.filter((row) => !imported.has(row.importKey)).length ?? 0;

  const pick = async (file: File | undefined) => {
    if (file) setRead({ name: file.name, ...readBankCsv(await file.text()) });
  };
  const run = async () => {
    if (!read || vendorId === null) return;
    try {
      const reply = await importExpenses({
        rows: read.rows.map(({ transactionDate, amount, description, importKey }) => ({
          transactionDate,
          amount,
          description,
          importKey,
          vendorId,
          typeId: seededOptionId('expenseType', 'Other'),
          paymentMethodId: seededOptionId('expensePaymentMethod', 'DebitCredit'),
        })),
      }).unwrap();
      notify(`${t('expenses.imported', { ns: 'messages' })} (${t('expenseScreens.import.result', { added: reply.ids.length, skipped: reply.skipped })})`);
      onClose();
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="import-dialog">
      <DialogTitle>{t('expenseScreens.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <VendorPicker label={t('expenseScreens.fields.vendorId')} required value={vendorId} onChange={setVendorId} testId="import-vendor" />
          <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
            {read ? read.name : t('expenseScreens.import.choose')}
            <input hidden type="file" accept=".csv,text/csv" onChange={(event) => void pick(event.target.files?.[0])} data-testid="import-file" />
          </Button>
          {read && read.rows.length === 0 && read.rejected.length === 0 ? (
            <Alert severity="warning">{t('expenses.atLeastOneRow', { ns: 'messages' })}</Alert>
          ) : null}
          {read && read.rows.length > 0 ? (
            <>
              <Typography variant="subtitle1" data-testid="import-summary">
                {checking ? '…' : t('expenseScreens.import.willImport', { count: fresh })}
                {imported.size > 0 ? ` · ${t('expenseScreens.import.alreadyImported', { count: read.rows.length - fresh })}` : ''}
              </Typography>
              <Table size="small" data-testid="import-rows">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('expenseScreens.fields.transactionDate')}</TableCell>
                    <TableCell align="right">{t('expenseScreens.fields.amount')}</TableCell>
                    <TableCell>{t('expenseScreens.fields.description')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {read.rows.slice(0, 200).map((row) => (
                    <TableRow key={row.line}>
                      <TableCell>{format.date(row.transactionDate)}</TableCell>
                      <TableCell align="right">{format.money(row.amount)}</TableCell>
                      <TableCell>{row.description}</TableCell>
                      <TableCell>
                        {imported.has(row.importKey) ? (
                          <Chip size="small" label={t('expenseScreens.import.imported')} data-testid="row-already-imported" />
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : null}
          {read && read.rejected.length > 0 ? (
            <Alert severity="warning" data-testid="import-rejected">
              <Typography variant="subtitle2">{t('expenseScreens.import.cannotImport', { count: read.rejected.length })}</Typography>
              {read.rejected.slice(0, 50).map((row) => (
                <Typography key={row.line} variant="body2">
                  {t('expenseScreens.import.rejectedLine', { line: row.line, reason: t(`expenseScreens.import.reasons.${row.reason}`) })}: {row.text}
                </Typography>
              ))}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!read || fresh === 0 || checking || vendorId === null || importing.isLoading}
          onClick={() => void run()}
          data-testid="import-run"
        >
          {t('expenseScreens.import.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
