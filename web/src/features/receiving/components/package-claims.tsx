import { Alert, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimPackageSchema, refuseClaimSchema, type PackageClaimQuery, type PackageClaimState, type PackageClaimView } from '@cargo/contracts';
import { FormDialog } from '../../../shared/form-dialog';
import { useFormat } from '../../../shared/use-format';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useNotifiedAction, useNotifyFailure } from '../../../shared/notify';
import {
  useApproveClaimMutation,
  useClaimPackageMutation,
  useGetClaimQuery,
  useLazyListClaimsQuery,
  useListClaimsQuery,
  useRefuseClaimMutation,
  useUploadReceivingFileMutation,
} from '../api/receiving.api';
import { PackagePhoto, ReceivingDocument } from './receiving-file';

const claimsQuery = (state: PackageClaimState | undefined): ListQuery<never, PackageClaimQuery, PackageClaimView> => ({
  filters: [],
  sort: { field: 'id', direction: 'desc' },
  query: ({ page, pageSize }) => ({ page: String(page), pageSize: String(pageSize), ...(state ? { state } : {}) }),
  useQuery: useListClaimsQuery,
  useLazyQuery: useLazyListClaimsQuery,
});

/**
 * Claims of unknown packages. A customer's own (with "Claim a package"), or staff's queue, where a
 * claim opens its review: the unknown packages whose numbers end in its digits, to approve one of, or refuse it with why.
 */
