import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardActionArea, CardContent, CircularProgress, Grid, Link, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PACKAGE_CONDITIONS, receivePackageSchema, TRACKING_NUMBER_MAX, type PackageScanLookup, type PreAlertView } from '@cargo/contracts';
import { CameraScan } from '../../../shared/camera-scan';
import { CommandButton } from '../../../shared/change-access';
import { ChoiceField, listChoices } from '../../../shared/choice-field';
import { errorBodyOf } from '../../../shared/api';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotifyFailure } from '../../../shared/notify';
import { PageHeader } from '../../../shared/page-header';
import { CustomerPicker } from '../../../shared/reference-pickers';
import { SubmitForm } from '../../../shared/submit-form';
import { useFormat } from '../../../shared/use-format';
import { useLazyPackageScanQuery, useReceivePackageMutation, useUploadPackagePhotosMutation } from '../api/receiving.api';
import { receivingPaths } from '../receiving.paths';
import { PackageCard } from './package-card';
import { typedPounds, typedWhole } from './typed-numbers';

type Step =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'failed'; error: unknown; text: string }
  | { kind: 'noCode' }
  | { kind: 'cameraFailed'; reason: string }
  | { kind: 'found'; lookup: PackageScanLookup }
  | { kind: 'receiving'; lookup: PackageScanLookup; preAlert: PreAlertView | null }
  | { kind: 'received'; packageId: number; number: string };

/**
 * The dock: one input that is always ready for the next scan (a USB scanner types the number and
 * Enter), or the phone's camera. A number already received opens its package; a pre-alerted one
 * opens the receipt with its owner filled in; any other is received as an unknown package.
 */
export function ReceivePage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const [scan] = useLazyPackageScanQuery();

  const lookUp = useCallback(
    async (text: string) => {
      if (text.trim() === '') return;
      setStep({ kind: 'looking' });
      const found = await scan(text.trim());
      if (!found.data) return setStep({ kind: 'failed', error: found.error, text });
      const lookup = found.data;
      // One pre-alert expects it: its receipt opens at once, with its owner.
      if (!lookup.received && lookup.expected.length === 1) setStep({ kind: 'receiving', lookup, preAlert: lookup.expected[0] });
      else setStep({ kind: 'found', lookup });
    },
    [scan],
  );
  const next = (after: Step = { kind: 'idle' }) => {
    setTyped('');
    setStep(after);
    setTimeout(() => input.current?.focus(), 0);
  };
  const onCode = useCallback(
    (text: string) => {
      setTyped(text);
      void lookUp(text);
    },
    [lookUp],
  );
  const onCameraFailed = useCallback((reason: string) => setStep({ kind: 'cameraFailed', reason }), []);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageHeader title={t('receiving.receive.title')} />
      <Box
        component="form"
        role="search"
        sx={{ display: 'flex', gap: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          void lookUp(typed);
        }}
      >
        <TextField
          inputRef={input}
          autoFocus
          sx={{ flex: 1 }}
          label={t('receiving.receive.scanOrType')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: TRACKING_NUMBER_MAX * 2, 'data-testid': 'receive-scan', autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={typed.trim() === ''} data-testid="receive-find">
          {t('receiving.receive.find')}
        </Button>
      </Box>
      <CameraScan onCode={onCode} onReading={() => setStep({ kind: 'looking' })} onNoCode={() => setStep({ kind: 'noCode' })} onCameraFailed={onCameraFailed} />
      <Box aria-live="polite">
        {step.kind === 'looking' ? <CircularProgress aria-label={t('receiving.receive.looking')} /> : null}
        {step.kind === 'failed' ? <LoadFailed error={step.error} onRetry={() => void lookUp(step.text)} /> : null}
        {step.kind === 'noCode' ? <Alert severity="warning">{t('receiving.receive.noCode')}</Alert> : null}
        {step.kind === 'cameraFailed' ? <Alert severity="error">{t('receiving.receive.cameraFailed', { reason: step.reason })}</Alert> : null}
        {step.kind === 'received' ? (
          <Alert severity="success" data-testid="receive-done">
            {t('receiving.receive.done', { number: step.number })}{' '}
            <Link component={RouterLink} to={receivingPaths.package(step.packageId)}>
              {t('receiving.receive.openPackage', { id: step.packageId })}
            </Link>
          </Alert>
        ) : null}
        {step.kind === 'found' ? <Found lookup={step.lookup} onReceive={(preAlert) => setStep({ kind: 'receiving', lookup: step.lookup, preAlert })} /> : null}
        {step.kind === 'receiving' ? (
          <ReceiptForm
            key={`${step.lookup.number}-${step.preAlert?.id ?? 'none'}`}
            lookup={step.lookup}
            preAlert={step.preAlert}
            onCancel={() => next()}
            onReceived={(packageId) => next({ kind: 'received', packageId, number: step.lookup.number })}
            onAlreadyReceived={() => void lookUp(step.lookup.number)}
          />
        ) : null}
      </Box>
    </Stack>
  );
}

