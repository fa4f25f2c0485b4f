import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { useNavigate } from 'react-router-dom';
import {
  canAccess,
  invoiceCode,
  ORDER_SORT_FIELDS,
  ORDER_TABS,
  spreadsheetAmount,
  WAREHOUSES,
  type OrderListRow,
  type OrderPage,
  type OrderTab,
  type Warehouse,
} from '@cargo/contracts';
import { errorBodyOf } from '../../../shared/api';
import { useNotify } from '../../../shared/notify';
import { ShipmentGroupPicker } from '../../../shared/reference-pickers';
import { useOrderingPaths } from '../use-ordering-paths';
import { useDispatch } from 'react-redux';
import { useSignedInUser } from '../../../shared/session.slice';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { idLinkColumn } from '../../../shared/id-link-column';
import { useFormat } from '../../../shared/use-format';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import {
  useAddOrderToShipmentGroupMutation,
  useDeleteOrderMutation,
  useLazyListOrdersQuery,
  useListOrdersQuery,
  useUnholdOrderMutation,
} from '../api/orders.api';
import { editingStarted } from '../cart.slice';
import { billingPaths } from '../../billing/billing.paths';
import { CommandButton } from '../../../shared/change-access';
import { ChoiceField, listChoices } from '../../../shared/choice-field';
import { rowActionsColumn } from '../../../shared/row-actions-column';

const FILTERS = ['tab', 'title'] as const;
const isTab = (value: string): value is OrderTab => (ORDER_TABS as readonly string[]).includes(value);
const isSortField = (value: string): value is (typeof ORDER_SORT_FIELDS)[number] => (ORDER_SORT_FIELDS as readonly string[]).includes(value);

/** Delete Order is disabled when the order has an invoice or is Stale; Unhold only for orders on hold. */
const canDelete = (order: OrderListRow) => order.invoiceId === null && order.typeId !== 'Stale';
/**
 * Why Update Order is off, if it is: the server's order decider refuses these (a customer's invoiced
 * or shipping order); staff may still open an invoiced order to change its delivery or payment note.
 */
const updateRefusal = (order: OrderListRow, staff: boolean) =>
  order.typeId === 'Stale'
    ? 'ordering.staleCannotChange'
    : staff
      ? null
      : order.invoiceId !== null
        ? 'ordering.invoicedCannotChange'
        : order.shipmentGroupId !== null
          ? 'ordering.inShipmentGroupCannotChange'
          : null;
const canUnhold = (order: OrderListRow) => order.typeId === 'PlaceHolder';
const tabOf = (value: string): OrderTab => (isTab(value) ? value : 'regular');

type OrderQuery = {
  tab: OrderTab;
  title?: string;
  sortField: (typeof ORDER_SORT_FIELDS)[number];
  sortDirection: 'asc' | 'desc';
  page: string;
  pageSize: string;
};
const ORDERS: ListQuery<(typeof FILTERS)[number], OrderQuery, OrderListRow, OrderPage> = {
  filters: FILTERS,
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters: { tab, title }, page, pageSize, sort }) => ({
    tab: tabOf(tab),
    title: title.trim() || undefined,
    sortField: isSortField(sort.field) ? sort.field : 'id',
    sortDirection: sort.direction,
    page: String(page),
    pageSize: String(pageSize),
  }),
  useQuery: useListOrdersQuery,
  useLazyQuery: useLazyListOrdersQuery,
};

