import SearchIcon from '@mui/icons-material/Search';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The palette's code (its search field, list and query) loads when it first opens, not with every page. */
const CommandPalette = lazy(async () => ({ default: (await import('./command-palette')).CommandPalette }));

/** The shortcuts, as the help dialog lists them: keys, and the string saying what they do. */
const SHORTCUTS = [
  { keys: 'Ctrl + K', does: 'shortcuts.palette' },
  { keys: 'Ctrl + S', does: 'shortcuts.save' },
  { keys: 'Alt + N', does: 'shortcuts.new' },
  { keys: '?', does: 'shortcuts.help' },
  { keys: 'Esc', does: 'shortcuts.escape' },
] as const;

const typingIn = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Presses the screen's button marked `data-shortcut` (save on forms and dialogs, new on lists),
 * the open dialog's first: a shortcut does what the visible button does, with the same checks.
 */
function pressMarked(action: 'save' | 'new'): boolean {
  const selector = `[data-shortcut="${action}"]`;
  const dialogs = [...document.querySelectorAll('[role="dialog"]')];
  const button = (dialogs.at(-1)?.querySelector<HTMLElement>(selector) ?? (dialogs.length === 0 ? document.querySelector<HTMLElement>(selector) : null)) ?? null;
  if (!button || button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true') return false;
  button.click();
  return true;
}

/** The keys that work on every screen, the palette they open, and the `?` dialog that lists them. */
export function KeyboardShortcuts({ showButton }: { showButton: boolean }) {
  const { t } = useTranslation();
  const [palette, setPalette] = useState(false);
  // Once opened, the palette stays mounted: it closes with its animation and reopens at once.
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  const [help, setHelp] = useState(false);
  const openPalette = () => {
    setPaletteLoaded(true);
    setPalette(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 'k') {
        event.preventDefault();
        setHelp(false);
        openPalette();
      } else if (command && key === 's') {
        // The browser's "save page" is never what a reader of a form means here.
        event.preventDefault();
        pressMarked('save');
      } else if (event.altKey && event.code === 'KeyN') {
        if (pressMarked('new')) event.preventDefault();
      } else if (event.key === '?' && !typingIn(event.target) && !command) {
        event.preventDefault();
        setHelp(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {showButton ? (
        <Tooltip title={t('palette.open')} describeChild>
          <IconButton color="inherit" aria-label={t('palette.open')} aria-keyshortcuts="Control+K" onClick={openPalette} data-testid="palette-button">
            <SearchIcon />
          </IconButton>
        </Tooltip>
      ) : null}
      {paletteLoaded ? (
        <Suspense fallback={null}>
          <CommandPalette open={palette} onClose={() => setPalette(false)} />
        </Suspense>
      ) : null}
      <Dialog open={help} onClose={() => setHelp(false)} data-testid="shortcuts-help">
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
          <Button onClick={() => setHelp(false)} autoFocus>
            {t('shortcuts.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