export function PackageClaims({
  staff,
  state,
  tabs,
  actions,
}: {
  staff: boolean;
  state?: PackageClaimState;
  tabs?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [claiming, setClaiming] = useState(false);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const list = useServerList(useMemo(() => claimsQuery(state), [state]));
  const columns = useMemo<GridColDef<PackageClaimView>[]>(
    () => [
      { field: 'id', headerName: '#', width: 70, sortable: false },
      ...(staff
        ? [
            {
              field: 'customerName',
              headerName: t('receiving.columns.customer'),
              minWidth: 150,
              flex: 1,
              sortable: false,
            } satisfies GridColDef<PackageClaimView>,
          ]
        : []),
      { field: 'lastDigits', headerName: t('receiving.claims.lastDigits'), width: 120, sortable: false },
      {
        field: 'state',
        headerName: t('receiving.columns.state'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={t(`receiving.claims.states.${row.state}`)}
            color={row.state === 'approved' ? 'success' : row.state === 'refused' ? 'error' : 'default'}
          />
        ),
      },
      {
        field: 'reason',
        headerName: t('receiving.columns.reason'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.reason || row.note,
      },
      { field: 'dateCreated', headerName: t('receiving.claims.claimedOn'), width: 110, sortable: false, valueFormatter: (value: string) => format.date(value) },
      ...(staff
        ? [
            {
              field: 'actions',
              headerName: t('common.actions'),
              width: 110,
              sortable: false,
              renderCell: ({ row }: { row: PackageClaimView }) => (
                <Button size="small" onClick={() => setReviewing(row.id)} data-testid="claim-review">
                  {t('receiving.claims.review')}
                </Button>
              ),
            } satisfies GridColDef<PackageClaimView>,
          ]
        : []),
    ],
    [t, format, staff],
  );
  return (
    <ListFrame
      title={t(staff ? 'receiving.claims.title' : 'receiving.own.title')}
      intro={t(staff ? 'receiving.claims.staffIntro' : 'receiving.claims.intro')}
      list={list}
      columns={columns}
      above={tabs}
      actions={
        <>
          {actions}
          {staff ? null : (
            <Button variant="outlined" onClick={() => setClaiming(true)} data-testid="claim-package">
              {t('receiving.claims.claim')}
            </Button>
          )}
        </>
      }
      csv={{
        testId: 'export-claims',
        name: 'package-claims.csv',
        header: ['lastDigits', 'state', 'claimedOn'].map((column) => t(`receiving.claims.${column === 'state' ? 'stateColumn' : column}`)),
        row: (row) => [row.lastDigits, t(`receiving.claims.states.${row.state}`), row.dateCreated.slice(0, 10)],
      }}
    >
      {claiming ? <ClaimDialog onClose={() => setClaiming(false)} /> : null}
      {reviewing !== null ? <ReviewDialog claimId={reviewing} onClose={() => setReviewing(null)} /> : null}
    </ListFrame>
  );
}

/** A customer's claim: the last 6 of the tracking number and a proof (the order's receipt, a screenshot of its tracking). */
function ClaimDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const act = useNotifiedAction();
  const notifyFailure = useNotifyFailure();
  const [key] = useState(() => crypto.randomUUID());
  const [lastDigits, setLastDigits] = useState('');
  const [note, setNote] = useState('');
  const [fileId, setFileId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [upload, uploading] = useUploadReceivingFileMutation();
  const [claim, claimingNow] = useClaimPackageMutation();
  const parsed = claimPackageSchema.safeParse({ lastDigits, fileId: fileId ?? undefined, note });
  const errorOf = (path: string) => {
    if (!submitted || parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => candidate.path.join('.') === path);
    return issue ? t(issue.message, { ns: 'messages' }) : undefined;
  };
  const attach = async (file: File | undefined) => {
    if (!file) return;
    try {
      setFileId((await upload([file]).unwrap())[0].fileId);
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  return (
    <FormDialog
      title={t('receiving.claims.claim')}
      onClose={onClose}
      valid
      busy={claimingNow.isLoading || uploading.isLoading}
      testId="claim-dialog"
      saveTestId="claim-save"
      onSubmit={() => {
        setSubmitted(true);
        if (parsed.success) void act(() => claim({ claim: parsed.data, key }).unwrap(), 'receiving.claimSent').then((done) => done && onClose());
      }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('receiving.claims.howTo')}
        </Typography>
        <TextField
          size="small"
          required
          label={t('receiving.claims.lastDigits')}
          value={lastDigits}
          onChange={(event) => setLastDigits(event.target.value)}
          error={Boolean(errorOf('lastDigits'))}
          helperText={errorOf('lastDigits') ?? ' '}
          slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false, 'data-testid': 'claim-digits' } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button component="label" variant="outlined" size="small">
            {t('receiving.claims.attachProof')}
            <input hidden type="file" accept="application/pdf,image/*" data-testid="claim-proof" onChange={(event) => void attach(event.target.files?.[0])} />
          </Button>
          {fileId ? <ReceivingDocument fileId={fileId} /> : null}
        </Stack>
        {errorOf('fileId') ? <Alert severity="error">{errorOf('fileId')}</Alert> : null}
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t('receiving.fields.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'claim-note' } }}
        />
      </Stack>
    </FormDialog>
  );
}

/** Staff's review: the claim's proof and the unknown packages its digits match; approve one, or refuse with why (emailed). */
function ReviewDialog({ claimId, onClose }: { claimId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const act = useNotifiedAction();
  const { data: claim } = useGetClaimQuery(claimId);
  const [approve, approving] = useApproveClaimMutation();
  const [refuse, refusing] = useRefuseClaimMutation();
  const [reason, setReason] = useState('');
  const pending = claim?.state === 'pending';
  return (
    <FormDialog
      title={t('receiving.claims.reviewTitle', { digits: claim?.lastDigits ?? '', name: claim?.customerName ?? '' })}
      onClose={onClose}
      valid={pending && refuseClaimSchema.safeParse({ id: claimId, reason }).success}
      busy={approving.isLoading || refusing.isLoading}
      testId="claim-review-dialog"
      saveTestId="claim-refuse"
      saveLabel={t('receiving.claims.refuse')}
      onSubmit={() => void act(() => refuse({ id: claimId, reason }).unwrap(), 'receiving.claimRefused').then((done) => done && onClose())}
    >
      {claim ? (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ReceivingDocument fileId={claim.fileId} />
            {claim.note ? <Typography variant="body2">{claim.note}</Typography> : null}
          </Stack>
          {!pending ? <Alert severity="info">{t(`receiving.claims.states.${claim.state}`)}</Alert> : null}
          {pending && claim.candidates.length === 0 ? <Alert severity="warning">{t('receiving.claims.noCandidates')}</Alert> : null}
          {claim.candidates.map((candidate) => (
            <Stack key={candidate.id} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="claim-candidate">
              {candidate.photoIds[0] ? <PackagePhoto fileId={candidate.photoIds[0]} size={56} alt={t('receiving.package.photoAlt', { number: 1 })} /> : null}
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {candidate.trackingNumber}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[candidate.label?.name, candidate.bin, format.date(candidate.receivedOn)].filter(Boolean).join(' · ')}
                </Typography>
              </Stack>
              <Button
                size="small"
                variant="contained"
                onClick={() =>
                  void act(() => approve({ id: claimId, packageId: candidate.id }).unwrap(), 'receiving.claimApproved').then((done) => done && onClose())
                }
                data-testid="claim-approve"
              >
                {t('receiving.claims.approve')}
              </Button>
            </Stack>
          ))}
          {pending ? (
            <TextField
              size="small"
              label={t('receiving.claims.refuseReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'claim-refuse-reason' } }}
            />
          ) : null}
        </Stack>
      ) : null}
    </FormDialog>
  );
}