export function OrderListPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const routes = useOrderingPaths();
  const staff = canAccess('admin', useSignedInUser(), 'read');
  const notify = useNotify();
  const format = useFormat();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const list = useServerList(ORDERS);
  const tab = tabOf(list.filters.tab);
  const { data } = list.result;
  const [toDelete, setToDelete] = useState<OrderListRow | null>(null);
  const [toUnhold, setToUnhold] = useState<OrderListRow | null>(null);
  const [toGroup, setToGroup] = useState<OrderListRow | null>(null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [warehouse, setWarehouse] = useState<Warehouse>('VN');
  // Every matching order with what it costs: subtotal, the fees and the total, and the payment taken with it.
  const csvHeader = [
    t('orders.columns.id'),
    t('orders.columns.customer'),
    t('orders.columns.type'),
    t('orders.columns.products'),
    t('orders.subtotal'),
    t('orders.deliveryFee'),
    t('orders.vatFee'),
    t('orders.total'),
    t('orders.paymentReceived'),
    t('cart.fees.paymentReference'),
    t('orders.columns.date'),
    t('orders.columns.shipmentGroup'),
    t('orders.invoice'),
  ];
  const csvRow = (row: OrderListRow) => [
    row.id,
    shown(row.customerLabel),
    t(`orders.types.${row.typeId}`),
    row.productTitles,
    spreadsheetAmount(row.subtotal, row.currencyId),
    spreadsheetAmount(row.deliveryFee, row.currencyId),
    spreadsheetAmount(row.vatFee, row.currencyId),
    spreadsheetAmount(row.total, row.currencyId),
    spreadsheetAmount(row.paymentInfo?.amount ?? 0, row.currencyId),
    row.paymentInfo?.referenceNumber ?? '',
    row.dateCreated.slice(0, 10),
    row.shipmentGroupId === null ? '' : `#${row.shipmentGroupId}`,
    row.invoiceId === null ? '' : invoiceCode('Order', row.invoiceId),
  ];
  const [deleteOrder] = useDeleteOrderMutation();
  const [unholdOrder] = useUnholdOrderMutation();
  const [addToShipmentGroup] = useAddOrderToShipmentGroupMutation();

  const act = async (run: () => Promise<unknown>, success: 'ordering.orderDeleted' | 'ordering.orderUnheld' | 'shipping.orderAddedToGroup') => {
    try {
      await run();
      notify(t(success, { ns: 'messages' }));
    } catch (failure) {
      notify(t(errorBodyOf(failure)?.code ?? 'ordering.failed', { ns: 'messages' }), 'error');
    }
  };

  const columns = useMemo<GridColDef<OrderListRow>[]>(
    () => [
      idLinkColumn<OrderListRow>(t('orders.columns.id'), routes.orderDetail, 'order-id-link'),
      {
        field: 'customerLabel',
        headerName: t('orders.columns.customer'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueFormatter: (value: string | null) => shown(value),
      },
      {
        field: 'typeId',
        headerName: t('orders.columns.type'),
        width: 110,
        sortable: false,
        valueFormatter: (value: OrderListRow['typeId']) => t(`orders.types.${value}`),
      },
      { field: 'productTitles', headerName: t('orders.columns.products'), flex: 1, minWidth: 200, sortable: false },
      // Sorted by the server on the amount; only the cell shows it formatted.
      {
        field: 'total',
        headerName: t('orders.columns.total'),
        width: 120,
        type: 'number',
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      { field: 'dateCreated', headerName: t('orders.columns.date'), width: 120, valueFormatter: (value: string) => format.date(value) },
      {
        field: 'shipmentGroupId',
        headerName: t('orders.columns.shipmentGroup'),
        width: 90,
        sortable: false,
        valueFormatter: (value: number | null) => (value === null ? '—' : `#${value}`),
      },
      rowActionsColumn({
        headerName: t('orders.columns.actions'),
        // The buttons wrap onto a second line rather than widen the column past a laptop's grid.
        width: 320,
        renderCell: ({ row }) => (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', py: 0.5 }}>
            {/* Invoices belong to staff: a customer's list offers only what a customer may do. */}
            {staff ? (
              row.invoiceId === null ? (
                <CommandButton
                  size="small"
                  disabled={row.typeId !== 'Regular'}
                  onClick={() => navigate(`${billingPaths.newInvoice}?orderId=${row.id}`)}
                  data-testid={`generate-invoice-${row.id}`}
                >
                  {t('orders.generateInvoice')}
                </CommandButton>
              ) : (
                <Button size="small" onClick={() => navigate(billingPaths.invoiceUpdate(row.invoiceId!))} data-testid={`update-invoice-${row.id}`}>
                  {t('orders.updateInvoice')}
                </Button>
              )
            ) : null}
            <Tooltip title={updateRefusal(row, staff) ? t(updateRefusal(row, staff)!, { ns: 'messages' }) : ''}>
              <span>
                <CommandButton
                  size="small"
                  disabled={updateRefusal(row, staff) !== null}
                  onClick={() => {
                    dispatch(editingStarted(row));
                    notify(t('cart.updating'), 'info');
                    navigate(routes.cart);
                  }}
                  data-testid={`update-order-${row.id}`}
                >
                  {t('orders.updateOrder')}
                </CommandButton>
              </span>
            </Tooltip>
            <Tooltip
              title={canDelete(row) ? '' : t(row.typeId === 'Stale' ? 'ordering.staleCannotChange' : 'ordering.invoicedCannotDelete', { ns: 'messages' })}
            >
              <span>
                <CommandButton size="small" color="error" disabled={!canDelete(row)} onClick={() => setToDelete(row)} data-testid={`delete-order-${row.id}`}>
                  {t('orders.deleteOrder')}
                </CommandButton>
              </span>
            </Tooltip>
            {staff ? (
              <Tooltip title={row.typeId === 'Stale' ? t('shipping.staleOrder', { ns: 'messages' }) : ''}>
                <span>
                  <CommandButton
                    size="small"
                    disabled={row.typeId === 'Stale'}
                    onClick={() => {
                      setGroupId(row.shipmentGroupId);
                      setToGroup(row);
                    }}
                    data-testid={`add-to-group-${row.id}`}
                  >
                    {t('orders.addToShipmentGroup')}
                  </CommandButton>
                </span>
              </Tooltip>
            ) : null}
            {staff && canUnhold(row) ? (
              <CommandButton size="small" onClick={() => setToUnhold(row)} data-testid={`unhold-order-${row.id}`}>
                {t('orders.unholdOrder')}
              </CommandButton>
            ) : null}
          </Stack>
        ),
      }),
    ],
    [t, format, dispatch, notify, navigate, routes, shown, staff],
  );

  return (
    <ListFrame
      title={t('orders.title')}
      list={list}
      columns={columns}
      sortable
      autoRowHeight
      filters={[{ name: 'title', kind: 'text', label: t('orders.search'), testId: 'order-search', wide: true }]}
      csv={{ testId: 'export-orders', name: 'order-list.csv', header: csvHeader, row: csvRow }}
      above={
        <Tabs value={tab} onChange={(_event, next: OrderTab) => list.setFilter('tab', next)} sx={{ mb: 1 }} variant="scrollable">
          {ORDER_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              data-testid={`tab-${name}`}
              label={
                // The count beside its label, never over it.
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{t(`orders.tabs.${name}`)}</span>
                  <Chip size="small" color="primary" label={format.number(data?.counts[name] ?? 0)} data-testid={`tab-count-${name}`} />
                </Stack>
              }
            />
          ))}
        </Tabs>
      }
    >
      <ConfirmDialog
        open={toDelete !== null}
        question={t('orders.confirmDelete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && void act(() => deleteOrder(toDelete.id).unwrap(), 'ordering.orderDeleted')}
      />
      <Dialog open={toUnhold !== null} onClose={() => setToUnhold(null)} data-testid="unhold-dialog">
        <DialogTitle>{t('orders.unholdOrder')}</DialogTitle>
        <DialogContent>
          <ChoiceField
            fullWidth
            sx={{ mt: 1, minWidth: 260 }}
            label={t('orders.backToWarehouse')}
            choices={listChoices(WAREHOUSES, (option) => t(`orders.warehouses.${option}`))}
            value={warehouse}
            onChange={setWarehouse}
            data-testid="unhold-warehouse"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToUnhold(null)}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              const order = toUnhold;
              setToUnhold(null);
              if (order) void act(() => unholdOrder({ id: order.id, warehouseId: warehouse }).unwrap(), 'ordering.orderUnheld');
            }}
            data-testid="unhold-confirm"
          >
            {t('orders.unholdOrder')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={toGroup !== null} onClose={() => setToGroup(null)} data-testid="group-dialog" fullWidth maxWidth="xs">
        <DialogTitle>{t('orders.addToShipmentGroup')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <ShipmentGroupPicker label={t('orders.shipmentGroup')} required value={groupId} onChange={setGroupId} testId="order-group" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToGroup(null)}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            disabled={groupId === null}
            onClick={() => {
              const order = toGroup;
              setToGroup(null);
              if (order && groupId !== null)
                void act(() => addToShipmentGroup({ orderId: order.id, shipmentGroupId: groupId }).unwrap(), 'shipping.orderAddedToGroup');
            }}
            data-testid="group-confirm"
          >
            {t('orders.addToShipmentGroup')}
          </Button>
        </DialogActions>
      </Dialog>
    </ListFrame>
  );
}
