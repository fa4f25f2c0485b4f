import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TRACKING_MAX, type ShipmentListRow } from '@cargo/contracts';
import { ChoiceField, optionChoices } from '../../../shared/choice-field';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotifiedAction } from '../../../shared/notify';
import { useOptions } from '../../../shared/options.api';
import { PageHeader } from '../../../shared/page-header';
import { usePersonalText } from '../../../shared/personal-text';
import { ShipmentGroupPicker } from '../../../shared/reference-pickers';
import { useLazyGetShipmentQuery, useLazyScannedShipmentQuery, useMoveShipmentMutation, useSetShipmentStatusMutation } from '../api/shipments.api';
import { shippingPaths } from '../shipping.paths';
import { CameraScan } from '../../../shared/camera-scan';
import { readScan, type ScannedCode } from './scan-code';

type Outcome =
  | { kind: 'looking' }
  | { kind: 'found'; shipment: ShipmentListRow }
  | { kind: 'missing'; code: ScannedCode }
  | { kind: 'failed'; error: unknown; text: string }
  | { kind: 'noCode' }
  | { kind: 'cameraFailed'; reason: string };

/**
 * Scan a label on a phone: with the camera (the browser's BarcodeDetector where it has one, zxing
 * otherwise), from a photo, or by typing the number. The shipment found opens, takes a status, or
 * joins a shipment group; a number no shipment has says so.
 */
export function ScanPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanned] = useLazyScannedShipmentQuery();

  const lookUp = useCallback(
    async (text: string) => {
      const code = readScan(text);
      if (!code) return;
      setOutcome({ kind: 'looking' });
      const found = await scanned(code.kind === 'id' ? { id: code.id } : { number: code.number });
      if (!found.data) setOutcome({ kind: 'failed', error: found.error, text });
      else setOutcome(found.data.shipment ? { kind: 'found', shipment: found.data.shipment } : { kind: 'missing', code });
    },
    [scanned],
  );
  const onCode = useCallback((text: string) => void lookUp(text), [lookUp]);
  const onCameraFailed = useCallback((reason: string) => setOutcome({ kind: 'cameraFailed', reason }), []);

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <PageHeader title={t('shipping.scan.title')} />
      <CameraScan
        onCode={onCode}
        onReading={() => setOutcome({ kind: 'looking' })}
        onNoCode={() => setOutcome({ kind: 'noCode' })}
        onCameraFailed={onCameraFailed}
      />
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
          size="small"
          sx={{ flex: 1 }}
          label={t('shipping.scan.manual')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TRACKING_MAX, 'data-testid': 'scan-manual' } }}
        />
        <Button type="submit" startIcon={<SearchIcon />} disabled={typed.trim() === ''} data-testid="scan-find">
          {t('shipping.scan.find')}
        </Button>
      </Box>
      <Box aria-live="polite">
        <ScanOutcome outcome={outcome} onChanged={(shipment) => setOutcome({ kind: 'found', shipment })} onRetry={(text) => void lookUp(text)} />
      </Box>
    </Stack>
  );
}

function ScanOutcome({
  outcome,
  onChanged,
  onRetry,
}: {
  outcome: Outcome | null;
  onChanged: (shipment: ShipmentListRow) => void;
  onRetry: (text: string) => void;
}) {
  const { t } = useTranslation();
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'looking':
      return <CircularProgress aria-label={t('shipping.scan.looking')} />;
    case 'missing':
      return (
        <Alert severity="warning" data-testid="scan-not-found">
          {outcome.code.kind === 'id' ? t('shipping.scan.idNotFound', { id: outcome.code.id }) : t('shipping.scan.notFound', { code: outcome.code.number })}
        </Alert>
      );
    case 'failed':
      return <LoadFailed error={outcome.error} onRetry={() => onRetry(outcome.text)} />;
    case 'noCode':
      return (
        <Alert severity="warning" data-testid="scan-no-code">
          {t('shipping.scan.noCode')}
        </Alert>
      );
    case 'cameraFailed':
      return (
        <Alert severity="error" data-testid="scan-camera-failed">
          {t('shipping.scan.cameraFailed', { reason: outcome.reason })}
        </Alert>
      );
    case 'found':
      return <FoundShipment key={outcome.shipment.id} shipment={outcome.shipment} onChanged={onChanged} />;
  }
}

/** The shipment a label named: open it, set its status, or put it into a group. */
function FoundShipment({ shipment, onChanged }: { shipment: ShipmentListRow; onChanged: (shipment: ShipmentListRow) => void }) {
  const { t, i18n } = useTranslation();
  const shown = usePersonalText();
  const statuses = useOptions('shipmentStatus', { active: true });
  const [statusId, setStatusId] = useState<number | ''>(shipment.statusId);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [setStatus, settingStatus] = useSetShipmentStatusMutation();
  const [move, moving] = useMoveShipmentMutation();
  const [reload] = useLazyGetShipmentQuery();
  const run = useNotifiedAction();
  const refresh = async () => {
    const fresh = await reload(shipment.id).unwrap();
    onChanged(fresh);
  };
  const statusName = statuses.find((option) => option.id === shipment.statusId)?.displayName[i18n.language === 'vi' ? 'vi' : 'en'] ?? `#${shipment.statusId}`;
  return (
    <Card data-testid="scan-result">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2" data-testid="scan-result-code">
            {shipment.mtlTracking || `#${shipment.id}`}
          </Typography>
          <Typography>
            {shown(shipment.senderName)} → {shown(shipment.receiverName)}
          </Typography>
          <Typography data-testid="scan-result-status">
            {t('shipping.scan.status')}: <b>{statusName}</b> · {t('shipping.scan.group')}: {t(`shipping.types.${shipment.typeId}`)} #{shipment.groupId}
          </Typography>
          <Button component={RouterLink} to={shippingPaths.shipmentUpdate(shipment.id)} variant="outlined" data-testid="scan-open">
            {t('shipping.scan.open')}
          </Button>
          {/* On a phone each choice takes the card's width, above its button: a status or group is read whole. */}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <ChoiceField
              size="small"
              sx={{ flex: 1 }}
              label={t('shipping.scan.status')}
              choices={optionChoices(statuses, i18n.language)}
              value={statusId}
              onChange={setStatusId}
              slotProps={{ htmlInput: { 'data-testid': 'scan-status' } }}
            />
            <Button
              variant="contained"
              disabled={statusId === '' || statusId === shipment.statusId || settingStatus.isLoading}
              data-testid="scan-set-status"
              onClick={() =>
                void run(async () => {
                  await setStatus({ id: shipment.id, statusId: Number(statusId) }).unwrap();
                  await refresh();
                }, 'shipping.statusSet')
              }
            >
              {t('shipping.scan.setStatus')}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Box sx={{ flex: 1 }}>
              <ShipmentGroupPicker label={t('shipping.scan.group')} value={groupId} onChange={setGroupId} testId="scan-group" />
            </Box>
            <Button
              variant="contained"
              disabled={groupId === null || groupId === shipment.groupId || moving.isLoading}
              data-testid="scan-move"
              onClick={() =>
                void run(async () => {
                  await move({ id: shipment.id, groupId: groupId! }).unwrap();
                  await refresh();
                }, 'shipping.shipmentMoved')
              }
            >
              {t('shipping.scan.move')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
