import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The spec's confirmation: a question, 'This action is not revertable!' and a Yes button. */
export function ConfirmDialog({ open, question, onConfirm, onClose }: { open: boolean; question: string; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} data-testid="confirm-dialog">
      <DialogTitle>{question}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('common.notRevertable')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            onConfirm();
            onClose();
          }}
          data-testid="confirm-yes"
        >
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
