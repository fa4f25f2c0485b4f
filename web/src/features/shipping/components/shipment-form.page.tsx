import { Button, CircularProgress, Grid, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  addShipmentSchema,
  BOX_SIDES,
  DEFAULT_DECLARED_VALUE,
  decimalToScaled,
  measuresFor,
  minorToMajor,
  shownMeasures,
  TRACKING_MAX,
  WEIGHT_UNITS_PER_LB,
  type AddShipmentInput,
  type GroupType,
  type ParcelInput,
  type ShipmentListRow,
  today,
} from '@cargo/contracts';
import { EditableLines } from '../../../shared/editable-lines';
import { useNotifiedAction } from '../../../shared/notify';
import { useOptions } from '../../../shared/options.api';
import { paths } from '../../../shared/paths';
import { CustomerPicker, ShipmentGroupPicker } from '../../../shared/reference-pickers';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { lineToSend, newLineKey, RemoveOrRestoreCell, useSoftLines } from '../../../shared/soft-lines';
import { countOf, moneyOf, TypedField } from '../../../shared/typed-field';
import { useSchemaForm, type Draft } from '../../../shared/use-schema-form';
import {
  useAddShipmentMutation,
  useDeleteShipmentMutation,
  useGetShipmentQuery,
  usePushToInvoiceMutation,
  useUpdateShipmentMutation,
} from '../api/shipments.api';
import { shippingPaths } from '../shipping.paths';
import { DeleteButton, FormPage } from '../../../shared/form-page';
import { CommandButton } from '../../../shared/change-access';
import { useLeaveGuard } from '../../../shared/leave-guard';
import { ChoiceField, optionChoices } from '../../../shared/choice-field';
import { LoadFailed } from '../../../shared/load-failed';
import { DateField } from '../../../shared/date-field';

type Party = Draft<AddShipmentInput['sender']>;
/** A parcel line of the form. */
type ParcelLine = Draft<ParcelInput> & { key: string; sent?: boolean };

const poundsOf = (text: string) => decimalToScaled(text, WEIGHT_UNITS_PER_LB) ?? undefined;
const poundsText = (hundredths: number | undefined) => (hundredths === undefined ? '' : String(hundredths / WEIGHT_UNITS_PER_LB));
const emptyParty = (): Party => ({ customerId: undefined, address1: '', address2: '', phone: '', email: '' });

const NEW_SHIPMENT: Draft<AddShipmentInput> = {
  groupId: undefined,
  sender: emptyParty(),
  receiver: emptyParty(),
  totalBox: 0,
  totalPallet: 0,
  totalWeight: 0,
  totalValue: DEFAULT_DECLARED_VALUE,
  boxLength: 0,
  boxWidth: 0,
  boxHeight: 0,
  description: '',
  shipmentDate: today(),
  mtlTracking: '',
  parcels: [],
};

/**
 * New shipment and shipment update: after saving a new one the app goes to its update route. Push to
 * Invoice is off once the shipment's invoice is paid (`invoicePaid`, which the page composing billing tells).
 */
export function ShipmentFormPage({ invoicePaid = false }: { invoicePaid?: boolean }) {
  const id = Number(useParams().id) || null;
  const { data: existing, isLoading, error, refetch } = useGetShipmentQuery(id ?? 0, { skip: id === null });
  // A record that is not there says so (the server's message), rather than loading for ever.
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (id !== null && (isLoading || !existing)) return <CircularProgress />;
  return <ShipmentForm key={id ?? 'new'} existing={existing ?? null} invoicePaid={invoicePaid} />;
}

