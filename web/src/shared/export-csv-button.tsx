import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@cargo/contracts';
import { useNavbarExport } from './navbar-export';
import { useNotifyFailure } from './notify';
import { allPages } from './all-pages';
import { downloadCsv, type CsvFile } from './csv';

interface ExportCsvButtonProps<Row> {
  /** One page of the rows the list's filter matches. */
  fetchPage: (page: number, pageSize: number) => Promise<Page<Row>>;
  /** The CSV file every matching row is written to. */
  file: CsvFile<Row>;
  testId: string;
  label?: string;
  size?: 'small' | 'medium';
  /** The screen's main list: the app bar's download-CSV button runs this export too. */
  onNavbar?: boolean;
}

/** A list's CSV export: every row its filter matches (not the page on screen); a failure says why. */
export function ExportCsvButton<Row>({ fetchPage, file, testId, label, size, onNavbar = false }: ExportCsvButtonProps<Row>) {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      const rows = await allPages(fetchPage);
      downloadCsv(file.name, file.header, rows.map(file.row));
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  useNavbarExport(exportRows, onNavbar);
  return (
    <Button size={size} startIcon={<DownloadIcon />} onClick={() => void exportRows()} disabled={busy} data-testid={testId}>
      {label ?? t('common.exportCsv')}
    </Button>
  );
}
