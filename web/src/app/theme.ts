import { createTheme } from '@mui/material/styles';
import { enUS as materialEn, viVN as materialVi } from '@mui/material/locale';

/**
 * The class on `<html>` that selects the dark scheme: MUI writes both schemes as CSS variables and
 * switches by this class, so printing can put the light ones back (see `PrintInLight`).
 */
export const DARK_CLASS = 'dark';

/**
 * The brand theme in a light and a dark scheme (the reader's system decides until they choose; MUI
 * remembers the choice), with MUI's own texts in the reader's language (the DataGrid's are in
 * `shared/grid-locale.ts`). Colours are chosen for WCAG AA: white on the warning colour is 4.6:1,
 * helper text under a disabled field keeps the secondary text colour (it explains why the field is
 * disabled).
 */
export function themeFor(language: string) {
  const vietnamese = language === 'vi';
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: '.%s' },
      colorSchemes: {
        light: { palette: { primary: { main: '#0b5394' }, secondary: { main: '#e69138' }, warning: { main: '#b45309' }, background: { default: '#f5f7fa' } } },
        dark: {
          palette: {
            mode: 'dark',
            primary: { main: '#8ab4e8' },
            secondary: { main: '#f0b070' },
            warning: { main: '#f59e0b', contrastText: '#1a1200' },
            // MUI's dark red carries white text at 3.7:1; dark text on it reads at 5:1 (a Pending invoice's chip).
            error: { main: '#f44336', contrastText: '#1a0000' },
            background: { default: '#10161d', paper: '#18212b' },
          },
        },
      },
      shape: { borderRadius: 8 },
      components: {
        MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.vars?.palette.text.secondary } }) } },
        // A focus ring anyone can see, on every control reached by keyboard.
        // Two tones, so it shows on the blue app bar and on paper alike.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': {
                outline: `2px solid ${theme.vars?.palette.text.primary}`,
                outlineOffset: 2,
                boxShadow: `0 0 0 2px ${theme.vars?.palette.background.paper}`,
              },
              // On a touch screen every control is at least a thumb's size (WCAG 2.5.5: 44 by 44 CSS px).
              '@media (pointer: coarse)': { minHeight: 44, minWidth: 44 },
            }),
          },
        },
      },
    },
    vietnamese ? materialVi : materialEn,
  );
}
