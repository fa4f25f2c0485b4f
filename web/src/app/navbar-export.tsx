import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMenuItem } from './icon-menu-item';

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

/** The app bar's download-CSV button: the list on screen, every row its filter matches. Absent when the screen has no list. */
export function NavbarExportButton() {
  const { t } = useTranslation();
  const exporter = useContext(OfferedExport);
  if (!exporter) return null;
  return (
    <Tooltip title={t('common.exportCsv')}>
      <IconButton color="inherit" aria-label={t('common.exportCsv')} onClick={() => void exporter()} data-testid="navbar-csv">
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}

/** The same export as an item of the phone's app bar menu. */
export function NavbarExportMenuItem({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const exporter = useContext(OfferedExport);
  if (!exporter) return null;
  return <IconMenuItem icon={<DownloadIcon />} label={t('common.exportCsv')} onDone={onDone} onChoose={() => void exporter()} data-testid="navbar-csv" />;
}