function ShipmentForm({ existing, invoicePaid }: { existing: ShipmentListRow | null; invoicePaid: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const runAction = useNotifiedAction();
  const statuses = useOptions('shipmentStatus', { active: true });
  const initial: Draft<AddShipmentInput> = existing ? { ...existing, parcels: [] } : NEW_SHIPMENT;
  const form = useSchemaForm(addShipmentSchema, initial, { showErrors: existing !== null });
  const [typeId, setTypeId] = useState<GroupType | null>(existing?.typeId ?? null);
  const [statusId, setStatusId] = useState<number | null>(existing?.statusId ?? null);
  const {
    lines: parcels,
    add: addParcel,
    change: setParcel,
    remove: removeParcel,
    restore: restoreParcel,
    markSent,
  } = useSoftLines<ParcelLine>(() => (existing?.parcels ?? []).map((parcel) => ({ ...parcel, key: `saved-${parcel.id}` })));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [addShipment, adding] = useAddShipmentMutation();
  const [updateShipment, updating] = useUpdateShipmentMutation();
  const [deleteShipment] = useDeleteShipmentMutation();
  const [pushToInvoice, pushing] = usePushToInvoiceMutation();
  const values = form.values;
  // What the form holds, not how far it got: `sent` changes on a save.
  const leaveGuard = useLeaveGuard({ values, parcels: parcels.map(({ sent: _sent, ...parcel }) => parcel), statusId });

  const typeErrors = typeId
    ? measuresFor(typeId, {
        totalBox: Number(values.totalBox),
        totalPallet: Number(values.totalPallet),
        totalWeight: Number(values.totalWeight),
        totalValue: Number(values.totalValue),
      }).errors
    : [];
  const parcelErrors = parcels.flatMap((parcel, index) =>
    (['weight', 'value'] as const).filter((field) => !(Number(parcel[field]) > 0)).map((field) => `${index}.${field}`),
  );
  const message = (code: string | undefined) => (code ? t(code, { ns: 'messages' }) : undefined);
  const errorOf = (field: string) =>
    message(form.errorOf(field) ?? (form.dirty || existing ? typeErrors.find((error) => error.path === field)?.code : undefined));
  const valid = form.valid && typeErrors.length === 0 && parcelErrors.length === 0;

  const setParty = (side: 'sender' | 'receiver', change: Partial<Party>) => form.set(side, { ...(values[side] as Party), ...change });

  const save = async () => {
    form.markSubmitted();
    if (!form.parsed || !valid) return;
    const payload = { ...form.parsed, parcels: parcels.map((line) => ({ ...lineToSend(line), weight: Number(line.weight), value: Number(line.value) })) };
    if (existing === null) {
      let created = 0;
      if (await runAction(async () => ({ id: created } = await addShipment(payload).unwrap()), 'shipping.shipmentAdded')) {
        leaveGuard.markSaved();
        void navigate(shippingPaths.shipmentUpdate(created));
      }
    } else {
      if (
        await runAction(() => updateShipment({ ...payload, id: existing.id, statusId: statusId ?? existing.statusId }).unwrap(), 'shipping.shipmentUpdated')
      ) {
        markSent();
        leaveGuard.markSaved();
      }
    }
  };

  const remove = async () => {
    if (existing && (await runAction(() => deleteShipment(existing.id).unwrap(), 'shipping.shipmentDeleted'))) {
      leaveGuard.markSaved();
      void navigate(shippingPaths.shipmentList);
    }
  };

  const measure = (field: 'totalBox' | 'totalPallet' | 'totalWeight' | 'totalValue') => {
    const current = values[field] as number | undefined;
    const text =
      field === 'totalWeight' ? poundsText(current) : field === 'totalValue' ? minorToMajor(current, 'UsDollar') : current === undefined ? '' : String(current);
    const parse = field === 'totalWeight' ? poundsOf : field === 'totalValue' ? moneyOf('UsDollar') : countOf;
    return (
      <Grid key={field} size={{ xs: 6, md: 3 }}>
        <TypedField
          name={field}
          label={t(`shipping.columns.${field}`)}
          required
          initial={text}
          parse={parse}
          onValue={(value) => form.set(field, value)}
          inputMode={field === 'totalBox' || field === 'totalPallet' ? 'numeric' : 'decimal'}
          error={errorOf(field)}
          testId={`shipment-${field}`}
        />
      </Grid>
    );
  };

  // The box as measured (0: not measured), whole inches.
  const boxSide = (field: (typeof BOX_SIDES)[number]) => (
    <Grid key={field} size={4}>
      <TypedField
        name={field}
        label={t(`shipping.columns.${field}`)}
        required={false}
        initial={values[field] ? String(values[field]) : ''}
        parse={(text) => (text.trim() === '' ? 0 : countOf(text))}
        onValue={(value) => form.set(field, value)}
        inputMode="numeric"
        error={errorOf(field)}
        testId={`shipment-${field}`}
      />
    </Grid>
  );

  const partyFields = (side: 'sender' | 'receiver') => {
    const party = values[side] as Party;
    return (
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h2">
            {t(`shipping.columns.${side}`)}
          </Typography>
          <CustomerPicker
            label={t(`shipping.columns.${side}`)}
            required
            value={party.customerId ?? null}
            onChange={(customerId) => setParty(side, { customerId: customerId ?? undefined })}
            onPick={(customer) =>
              setParty(side, {
                customerId: customer.id,
                address1: customer.address1,
                address2: customer.address2,
                phone: customer.phone,
                email: customer.email,
              })
            }
            error={errorOf(`${side}.customerId`)}
            testId={`shipment-${side}`}
          />
          {(['address1', 'address2', 'phone', 'email'] as const).map((field) => (
            <TextField
              key={field}
              size="small"
              name={`${side}.${field}`}
              label={t(`shipping.fields.${field}`)}
              required={field === 'address1' || field === 'phone'}
              value={party[field] ?? ''}
              onChange={(event) => setParty(side, { [field]: event.target.value })}
              error={Boolean(errorOf(`${side}.${field}`))}
              helperText={errorOf(`${side}.${field}`) ?? ' '}
              slotProps={{ htmlInput: { maxLength: field === 'phone' ? 30 : field === 'email' ? 254 : 200, 'data-testid': `shipment-${side}-${field}` } }}
            />
          ))}
        </Stack>
      </Grid>
    );
  };

  return (
    <FormPage
      title={existing ? `${t('shipping.editTitle')} #${existing.id}` : t('shipping.newTitle')}
      actions={
        <>
          {existing && existing.invoiceId !== null ? (
            <Button component={RouterLink} to={paths.invoiceUpdate(existing.invoiceId)} data-testid="go-to-invoice">
              {t('shipping.goToInvoice')}
            </Button>
          ) : null}
          {existing ? (
            <Button component={RouterLink} to={`${shippingPaths.labels}?ids=${existing.id}`} data-testid="print-label">
              {t('shipping.printLabel')}
            </Button>
          ) : null}
          {existing ? (
            <CommandButton
              variant="outlined"
              onClick={() =>
                void runAction(
                  async () => {
                    const invoice = await pushToInvoice(existing.id).unwrap();
                    // Generate Invoice ends on the invoice, as an order's does; Push to Invoice stays here.
                    if (existing.invoiceId === null) void navigate(paths.invoiceUpdate(invoice.id));
                  },
                  existing.invoiceId === null ? 'billing.invoiceAdded' : 'billing.invoiceUpdated',
                )
              }
              disabled={pushing.isLoading}
              refusal={invoicePaid ? t('billing.invoicePaidLocked', { ns: 'messages' }) : null}
              data-testid="push-to-invoice"
            >
              {existing.invoiceId === null ? t('shipping.generateInvoice') : t('shipping.pushToInvoice')}
            </CommandButton>
          ) : null}
          {existing ? (
            <DeleteButton
              refusal={existing.invoiceId !== null ? t('shipping.shipmentInvoiced', { ns: 'messages' }) : null}
              onClick={() => setConfirmDelete(true)}
              testId="delete-shipment"
            >
              {t('shipping.delete')}
            </DeleteButton>
          ) : null}
        </>
      }
      onSubmit={() => void save()}
      save={{ valid, busy: adding.isLoading || updating.isLoading, testId: 'save-shipment' }}
      history={existing ? { recordType: 'shipment', recordId: existing.id } : null}
      dialogs={
        <>
          <ConfirmDialog open={confirmDelete} question={t('shipping.confirmDelete')} onClose={() => setConfirmDelete(false)} onConfirm={() => void remove()} />
          {leaveGuard.dialog}
        </>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShipmentGroupPicker
            label={t('shipping.columns.groupId')}
            required
            value={(values.groupId as number | undefined) ?? null}
            onChange={(groupId) => form.set('groupId', groupId ?? undefined)}
            onPick={(group) => setTypeId(group.typeId)}
            error={errorOf('groupId')}
            testId="shipment-group"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Typography sx={{ pt: 1 }} data-testid="shipment-type">
            {typeId ? t(`shipping.types.${typeId}`) : '—'}
          </Typography>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <ChoiceField
            fullWidth
            size="small"
            label={t('shipping.columns.status')}
            choices={optionChoices(statuses, i18n.language)}
            value={statusId ?? statuses[0]?.id ?? ''}
            disabled={existing === null}
            onChange={setStatusId}
            helperText={existing === null ? t('shipping.statusAfterSave') : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'shipment-status' } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <DateField
            size="small"
            fullWidth
            name="shipmentDate"
            required
            label={t('shipping.columns.shipmentDate')}
            value={values.shipmentDate ?? ''}
            onChange={(event) => form.set('shipmentDate', event.target.value)}
            error={Boolean(errorOf('shipmentDate'))}
            helperText={errorOf('shipmentDate') ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        {partyFields('sender')}
        {partyFields('receiver')}
        {(typeId ? shownMeasures(typeId) : (['totalBox', 'totalWeight', 'totalPallet', 'totalValue'] as const)).map(measure)}
        <Grid size={{ xs: 12, md: 6 }}>
          <Grid container spacing={2}>
            {BOX_SIDES.map(boxSide)}
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            size="small"
            fullWidth
            name="mtlTracking"
            label={t('shipping.columns.mtlTracking')}
            value={values.mtlTracking ?? ''}
            onChange={(event) => form.set('mtlTracking', event.target.value)}
            error={Boolean(errorOf('mtlTracking'))}
            helperText={errorOf('mtlTracking') ?? ' '}
            slotProps={{ htmlInput: { maxLength: TRACKING_MAX, 'data-testid': 'shipment-tracking' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField
            size="small"
            fullWidth
            multiline
            minRows={2}
            name="description"
            label={t('shipping.fields.description')}
            value={values.description ?? ''}
            onChange={(event) => form.set('description', event.target.value)}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Grid>
      </Grid>
      <EditableLines
        title={t('shipping.parcels')}
        add={{
          label: t('shipping.addParcel'),
          testId: 'add-parcel',
          onAdd: () => addParcel({ key: newLineKey(), id: null, weight: undefined, value: undefined, isActive: true }),
        }}
        lines={parcels}
        keyOf={(parcel) => parcel.key}
        faded={(parcel) => parcel.isActive === false}
        empty={t('shipping.noParcels')}
        testId="parcels"
        rowTestId={(index) => `parcel-${index}`}
        columns={[
          { header: '#', text: true, cell: (parcel) => parcel.id ?? '—' },
          {
            header: t('shipping.fields.parcelWeight'),
            cell: (parcel, index) => (
              <TypedField
                name={`parcel-weight-${index}`}
                label={t('shipping.fields.parcelWeight')}
                required
                initial={poundsText(parcel.weight as number | undefined)}
                parse={poundsOf}
                onValue={(value) => setParcel(parcel.key, { weight: value as number })}
                inputMode="decimal"
                error={parcelErrors.includes(`${index}.weight`) && form.dirty ? t('validation.greaterThanZero', { ns: 'messages' }) : undefined}
                testId={`parcel-weight-${index}`}
              />
            ),
          },
          {
            header: t('shipping.fields.parcelValue'),
            cell: (parcel, index) => (
              <TypedField
                name={`parcel-value-${index}`}
                label={t('shipping.fields.parcelValue')}
                required
                initial={minorToMajor(parcel.value as number | undefined, 'UsDollar')}
                parse={moneyOf('UsDollar')}
                onValue={(value) => setParcel(parcel.key, { value: value as number })}
                inputMode="decimal"
                error={parcelErrors.includes(`${index}.value`) && form.dirty ? t('validation.greaterThanZero', { ns: 'messages' }) : undefined}
                testId={`parcel-value-${index}`}
              />
            ),
          },
        ]}
        removeCell={(parcel, index) => (
          <RemoveOrRestoreCell
            removed={parcel.isActive === false}
            removeLabel={t('shipping.removeParcel', { id: parcel.id ?? index + 1 })}
            restoreLabel={t('shipping.restoreParcel', { id: parcel.id })}
            onRemove={() => removeParcel(parcel.key)}
            onRestore={() => restoreParcel(parcel.key)}
            testIds={{ remove: `remove-parcel-${index}`, restore: `restore-parcel-${index}` }}
          />
        )}
      />
    </FormPage>
  );
}
