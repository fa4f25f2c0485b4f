import DownloadIcon from '@mui/icons-material/Download';
import { IconButton } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from './hint';

type Exporter = () => Promise<void>;

/** Two contexts: a screen that offers its export reads only the stable `register`, so offering it re-renders nothing but the app bar. */
const OfferedExport = createContext<Exporter | null>(null);
const RegisterExport = createContext<(exporter: Exporter | null) => void>(() => undefined);

/** Holds the export of the list on screen, for the app bar's download-CSV button (spec: outside the home and public product pages). */
export function NavbarExportProvider({ children }: { children: ReactNode }) {
  const [exporter, setExporter] = useState<Exporter | null>(null);
  // A function kept in state is stored through an updater, never called by it.
  const register = useCallback((next: Exporter | null) => setExporter(() => next), []);
  return (
    <RegisterExport.Provider value={register}>
      <OfferedExport.Provider value={exporter}>{children}</OfferedExport.Provider>
    </RegisterExport.Provider>
  );
}

/** Offers a screen's main list export (its latest filter) to the app bar while the screen is shown and `offered`. */
export function useNavbarExport(exporter: Exporter, offered: boolean) {
  const register = useContext(RegisterExport);
  const latest = useRef(exporter);
  useEffect(() => {
    latest.current = exporter;
  });
  useEffect(() => {
    if (!offered) return undefined;
    register(() => latest.current());
    return () => register(null);
  }, [offered, register]);
}

/** The export the screen offers, if any: the app bar's button, and the phone menu's item. */
export const useOfferedExport = () => useContext(OfferedExport);

/**
 * The app bar's download-CSV button (spec: outside the home and public product pages): the list on
 * screen, every row its filter matches. A screen without a list shows it off, saying why, never as a
 * button that does nothing.
 */
export function NavbarExportButton() {
  const { t } = useTranslation();
  const exporter = useOfferedExport();
  if (!exporter) {
    return (
      <Hint title={t('common.noExport')}>
        <span>
          <IconButton color="inherit" disabled aria-label={t('common.noExport')} data-testid="navbar-csv">
            <DownloadIcon />
          </IconButton>
        </span>
      </Hint>
    );
  }
  return (
    <Hint title={t('common.exportCsv')}>
      <IconButton color="inherit" aria-label={t('common.exportCsv')} onClick={() => void exporter()} data-testid="navbar-csv">
        <DownloadIcon />
      </IconButton>
    </Hint>
  );
}
