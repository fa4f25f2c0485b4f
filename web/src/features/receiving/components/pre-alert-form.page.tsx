import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, CircularProgress, Grid, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { canAccess, CARRIERS, carrierOf, GROUP_TYPES, normaliseTrackingNumber, preAlertDetailsSchema, type PreAlertView } from '@cargo/contracts';
import { ChoiceField, listChoices } from '../../../shared/choice-field';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LoadFailed } from '../../../shared/load-failed';
import { useLeaveGuard } from '../../../shared/leave-guard';
import { useNotifiedAction, useNotifyFailure } from '../../../shared/notify';
import { PageHeader } from '../../../shared/page-header';
import { CustomerPicker } from '../../../shared/reference-pickers';
import { useSignedInUser } from '../../../shared/session.slice';
import { SaveHint, SubmitForm } from '../../../shared/submit-form';
import {
  useAddPreAlertMutation,
  useCancelPreAlertMutation,
  useGetPreAlertQuery,
  useUpdatePreAlertMutation,
  useUploadReceivingFileMutation,
} from '../api/receiving.api';
import { ownReceivingPaths } from '../receiving.paths';
import { ReceivingDocument } from './receiving-file';
import { typedDollars, typedWhole } from './typed-numbers';

interface LineDraft {
  description: string;
  quantity: string;
  value: string;
  hsCode: string;
}
/** A content line's fields, as typed: its words, then its numbers. */
const LINE_FIELDS: { field: keyof LineDraft; size: { xs: number; sm: number }; max: number; inputMode?: 'numeric' | 'decimal' }[] = [
  { field: 'description', size: { xs: 12, sm: 4.5 }, max: 200 },
  { field: 'quantity', size: { xs: 4, sm: 2 }, max: 7, inputMode: 'numeric' },
  { field: 'value', size: { xs: 8, sm: 3 }, max: 12, inputMode: 'decimal' },
  { field: 'hsCode', size: { xs: 10, sm: 2 }, max: 12, inputMode: 'numeric' },
];
const emptyLine = (): LineDraft => ({ description: '', quantity: '1', value: '', hsCode: '' });

/** New pre-alert, or an expected one to edit or cancel (`/my/packages/prealert/:id`). */
export function PreAlertFormPage() {
  const { t } = useTranslation();
  const id = useParams().id;
  const { data, error, refetch } = useGetPreAlertQuery(Number(id), { skip: id === undefined });
  if (id === undefined) return <PreAlertForm key="new" saved={null} />;
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (!data) return <CircularProgress aria-label={t('common.loading')} />;
  // A route change gives the form its own record.
  return <PreAlertForm key={data.id} saved={data} />;
}

