import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { GlobalStyles, IconButton } from '@mui/material';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../shared/hint';
import { DARK_CLASS } from './theme';

/** The scheme on screen (the system's until the reader chooses one; MUI keeps the choice in local storage) and its switch. */
export function useDarkToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return { dark, toggle: () => setMode(dark ? 'light' : 'dark') };
}

/** The app bar's light/dark switch: a toggle button whose name says what it turns on. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { dark, toggle } = useDarkToggle();
  return (
    <Hint title={t('app.darkMode')}>
      <IconButton color="inherit" aria-label={t('app.darkMode')} aria-pressed={dark} onClick={toggle} data-testid="color-scheme-toggle">
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Hint>
  );
}

/** Paper is white: whatever the screen shows, a printout (an invoice, the policy) takes the light scheme's colours. */
export function PrintInLight() {
  const theme = useTheme();
  const light = useMemo(() => {
    const sheets = (theme as { generateStyleSheets?: () => Record<string, Record<string, unknown>>[] }).generateStyleSheets?.() ?? [];
    const sheet = sheets.find((entry) => Object.keys(entry).some((selector) => selector.includes('.light')));
    return sheet ? Object.values(sheet)[0] : null;
  }, [theme]);
  return light ? <GlobalStyles styles={{ '@media print': { [`html.${DARK_CLASS}`]: light } }} /> : null;
}
