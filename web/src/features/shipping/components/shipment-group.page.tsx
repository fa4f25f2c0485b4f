import { Badge, Box, Button, Card, CardContent, CircularProgress, Grid, Paper, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { addShipmentGroupSchema, GROUP_TYPES, type AddShipmentGroupInput, type OrderListRow, type ShipmentGroupView, today } from '@cargo/contracts';
import { useNotifiedAction, useNotifyFailure } from '../../../shared/notify';
import { useOptions } from '../../../shared/options.api';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { downloadWorkbook } from '../../../shared/download-file';
import { idLinkColumn } from '../../../shared/id-link-column';
import { LoadFailed } from '../../../shared/load-failed';
import { ServerGrid } from '../../../shared/server-grid';
import { SaveHint, SubmitForm } from '../../../shared/submit-form';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { orderingPaths } from '../../ordering/ordering.paths';
import {
  useAddShipmentGroupMutation,
  useDeleteShipmentGroupMutation,
  useGetShipmentGroupQuery,
  useGroupOrdersQuery,
  useGroupReportMutation,
  useUpdateGroupShipmentsStatusMutation,
  useUpdateShipmentGroupMutation,
} from '../api/shipments.api';
import { shippingPaths } from '../shipping.paths';
import { HistoryPanel } from '../../../shared/record-history';
import { CommandButton } from '../../../shared/change-access';
import { useLeaveGuard } from '../../../shared/leave-guard';
import { ChoiceField, listChoices, optionChoices } from '../../../shared/choice-field';
import { DateField } from '../../../shared/date-field';

const ORDER_TABS = ['regular', 'preorder', 'onHold'] as const;
type GroupOrderTab = (typeof ORDER_TABS)[number];
const isTab = (value: string): value is GroupOrderTab => (ORDER_TABS as readonly string[]).includes(value);
/** New shipment group and the group page: after saving a new group the app goes to its page. */
export function ShipmentGroupPage() {
  const id = Number(useParams().id) || null;
  const { data: existing, isLoading, error, refetch } = useGetShipmentGroupQuery(id ?? 0, { skip: id === null });
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (id !== null && (isLoading || !existing)) return <CircularProgress />;
  return (
    <Stack spacing={2} key={id ?? 'new'}>
      <GroupForm existing={existing ?? null} />
      {existing ? (
        <>
          <GroupTotals group={existing} />
          <GroupOrders groupId={existing.id} />
          <HistoryPanel recordType="shipmentgroup" recordId={existing.id} />
        </>
      ) : null}
    </Stack>
  );
}

function GroupForm({ existing }: { existing: ShipmentGroupView | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const runAction = useNotifiedAction();
  const notifyFailure = useNotifyFailure();
  const groupStatuses = useOptions('shipmentGroupStatus', { active: true });
  const shipmentStatuses = useOptions('shipmentStatus', { active: true });
  const initial: AddShipmentGroupInput = existing ? { typeId: existing.typeId, shipmentDate: existing.shipmentDate } : { typeId: 'Air', shipmentDate: today() };
  const form = useSchemaForm(addShipmentGroupSchema, initial);
  const [statusId, setStatusId] = useState(existing?.statusId ?? null);
  const leaveGuard = useLeaveGuard({ values: form.values, statusId });
  const [shipmentStatusId, setShipmentStatusId] = useState<number | ''>('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [addGroup, adding] = useAddShipmentGroupMutation();
  const [updateGroup, updating] = useUpdateShipmentGroupMutation();
  const [deleteGroup] = useDeleteShipmentGroupMutation();
  const [setShipmentsStatus, settingStatus] = useUpdateGroupShipmentsStatusMutation();
  const [report, reporting] = useGroupReportMutation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const empty = existing !== null && existing.shipmentCount === 0 && existing.orderCount === 0;

  const save = async () => {
    form.markSubmitted();
    const details = form.parsed;
    if (!details) return;
    if (existing === null) {
      let created = 0;
      if (await runAction(async () => ({ id: created } = await addGroup(details).unwrap()), 'shipping.groupAdded')) {
        leaveGuard.markSaved();
        void navigate(shippingPaths.shipmentGroupUpdate(created));
      }
    } else {
      if (await runAction(() => updateGroup({ ...details, id: existing.id, statusId: statusId ?? existing.statusId }).unwrap(), 'shipping.groupUpdated'))
        leaveGuard.markSaved();
    }
  };

  const download = async (kind: 'shipments' | 'orders') => {
    if (!existing) return;
    try {
      downloadWorkbook(await report({ groupId: existing.id, kind }).unwrap());
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <Paper sx={{ p: 3 }}>
      <SubmitForm onSubmit={() => void save()}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
              {existing ? `${t('shipping.groups.editTitle')} #${existing.id}` : t('shipping.groups.newTitle')}
            </Typography>
            {existing ? (
              <>
                <Button
                  component={RouterLink}
                  to={`${shippingPaths.labels}?group=${existing.id}&per=4`}
                  disabled={existing.shipmentCount === 0}
                  data-testid="group-labels"
                >
                  {t('shipping.printLabels')}
                </Button>
                <Button onClick={() => void download('shipments')} disabled={reporting.isLoading} data-testid="group-report">
                  {t('shipping.groups.report')}
                </Button>
                <Button onClick={() => void download('orders')} disabled={reporting.isLoading} data-testid="group-order-report">
                  {t('shipping.groups.orderReport')}
                </Button>
                <Tooltip title={empty ? '' : t('shipping.groupNotEmpty', { ns: 'messages' })}>
                  <span>
                    <CommandButton color="error" disabled={!empty} onClick={() => setConfirmDelete(true)} data-testid="delete-group">
                      {t('shipping.groups.delete')}
                    </CommandButton>
                  </span>
                </Tooltip>
              </>
            ) : null}
          </Box>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <ChoiceField
                fullWidth
                size="small"
                label={t('shipping.groups.type')}
                choices={listChoices(GROUP_TYPES, (type) => t(`shipping.types.${type}`))}
                value={form.values.typeId}
                disabled={existing !== null && existing.shipmentCount > 0}
                onChange={(type) => form.set('typeId', type)}
                helperText={existing !== null && existing.shipmentCount > 0 ? t('shipping.groupTypeLocked', { ns: 'messages' }) : ' '}
                slotProps={{ htmlInput: { 'data-testid': 'group-type' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <DateField
                size="small"
                fullWidth
                name="shipmentDate"
                required
                label={t('shipping.columns.shipmentDate')}
                value={form.values.shipmentDate ?? ''}
                onChange={(event) => form.set('shipmentDate', event.target.value)}
                error={Boolean(form.errorOf('shipmentDate'))}
                helperText={form.errorOf('shipmentDate') ? t(form.errorOf('shipmentDate')!, { ns: 'messages' }) : ' '}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <ChoiceField
                fullWidth
                size="small"
                label={t('shipping.columns.status')}
                choices={optionChoices(groupStatuses, language)}
                value={statusId ?? groupStatuses[0]?.id ?? ''}
                disabled={existing === null}
                onChange={setStatusId}
                helperText={existing === null ? t('shipping.statusAfterSave') : ' '}
                slotProps={{ htmlInput: { 'data-testid': 'group-status' } }}
              />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
            <SaveHint valid={form.valid} />
            <CommandButton type="submit" variant="contained" disabled={adding.isLoading || updating.isLoading} data-testid="save-group" data-shortcut="save">
              {t('common.save')}
            </CommandButton>
          </Box>
          {existing ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <ChoiceField
                size="small"
                sx={{ minWidth: 220 }}
                label={t('shipping.groups.shipmentsStatus')}
                choices={optionChoices(shipmentStatuses, language)}
                value={shipmentStatusId}
                onChange={setShipmentStatusId}
                slotProps={{ htmlInput: { 'data-testid': 'group-shipments-status' } }}
              />
              <Button
                disabled={shipmentStatusId === '' || settingStatus.isLoading || existing.shipmentCount === 0}
                onClick={() =>
                  shipmentStatusId !== '' &&
                  void runAction(() => setShipmentsStatus({ groupId: existing.id, statusId: shipmentStatusId }).unwrap(), 'shipping.groupShipmentsUpdated')
                }
                data-testid="apply-shipments-status"
              >
                {t('shipping.groups.applyToShipments', { count: existing.shipmentCount })}
              </Button>
              <Button component={RouterLink} to={`${shippingPaths.shipmentList}?groupId=${existing.id}`}>
                {t('shipping.groups.seeShipments')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </SubmitForm>
      <ConfirmDialog
        open={confirmDelete}
        question={t('shipping.groups.confirmDelete')}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          existing &&
          void runAction(() => deleteGroup(existing.id).unwrap(), 'shipping.groupDeleted').then((done) => {
            if (!done) return;
            leaveGuard.markSaved();
            void navigate(shippingPaths.shipmentGroupList);
          })
        }
      />
      {leaveGuard.dialog}
    </Paper>
  );
}

/** What the group holds: sums over its shipments (kept by the server) and how many orders travel with it. */
function GroupTotals({ group }: { group: ShipmentGroupView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = [
    ['shipments', format.number(group.shipmentCount)],
    ['orders', format.number(group.orderCount)],
    ['totalBox', format.number(group.totalBox)],
    group.typeId === 'Air' ? ['totalWeight', format.pounds(group.totalWeight)] : ['totalPallet', format.number(group.totalPallet)],
    ['totalValue', format.money(group.totalValue)],
  ] as const;
  return (
    <Grid container spacing={2} data-testid="group-totals">
      {figures.map(([key, value]) => (
        <Grid key={key} size={{ xs: 6, md: 2.4 }}>
          <Card>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {t(key === 'shipments' || key === 'orders' ? `shipping.groups.columns.${key}` : `shipping.columns.${key}`)}
              </Typography>
              <Typography variant="h6" component="p" data-testid={`group-${key}`}>
                {value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** The group's orders by tab (Regular, Preorder, On Hold), each with its count; tab and page in the URL. */
function GroupOrders({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const list = useListParams(['tab'], { field: 'id', direction: 'desc' });
  const tab: GroupOrderTab = isTab(list.filters.tab) ? list.filters.tab : 'regular';
  const { data, isFetching, error, refetch } = useGroupOrdersQuery({
    groupId,
    query: { page: String(list.pagination.page), pageSize: String(list.pagination.pageSize), tab },
  });
  const columns = useMemo<GridColDef<OrderListRow>[]>(
    () => [
      idLinkColumn<OrderListRow>(t('shipping.groups.orderColumns.id'), orderingPaths.orderDetail, 'group-order-link'),
      {
        field: 'customerLabel',
        headerName: t('shipping.groups.orderColumns.customer'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueFormatter: (value: string | null) => shown(value),
      },
      { field: 'productTitles', headerName: t('shipping.groups.orderColumns.products'), flex: 1, minWidth: 200, sortable: false },
      {
        field: 'total',
        headerName: t('shipping.groups.orderColumns.total'),
        width: 120,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'dateCreated',
        headerName: t('shipping.groups.orderColumns.date'),
        width: 120,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
    ],
    [t, format, shown],
  );
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('shipping.groups.orders')}
      </Typography>
      <Tabs value={tab} onChange={(_event, next: GroupOrderTab) => list.setFilter('tab', next)} sx={{ mb: 1 }} variant="scrollable">
        {ORDER_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            data-testid={`group-tab-${name}`}
            label={
              <Badge color="primary" badgeContent={data?.counts[name] ?? 0} max={99999} showZero sx={{ pr: 1.5 }}>
                {t(`shipping.groups.tabs.${name}`)}
              </Badge>
            }
          />
        ))}
      </Tabs>
      <ServerGrid
        failed={{ error, onRetry: () => void refetch() }}
        page={data}
        columns={columns}
        loading={isFetching}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
      />
    </Paper>
  );
}