function PreAlertForm({ saved }: { saved: PreAlertView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const staff = canAccess('admin', user);
  const notifyFailure = useNotifyFailure();
  const act = useNotifiedAction();
  const [key] = useState(() => crypto.randomUUID());
  const [customerId, setCustomerId] = useState<number | null>(saved?.customerId ?? null);
  const [carrier, setCarrier] = useState<(typeof CARRIERS)[number] | ''>(saved?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(saved?.trackingNumber ?? '');
  const [service, setService] = useState<(typeof GROUP_TYPES)[number]>(saved?.service ?? 'Air');
  const [note, setNote] = useState(saved?.note ?? '');
  const [fileId, setFileId] = useState<string | null>(saved?.fileId ?? null);
  const [lines, setLines] = useState<LineDraft[]>(
    saved
      ? saved.contents.map((line) => ({
          description: line.description,
          quantity: String(line.quantity),
          value: (line.value / 100).toFixed(2),
          hsCode: line.hsCode,
        }))
      : [emptyLine()],
  );
  const [submitted, setSubmitted] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [upload, uploading] = useUploadReceivingFileMutation();
  const [add, adding] = useAddPreAlertMutation();
  const [update, updating] = useUpdatePreAlertMutation();
  const [cancel] = useCancelPreAlertMutation();
  const draft = {
    carrier,
    trackingNumber,
    service,
    note,
    fileId,
    contents: lines.map((line) => ({
      description: line.description,
      quantity: typedWhole(line.quantity),
      value: typedDollars(line.value),
      hsCode: line.hsCode,
    })),
  };
  const parsed = preAlertDetailsSchema.safeParse(draft);
  const guard = useLeaveGuard({ draft, customerId });
  const errorOf = (path: string) => {
    if (!submitted || parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => candidate.path.join('.') === path);
    return issue ? t(issue.message, { ns: 'messages' }) : undefined;
  };
  const editable = saved === null || saved.state === 'expected';
  const setLine = (at: number, field: keyof LineDraft, value: string) =>
    setLines((current) => current.map((line, index) => (index === at ? { ...line, [field]: value } : line)));

  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success || (staff && saved === null && customerId === null)) return;
    try {
      if (saved) await update({ ...draft, ...parsed.data, id: saved.id }).unwrap();
      else await add({ preAlert: { ...parsed.data, ...(staff ? { customerId: customerId! } : {}) }, key }).unwrap();
      guard.markSaved();
      navigate(ownReceivingPaths.packages);
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  const attach = async (file: File | undefined) => {
    if (!file) return;
    try {
      setFileId((await upload([file]).unwrap())[0].fileId);
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  // The carrier follows the number's shape until the customer chooses one.
  const typedNumber = (text: string) => {
    setTrackingNumber(text);
    const shaped = carrierOf(normaliseTrackingNumber(text));
    if (carrier === '' && shaped !== 'Other') setCarrier(shaped);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <PageHeader title={saved ? t('receiving.preAlert.editTitle', { number: saved.trackingNumber }) : t('receiving.preAlert.newTitle')}>
        {saved && editable ? (
          <Button color="error" onClick={() => setCancelling(true)} data-testid="pre-alert-cancel">
            {t('receiving.preAlert.cancel')}
          </Button>
        ) : null}
      </PageHeader>
      {!editable ? <Alert severity="info">{t(`receiving.preAlert.notEditable.${saved!.state}`)}</Alert> : null}
      <Typography color="text.secondary">{t('receiving.preAlert.intro')}</Typography>
      <Paper sx={{ p: 2 }}>
        <SubmitForm onSubmit={() => void submit()}>
          <Stack spacing={1}>
            {staff && saved === null ? (
              <CustomerPicker
                label={t('receiving.columns.customer')}
                value={customerId}
                onChange={setCustomerId}
                required
                error={submitted && customerId === null ? t('receiving.customerRequired', { ns: 'messages' }) : undefined}
                testId="pre-alert-customer"
              />
            ) : null}
            <Grid container spacing={1}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  size="small"
                  fullWidth
                  required
                  disabled={!editable}
                  label={t('receiving.fields.trackingNumber')}
                  value={trackingNumber}
                  onChange={(event) => typedNumber(event.target.value)}
                  error={Boolean(errorOf('trackingNumber'))}
                  helperText={errorOf('trackingNumber') ?? ' '}
                  slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'pre-alert-number', autoCapitalize: 'characters', spellCheck: false } }}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <ChoiceField
                  size="small"
                  fullWidth
                  required
                  disabled={!editable}
                  label={t('receiving.fields.carrier')}
                  choices={listChoices(CARRIERS, (value) => (value === 'Other' ? t('receiving.carrierOther') : value))}
                  value={carrier}
                  onChange={setCarrier}
                  error={Boolean(errorOf('carrier'))}
                  helperText={errorOf('carrier') ?? ' '}
                  slotProps={{ htmlInput: { 'data-testid': 'pre-alert-carrier' } }}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <ChoiceField
                  size="small"
                  fullWidth
                  disabled={!editable}
                  label={t('receiving.fields.service')}
                  choices={listChoices(GROUP_TYPES, (value) => t(`receiving.services.${value}`))}
                  value={service}
                  onChange={setService}
                  helperText=" "
                  slotProps={{ htmlInput: { 'data-testid': 'pre-alert-service' } }}
                />
              </Grid>
            </Grid>
            <Typography variant="subtitle2">{t('receiving.package.contents')}</Typography>
            {errorOf('contents') ? <Alert severity="error">{errorOf('contents')}</Alert> : null}
            {lines.map((line, at) => (
              <Grid container spacing={1} key={at} data-testid="pre-alert-line">
                {LINE_FIELDS.map(({ field, size, max, inputMode }) => (
                  <Grid key={field} size={size}>
                    <TextField
                      size="small"
                      fullWidth
                      required={field === 'description'}
                      disabled={!editable}
                      label={t(`receiving.fields.${field}`)}
                      value={line[field]}
                      onChange={(event) => setLine(at, field, event.target.value)}
                      error={Boolean(errorOf(`contents.${at}.${field}`))}
                      helperText={errorOf(`contents.${at}.${field}`) ?? ' '}
                      slotProps={{ htmlInput: { maxLength: max, inputMode, 'data-testid': `line-${field}` } }}
                    />
                  </Grid>
                ))}
                <Grid size={{ xs: 2, sm: 0.5 }}>
                  <IconButton
                    aria-label={t('common.lineActions')}
                    disabled={!editable || lines.length === 1}
                    onClick={() => setLines((current) => current.filter((_line, index) => index !== at))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Grid>
              </Grid>
            ))}
            <Button
              startIcon={<AddIcon />}
              disabled={!editable || lines.length >= 50}
              onClick={() => setLines((current) => [...current, emptyLine()])}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="pre-alert-add-line"
            >
              {t('receiving.preAlert.addLine')}
            </Button>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Button variant="outlined" component="label" disabled={!editable || uploading.isLoading}>
                {fileId ? t('receiving.preAlert.replaceFile') : t('receiving.preAlert.attachFile')}
                <input
                  hidden
                  type="file"
                  accept="application/pdf,image/png,image/jpeg"
                  data-testid="pre-alert-file-input"
                  onChange={(event) => void attach(event.target.files?.[0]).finally(() => (event.target.value = ''))}
                />
              </Button>
              {fileId && saved?.fileId === fileId ? (
                <ReceivingDocument fileId={fileId} />
              ) : fileId ? (
                <Typography variant="body2">{t('receiving.preAlert.fileAttached')}</Typography>
              ) : null}
            </Stack>
            <TextField
              size="small"
              multiline
              minRows={2}
              disabled={!editable}
              label={t('receiving.fields.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button type="submit" variant="contained" disabled={!editable || adding.isLoading || updating.isLoading} data-testid="pre-alert-save">
                {t('common.save')}
              </Button>
              {submitted ? <SaveHint valid={parsed.success} /> : null}
            </Stack>
          </Stack>
        </SubmitForm>
      </Paper>
      <ConfirmDialog
        open={cancelling}
        question={t('receiving.preAlert.confirmCancel')}
        onClose={() => setCancelling(false)}
        onConfirm={() =>
          void act(() => cancel(saved!.id).unwrap(), 'receiving.preAlertCancelled').then((done) => {
            if (!done) return;
            guard.markSaved();
            navigate(ownReceivingPaths.packages);
          })
        }
      />
      {guard.dialog}
    </Stack>
  );
}
