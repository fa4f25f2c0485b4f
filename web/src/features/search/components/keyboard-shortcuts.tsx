import SearchIcon from '@mui/icons-material/Search';
import { IconButton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Destinations } from '../../../shared/feature';
import { Hint } from '../../../shared/hint';
import { onDemand, useOpenedOnce } from '../../../shared/on-demand';

/** The palette's code (its search field, list and query) and the help dialog load when first opened, not with every page. */
const CommandPalette = onDemand(async () => (await import('./command-palette')).CommandPalette, 'firstUsed');
const ShortcutsHelp = onDemand(async () => (await import('./shortcuts-help')).ShortcutsHelp, 'firstUsed');

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Presses the screen's button marked `data-shortcut` (save on forms and dialogs, new on lists),
 * the open dialog's first: a shortcut does what the visible button does, with the same checks.
 */
function pressMarked(action: 'save' | 'new'): boolean {
  const selector = `[data-shortcut="${action}"]`;
  const dialogs = [...document.querySelectorAll('[role="dialog"]')];
  const button = dialogs.at(-1)?.querySelector<HTMLElement>(selector) ?? (dialogs.length === 0 ? document.querySelector<HTMLElement>(selector) : null) ?? null;
  if (!button || button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true') return false;
  button.click();
  return true;
}

/** The keys that work on every screen, the palette they open (to `destinations`, which the shell gathers from every feature), and the `?` dialog that lists them. */
export function KeyboardShortcuts({ showButton, destinations }: { showButton: boolean; destinations: Destinations }) {
  const { t } = useTranslation();
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  const paletteOpened = useOpenedOnce(palette);
  const helpOpened = useOpenedOnce(help);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 'k') {
        event.preventDefault();
        setHelp(false);
        setPalette(true);
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
        <Hint title={t('palette.open')} describeChild>
          <IconButton
            color="inherit"
            aria-label={t('palette.open')}
            aria-keyshortcuts="Control+K"
            onClick={() => setPalette(true)}
            data-testid="palette-button"
          >
            <SearchIcon />
          </IconButton>
        </Hint>
      ) : null}
      <CommandPalette mounted={paletteOpened} open={palette} onClose={() => setPalette(false)} destinations={destinations} />
      <ShortcutsHelp mounted={helpOpened} open={help} onClose={() => setHelp(false)} />
    </>
  );
}
