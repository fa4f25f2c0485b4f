import { CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PackageView } from '@cargo/contracts';
import { CommandButton } from '../../../shared/change-access';
import { FormDialog } from '../../../shared/form-dialog';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotifiedAction } from '../../../shared/notify';
import { PageHeader } from '../../../shared/page-header';
import { HistoryPanel } from '../../../shared/record-history';
import { CustomerPicker } from '../../../shared/reference-pickers';
import { useFormat } from '../../../shared/use-format';
import {
  useAssignPackageOwnerMutation,
  useDisposePackageMutation,
  useGetPackageQuery,
  useHoldPackageMutation,
  useReleasePackageMutation,
  useReturnPackageMutation,
} from '../api/receiving.api';
import { PackageCard } from './package-card';

type Asking = 'assign' | 'hold' | 'return' | 'dispose' | null;

/** A package's page for staff: what it is, its photos and contents, what may be done with it now, and its history. */
export function PackagePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: pkg, error, refetch } = useGetPackageQuery(id);
  const [asking, setAsking] = useState<Asking>(null);
  const [release, releasing] = useReleasePackageMutation();
  const act = useNotifiedAction();
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (!pkg) return <CircularProgress aria-label={t('common.loading')} />;
  const stored = pkg.state === 'received' || pkg.state === 'unknown' || pkg.state === 'held';
  return (
    <Stack spacing={2}>
      <PageHeader title={t('receiving.package.title', { id: pkg.id })}>
        {pkg.state === 'unknown' ? (
          <CommandButton variant="contained" onClick={() => setAsking('assign')} data-testid="package-assign">
            {t('receiving.package.assign')}
          </CommandButton>
        ) : null}
        {pkg.state === 'held' ? (
          <CommandButton
            variant="outlined"
            disabled={releasing.isLoading}
            onClick={() => void act(() => release(pkg.id).unwrap(), 'receiving.packageReleased')}
            data-testid="package-release"
          >
            {t('receiving.package.release')}
          </CommandButton>
        ) : (
          <CommandButton
            variant="outlined"
            refusal={stored ? null : t('receiving.package.notStored')}
            onClick={() => setAsking('hold')}
            data-testid="package-hold"
          >
            {t('receiving.package.hold')}
          </CommandButton>
        )}
        <CommandButton
          variant="outlined"
          refusal={stored ? null : t('receiving.package.notStored')}
          onClick={() => setAsking('return')}
          data-testid="package-return"
        >
          {t('receiving.package.return')}
        </CommandButton>
        <CommandButton
          variant="outlined"
          color="error"
          refusal={stored ? null : t('receiving.package.notStored')}
          onClick={() => setAsking('dispose')}
          data-testid="package-dispose"
        >
          {t('receiving.package.dispose')}
        </CommandButton>
      </PageHeader>
      <PackageCard pkg={pkg} />
      <Contents pkg={pkg} />
      {asking === 'assign' ? <AssignDialog packageId={pkg.id} onClose={() => setAsking(null)} /> : null}
      {asking === 'hold' || asking === 'return' || asking === 'dispose' ? (
        <ReasonDialog packageId={pkg.id} action={asking} onClose={() => setAsking(null)} />
      ) : null}
      <HistoryPanel recordType="package" recordId={pkg.id} />
    </Stack>
  );
}

function Contents({ pkg }: { pkg: PackageView }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (pkg.contents.length === 0) return null;
  return (
    <Stack>
      <Typography variant="subtitle2">{t('receiving.package.contents')}</Typography>
      {pkg.contents.map((line, at) => (
        <Typography key={at} variant="body2">
          {line.quantity} × {line.description} · {format.money(line.value)}
          {line.hsCode ? ` · HS ${line.hsCode}` : ''}
        </Typography>
      ))}
    </Stack>
  );
}

function AssignDialog({ packageId, onClose }: { packageId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [assign, assigning] = useAssignPackageOwnerMutation();
  const act = useNotifiedAction();
  return (
    <FormDialog
      title={t('receiving.package.assign')}
      onClose={onClose}
      valid={customerId !== null}
      busy={assigning.isLoading}
      testId="assign-dialog"
      saveTestId="assign-save"
      onSubmit={() => void act(() => assign({ id: packageId, customerId: customerId! }).unwrap(), 'receiving.ownerAssigned').then((done) => done && onClose())}
    >
      <CustomerPicker label={t('receiving.columns.customer')} value={customerId} onChange={setCustomerId} required testId="assign-customer" />
    </FormDialog>
  );
}

const ACTIONS = {
  hold: { done: 'receiving.packageHeld', title: 'receiving.package.hold' },
  return: { done: 'receiving.packageReturned', title: 'receiving.package.return' },
  dispose: { done: 'receiving.packageDisposed', title: 'receiving.package.dispose' },
} as const;

/** Hold, return or dispose of a package: each says why, and the reason is kept on its record. */
function ReasonDialog({ packageId, action, onClose }: { packageId: number; action: keyof typeof ACTIONS; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [hold, holding] = useHoldPackageMutation();
  const [returned, returning] = useReturnPackageMutation();
  const [dispose, disposing] = useDisposePackageMutation();
  const act = useNotifiedAction();
  const run = { hold, return: returned, dispose }[action];
  return (
    <FormDialog
      title={t(ACTIONS[action].title)}
      onClose={onClose}
      valid={reason.trim() !== ''}
      busy={holding.isLoading || returning.isLoading || disposing.isLoading}
      testId="reason-dialog"
      saveTestId="reason-save"
      onSubmit={() => void act(() => run({ id: packageId, reason: reason.trim() }).unwrap(), ACTIONS[action].done).then((done) => done && onClose())}
    >
      <TextField
        size="small"
        fullWidth
        required
        label={t('receiving.package.why')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'reason-text' } }}
      />
    </FormDialog>
  );
}