/** What the scan found: the package received already, the pre-alerts expecting it to choose from, or nothing. */
function Found({ lookup, onReceive }: { lookup: PackageScanLookup; onReceive: (preAlert: PreAlertView | null) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (lookup.received)
    return (
      <Stack spacing={1}>
        <Alert severity="info" data-testid="receive-already">
          {t('receiving.receive.already')}
        </Alert>
        <PackageCard pkg={lookup.received} link />
      </Stack>
    );
  return (
    <Stack spacing={1}>
      {lookup.expected.length === 0 ? (
        <Alert severity="warning" data-testid="receive-no-match">
          {t('receiving.receive.noMatch', { number: lookup.number })}
        </Alert>
      ) : (
        <Typography>{t('receiving.receive.chooseOwner')}</Typography>
      )}
      {lookup.expected.map((preAlert) => (
        <Card key={preAlert.id} variant="outlined">
          <CardActionArea onClick={() => onReceive(preAlert)} data-testid="receive-pre-alert">
            <CardContent>
              <Typography variant="subtitle1">{preAlert.customerName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {preAlert.contents.map((line) => `${line.quantity} × ${line.description}`).join(', ')} · {format.money(preAlert.totalValue)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      <Button
        variant={lookup.expected.length === 0 ? 'contained' : 'text'}
        onClick={() => onReceive(null)}
        data-testid="receive-unknown"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('receiving.receive.withoutPreAlert')}
      </Button>
    </Stack>
  );
}

/** The receipt: weight, sides, condition, photos and bin; the owner from the pre-alert, or a customer staff choose, or the label's words. */
function ReceiptForm({
  lookup,
  preAlert,
  onCancel,
  onReceived,
  onAlreadyReceived,
}: {
  lookup: PackageScanLookup;
  preAlert: PreAlertView | null;
  onCancel: () => void;
  onReceived: (packageId: number) => void;
  onAlreadyReceived: () => void;
}) {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const [key] = useState(() => crypto.randomUUID());
  const [fields, setFields] = useState({ weight: '', length: '', width: '', height: '', conditionNote: '', bin: '', labelName: '', labelAddress: '' });
  const [condition, setCondition] = useState<(typeof PACKAGE_CONDITIONS)[number]>('ok');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [upload, uploading] = useUploadPackagePhotosMutation();
  const [receive, receiving] = useReceivePackageMutation();
  const draft = {
    trackingNumber: lookup.number,
    preAlertId: preAlert?.id ?? null,
    customerId: preAlert ? null : customerId,
    weight: typedPounds(fields.weight),
    length: typedWhole(fields.length),
    width: typedWhole(fields.width),
    height: typedWhole(fields.height),
    condition,
    conditionNote: fields.conditionNote,
    bin: fields.bin,
    labelName: fields.labelName,
    labelAddress: fields.labelAddress,
  };
  const parsed = receivePackageSchema.safeParse(draft);
  const errorOf = (path: string) => {
    if (!submitted || parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => candidate.path.join('.') === path);
    return issue ? t(issue.message, { ns: 'messages' }) : undefined;
  };
  const field = (name: keyof typeof fields, label: string, options: { numeric?: boolean; max?: number } = {}) => (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={fields[name]}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) ?? ' '}
      slotProps={{ htmlInput: { maxLength: options.max ?? 64, inputMode: options.numeric ? 'decimal' : undefined, 'data-testid': `receive-${name}` } }}
    />
  );

  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success) return;
    try {
      const photoIds = photos.length > 0 ? (await upload(photos).unwrap()).map((photo) => photo.fileId) : [];
      const receipt = await receive({ receipt: { ...draft, photoIds }, key }).unwrap();
      onReceived(receipt.id);
    } catch (failure) {
      if (errorBodyOf(failure)?.code === 'receiving.alreadyReceived') return onAlreadyReceived();
      notifyFailure(failure);
    }
  };

  return (
    <Card variant="outlined" data-testid="receive-form">
      <CardContent>
        <SubmitForm onSubmit={() => void submit()}>
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              {lookup.number} · {lookup.carrier}
            </Typography>
            {preAlert ? (
              <Alert severity="success" icon={false} data-testid="receive-owner">
                {t('receiving.receive.owner', { name: preAlert.customerName ?? '' })} ·{' '}
                {preAlert.contents.map((line) => `${line.quantity} × ${line.description}`).join(', ')}
              </Alert>
            ) : (
              <>
                <CustomerPicker label={t('receiving.receive.customer')} value={customerId} onChange={setCustomerId} testId="receive-customer" />
                {customerId === null ? (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      {t('receiving.receive.unknownHint')}
                    </Typography>
                    {field('labelName', t('receiving.fields.labelName'), { max: 100 })}
                    {field('labelAddress', t('receiving.fields.labelAddress'), { max: 200 })}
                  </>
                ) : null}
              </>
            )}
            <Grid container spacing={1}>
              <Grid size={{ xs: 6, sm: 3 }}>{field('weight', t('receiving.fields.weight'), { numeric: true, max: 8 })}</Grid>
              <Grid size={{ xs: 6, sm: 3 }}>{field('length', t('receiving.fields.length'), { numeric: true, max: 3 })}</Grid>
              <Grid size={{ xs: 6, sm: 3 }}>{field('width', t('receiving.fields.width'), { numeric: true, max: 3 })}</Grid>
              <Grid size={{ xs: 6, sm: 3 }}>{field('height', t('receiving.fields.height'), { numeric: true, max: 3 })}</Grid>
            </Grid>
            <Grid container spacing={1}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <ChoiceField
                  size="small"
                  fullWidth
                  label={t('receiving.fields.condition')}
                  choices={listChoices(PACKAGE_CONDITIONS, (value) => t(`receiving.conditions.${value}`))}
                  value={condition}
                  onChange={setCondition}
                  slotProps={{ htmlInput: { 'data-testid': 'receive-condition' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 8 }}>{field('conditionNote', t('receiving.fields.conditionNote'), { max: 200 })}</Grid>
            </Grid>
            {field('bin', t('receiving.fields.bin'))}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Button variant="outlined" component="label">
                {t('receiving.receive.takePhoto')}
                <input
                  hidden
                  type="file"
                  accept="image/*"
                  capture="environment"
                  multiple
                  data-testid="receive-photo"
                  onChange={(event) => {
                    const chosen = [...(event.target.files ?? [])];
                    setPhotos((current) => [...current, ...chosen].slice(0, 10));
                    event.target.value = '';
                  }}
                />
              </Button>
              {photos.map((photo, at) => (
                <ChosenPhoto key={`${photo.name}-${at}`} photo={photo} />
              ))}
              <Typography variant="body2" color="text.secondary" data-testid="receive-photo-count">
                {t('receiving.receive.photos', { count: photos.length })}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              <CommandButton type="submit" variant="contained" size="large" disabled={uploading.isLoading || receiving.isLoading} data-testid="receive-confirm">
                {t('receiving.receive.confirm')}
              </CommandButton>
              <Button onClick={onCancel}>{t('common.cancel')}</Button>
            </Stack>
          </Stack>
        </SubmitForm>
      </CardContent>
    </Card>
  );
}

/** A photo taken for the receipt, before it is uploaded (its object URL let go with it). */
function ChosenPhoto({ photo }: { photo: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(photo);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo]);
  return url ? <Box component="img" src={url} alt={photo.name} sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }} /> : null;
}
