import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { canAccess, HISTORY_PARTS, PAGE_SIZE, type AuditListRow, type HistoryRecordType } from '@cargo/contracts';
import { auditPaths } from '../features/audit/audit.paths';
import { LoadFailed } from './load-failed';
import { ServerGrid } from './server-grid';
import { useFormat } from './use-format';
import { errorBodyOf } from './api';
import { useRecordAsOfQuery, useRecordHistoryQuery } from './history.api';
import { useHistoryText } from './history-text';
import { useSignedInUser } from './session.slice';

/**
 * A record's History tab: each change, newest first, with when, who, what it was and each field it
 * moved (before -> after) in the reader's language; paged on the server. Root and auditors also get
 * the other changes of the same command in the audit log.
 */
export function RecordHistory({ recordType, recordId }: { recordType: HistoryRecordType; recordId: string | number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useHistoryText();
  const user = useSignedInUser();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching, error, refetch } = useRecordHistoryQuery({
    recordType,
    recordId: String(recordId),
    page: pagination.page,
    pageSize: pagination.pageSize,
  });
  const readsAuditLog = canAccess('root', user, 'read');

  const columns = useMemo<GridColDef<AuditListRow>[]>(
    () => [
      { field: 'timestamp', headerName: t('history.when'), width: 160, sortable: false, valueFormatter: (value: string) => format.dateTime(value) },
      {
        field: 'actorName',
        headerName: t('history.who'),
        width: 160,
        sortable: false,
        valueGetter: (_value, row) =>
          row.actorName ?? (row.actor === 'system' ? t('history.system') : row.actor === null ? t('history.visitor') : `#${row.actor}`),
      },
      {
        field: 'type',
        headerName: t('history.change'),
        width: 200,
        sortable: false,
        renderCell: ({ row }) =>
          readsAuditLog ? (
            <Link component={RouterLink} to={`${auditPaths.auditLog}?correlationId=${encodeURIComponent(row.correlationId)}`} title={t('history.sameCommand')}>
              {text.event(row.type)}
            </Link>
          ) : (
            text.event(row.type)
          ),
      },
      {
        field: 'changes',
        headerName: t('history.fields'),
        flex: 1,
        minWidth: 280,
        sortable: false,
        renderCell: ({ row }) => (
          <Box component="ul" sx={{ m: 0, py: 1, pl: 2 }} data-testid={`history-changes-${row.id}`}>
            {[...row.changes, ...(row.partChanges ?? [])].map((change) => (
              <li key={`${change.field}#${change.item ?? ''}`}>
                <Typography variant="body2">{text.change(change, row)}</Typography>
              </li>
            ))}
          </Box>
        ),
      },
    ],
    [t, format, text, readsAuditLog],
  );

  return (
    <Box data-testid="record-history">
      {HISTORY_PARTS.includes(recordType) ? null : <AsOf recordType={recordType} recordId={String(recordId)} />}
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} autoRowHeight />
    </Box>
  );
}

/** The record as it was at a chosen time: each field and its value then (the picker is the reader's local time). */
function AsOf({ recordType, recordId }: { recordType: HistoryRecordType; recordId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useHistoryText();
  const [local, setLocal] = useState('');
  const at = local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : null;
  const { data, error, isFetching, refetch } = useRecordAsOfQuery({ recordType, recordId, at: at ?? '' }, { skip: at === null });
  const refusal = errorBodyOf(error);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          type="datetime-local"
          size="small"
          label={t('history.asOf')}
          value={local}
          onChange={(event) => setLocal(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': 'history-as-of' } }}
        />
        {local ? <Button onClick={() => setLocal('')}>{t('history.now')}</Button> : null}
      </Stack>
      {at && error ? (
        refusal ? (
          <Alert severity="info">{t(refusal.code, { ns: 'messages' })}</Alert>
        ) : (
          <LoadFailed error={error} onRetry={() => void refetch()} />
        )
      ) : null}
      {/* "Did not exist yet" is an answer, not a failure. */}
      {at && data && !data.existed && !isFetching ? <Alert severity="info">{t('audit.noRecordThen', { ns: 'messages' })}</Alert> : null}
      {at && data?.existed && !isFetching ? (
        <Paper variant="outlined" data-testid="history-as-of-record">
          <Typography variant="subtitle2" sx={{ p: 1 }}>
            {t('history.asOfTitle', { at: format.dateTime(at), change: format.dateTime(data.timestamp) })}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('history.field')}</TableCell>
                <TableCell>{t('history.value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.fields.map((field) => (
                <TableRow key={`${field.field}#${field.item ?? ''}`}>
                  <TableCell>{text.field(field, data)}</TableCell>
                  <TableCell>{text.value(field.value, field.field, data)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** A History action for a record without a page of its own (a stock row, a user, a dropdown option): its history in a dialog. */
export function HistoryButton({ recordType, recordId, label }: { recordType: HistoryRecordType; recordId: string | number; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('history.of', { label })}>
        <IconButton size="small" aria-label={t('history.of', { label })} onClick={() => setOpen(true)} data-testid={`history-${recordType}-${recordId}`}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="lg">
        <DialogTitle>{t('history.of', { label })}</DialogTitle>
        <DialogContent>{open ? <RecordHistory recordType={recordType} recordId={recordId} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('history.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A record page's History, folded until opened (its changes load only then). */
export function HistoryPanel({ recordType, recordId }: { recordType: HistoryRecordType; recordId: string | number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Accordion expanded={open} onChange={(_event, expanded) => setOpen(expanded)} disableGutters data-testid="history-panel">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <HistoryIcon fontSize="small" sx={{ mr: 1 }} />
        <Typography component="h2">{t('history.tab')}</Typography>
      </AccordionSummary>
      <AccordionDetails>{open ? <RecordHistory recordType={recordType} recordId={recordId} /> : null}</AccordionDetails>
    </Accordion>
  );
}
