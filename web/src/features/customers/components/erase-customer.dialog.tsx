import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@cargo/contracts';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { useSignedInUser } from '../../../shared/session.slice';
import { useEraseCustomerMutation } from '../api/customers.api';

/** Root erases a customer's personal data: the dialog says what goes and what stays, and asks for the id typed back. */
export function EraseCustomerButton({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [eraseCustomer, erasing] = useEraseCustomerMutation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  if (!canAccess('root', user, 'change')) return null;
  const confirmed = typed.trim() === String(customerId);
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const erase = async () => {
    try {
      await eraseCustomer({ id: customerId, confirm: Number(typed.trim()) }).unwrap();
      notify(t('customers.customerErased', { ns: 'messages' }));
      close();
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)} data-testid="erase-customer">
        {t('customers.erase')}
      </Button>
      <Dialog open={open} onClose={close} data-testid="erase-customer-dialog">
        <DialogTitle>{t('customers.eraseTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('customers.eraseExplained')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('customers.eraseConfirmLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value.slice(0, 20))}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'erase-customer-confirm' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant="contained" color="error" disabled={!confirmed || erasing.isLoading} onClick={() => void erase()} data-testid="erase-customer-yes">
            {t('customers.erase')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
