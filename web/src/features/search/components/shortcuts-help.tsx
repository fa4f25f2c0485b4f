import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The shortcuts, as the help dialog lists them: keys, and the string saying what they do. */
const SHORTCUTS = [
  { keys: 'Ctrl + K', does: 'shortcuts.palette' },
  { keys: 'Ctrl + S', does: 'shortcuts.save' },
  { keys: 'Alt + N', does: 'shortcuts.new' },
  { keys: '?', does: 'shortcuts.help' },
  { keys: 'Esc', does: 'shortcuts.escape' },
] as const;

/** The `?` dialog: every key that works on every screen. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} data-testid="shortcuts-help">
      <DialogTitle>{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('shortcuts.key')}</TableCell>
              <TableCell>{t('shortcuts.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SHORTCUTS.map((shortcut) => (
              <TableRow key={shortcut.keys}>
                <TableCell>
                  <kbd>{shortcut.keys}</kbd>
                </TableCell>
                <TableCell>{t(shortcut.does)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
