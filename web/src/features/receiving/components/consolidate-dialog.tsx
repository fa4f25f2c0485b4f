import { Checkbox, FormControlLabel, Grid, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BOX_SIDES, MAX_BOX_SIDE, today, type PackageView, type ShipRequestView } from '@cargo/contracts';
import { FormDialog } from '../../../shared/form-dialog';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { useCustomerByIdQuery } from '../../../shared/references.api';
import { ShipmentGroupPicker } from '../../../shared/reference-pickers';
import { useFormat } from '../../../shared/use-format';
import { useConsolidateMutation } from '../api/receiving.api';
import { shippingPaths } from '../../shipping/shipping.paths';
import { typedPounds } from './typed-numbers';

/** The receipt's words for a box's sides. */
const SIDE_FIELDS = { boxLength: 'length', boxWidth: 'width', boxHeight: 'height' } as const;

/**
 * Consolidation: a customer's packages (a request's, all of them, or picked) into one shipment of a
 * group. The server makes a parcel of each package; staff give the box's weight, sides and count, the group
 * and the parties' addresses (filled from the customer).
 */
export function ConsolidateDialog({
  customerId,
  packages,
  requestId,
  deliverTo = null,
  onClose,
}: {
  customerId: number;
  packages: PackageView[];
  requestId: number | null;
  /** The request's delivery address: the receiver's. */
  deliverTo?: ShipRequestView['address'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const [key] = useState(() => crypto.randomUUID());
  const { data: customer } = useCustomerByIdQuery(customerId);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(packages.map((pkg) => pkg.id)));
  const [weight, setWeight] = useState(() => String(packages.reduce((sum, pkg) => sum + pkg.weight, 0) / 100));
  const [boxes, setBoxes] = useState('1');
  // The box as measured, whole inches: one package kept in its box is measured already.
  const [sides, setSides] = useState<Record<(typeof BOX_SIDES)[number], string>>(() => {
    const only = packages.length === 1 ? packages[0] : null;
    return { boxLength: only ? String(only.length) : '', boxWidth: only ? String(only.width) : '', boxHeight: only ? String(only.height) : '' };
  });
  const sideOf = (text: string) => (text.trim() === '' ? 0 : /^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);
  const sidesValid = BOX_SIDES.every((side) => sideOf(sides[side]) >= 0 && sideOf(sides[side]) <= MAX_BOX_SIDE);
  const [address, setAddress] = useState<string | null>(null);
  const [consolidate, consolidating] = useConsolidateMutation();
  const shown = address ?? (deliverTo ? [deliverTo.name, deliverTo.address1, deliverTo.address2].filter(Boolean).join(', ') : (customer?.address1 ?? ''));
  const valid =
    groupId !== null &&
    chosen.size > 0 &&
    typedPounds(weight) > 0 &&
    /^\d+$/.test(boxes) &&
    Number(boxes) > 0 &&
    sidesValid &&
    shown.trim() !== '' &&
    Boolean(customer);

  const submit = async () => {
    if (!valid || !customer) return;
    const receiver = { customerId, address1: shown.slice(0, 200), address2: '', phone: deliverTo?.phone ?? customer.phone, email: customer.email };
    // The sender is the customer; one who keeps no address of their own sends from where they receive.
    const sender = customer.address1
      ? { customerId, address1: customer.address1, address2: customer.address2, phone: customer.phone || receiver.phone, email: customer.email }
      : receiver;
    try {
      const receipt = await consolidate({
        consolidation: {
          requestId,
          customerId,
          packageIds: packages.filter((pkg) => chosen.has(pkg.id)).map((pkg) => pkg.id),
          groupId: groupId!,
          sender,
          receiver,
          totalBox: Number(boxes),
          totalPallet: 0,
          totalWeight: typedPounds(weight),
          boxLength: sideOf(sides.boxLength),
          boxWidth: sideOf(sides.boxWidth),
          boxHeight: sideOf(sides.boxHeight),
          description: packages
            .filter((pkg) => chosen.has(pkg.id))
            .map((pkg) => pkg.trackingNumber)
            .join(', ')
            .slice(0, 2000),
          shipmentDate: today(),
        },
        key,
      }).unwrap();
      notify(t('receiving.consolidated', { ns: 'messages' }));
      // The shipment's page lists the packages with their photos.
      navigate(shippingPaths.shipmentUpdate(receipt.id));
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <FormDialog
      title={t('receiving.consolidate.title', { name: customer?.name ?? '' })}
      onClose={onClose}
      onSubmit={() => void submit()}
      valid={valid}
      busy={consolidating.isLoading}
      testId="consolidate-dialog"
      saveTestId="consolidate-save"
      maxWidth="sm"
    >
      <Stack spacing={1} sx={{ mt: 1 }}>
        {requestId !== null ? <Typography variant="body2">{t('receiving.consolidate.fromRequest', { id: requestId })}</Typography> : null}
        {packages.map((pkg) => (
          <FormControlLabel
            key={pkg.id}
            control={
              <Checkbox
                checked={chosen.has(pkg.id)}
                disabled={requestId !== null}
                onChange={(event) =>
                  setChosen((current) => (event.target.checked ? new Set([...current, pkg.id]) : new Set([...current].filter((id) => id !== pkg.id))))
                }
              />
            }
            label={`#${pkg.id} · ${pkg.trackingNumber} · ${format.pounds(pkg.weight)} lb · ${t('receiving.package.inBin', { bin: pkg.bin || '—' })}`}
          />
        ))}
        <ShipmentGroupPicker label={t('receiving.consolidate.group')} value={groupId} onChange={setGroupId} required testId="consolidate-group" />
        <Grid container spacing={1}>
          <Grid size={6}>
            <TextField
              size="small"
              fullWidth
              label={t('receiving.consolidate.weight')}
              value={weight}
              onChange={(event) => setWeight(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 10, inputMode: 'decimal', 'data-testid': 'consolidate-weight' } }}
            />
          </Grid>
          <Grid size={6}>
            <TextField
              size="small"
              fullWidth
              label={t('receiving.consolidate.boxes')}
              value={boxes}
              onChange={(event) => setBoxes(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 4, inputMode: 'numeric' } }}
            />
          </Grid>
          {BOX_SIDES.map((side) => (
            <Grid key={side} size={4}>
              <TextField
                size="small"
                fullWidth
                label={t(`receiving.fields.${SIDE_FIELDS[side]}`)}
                value={sides[side]}
                onChange={(event) => setSides((current) => ({ ...current, [side]: event.target.value }))}
                error={!(sideOf(sides[side]) <= MAX_BOX_SIDE)}
                slotProps={{ htmlInput: { maxLength: 3, inputMode: 'numeric', 'data-testid': `consolidate-${side}` } }}
              />
            </Grid>
          ))}
        </Grid>
        <TextField
          size="small"
          fullWidth
          label={t('receiving.consolidate.address')}
          value={shown}
          onChange={(event) => setAddress(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
    </FormDialog>
  );
}
