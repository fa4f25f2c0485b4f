import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { NavbarExportProvider } from '../shared/navbar-export';
import { NotifyProvider } from '../shared/notify';
import { router } from './router';
import { store } from './store';
import { themeFor } from './theme';

function Themed() {
  const { i18n: current } = useTranslation();
  const theme = useMemo(() => themeFor(current.language), [current.language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotifyProvider>
        <NavbarExportProvider>
          <RouterProvider router={router} />
        </NavbarExportProvider>
      </NotifyProvider>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Themed />
      </I18nextProvider>
    </Provider>
  );
}
