import AddIcon from '@mui/icons-material/Add';
import { Button, Tab, Tabs } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { GROUP_TYPES, spreadsheetAmount, WEIGHT_UNITS_PER_LB, type GroupType, type ShipmentGroupView } from '@cargo/contracts';
import { useNotifiedAction } from '../../../shared/notify';
import { useOptionLabel, useOptions } from '../../../shared/options.api';
import { idLinkColumn } from '../../../shared/id-link-column';
import { RowStatusCell } from '../../../shared/row-status-cell';
import { useFormat } from '../../../shared/use-format';
import { useLazyListShipmentGroupsQuery, useListShipmentGroupsQuery, useUpdateShipmentGroupMutation } from '../api/shipments.api';
import { shippingPaths } from '../shipping.paths';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';

const isGroupType = (value: string): value is GroupType => (GROUP_TYPES as readonly string[]).includes(value);

const groupTypeOf = (value: string): GroupType => (isGroupType(value) ? value : 'Air');
const GROUPS: ListQuery<'typeId', { page: string; pageSize: string; typeId: GroupType }, ShipmentGroupView> = {
  filters: ['typeId'],
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters, page, pageSize }) => ({ page: String(page), pageSize: String(pageSize), typeId: groupTypeOf(filters.typeId) }),
  useQuery: useListShipmentGroupsQuery,
  useLazyQuery: useLazyListShipmentGroupsQuery,
};

/** Air and Sea tabs (in the URL); each row's status is chosen from its dropdown and saved by the row's button. */
export function ShipmentGroupListPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const runAction = useNotifiedAction();
  const list = useServerList(GROUPS);
  const typeId = groupTypeOf(list.filters.typeId);
  const [updateGroup] = useUpdateShipmentGroupMutation();
  const statuses = useOptions('shipmentGroupStatus', { active: true });
  const statusName = useOptionLabel('shipmentGroupStatus');
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const language = i18n.language === 'vi' ? 'vi' : 'en';

  const columns = useMemo<GridColDef<ShipmentGroupView>[]>(
    () => [
      idLinkColumn<ShipmentGroupView>(t('shipping.groups.columns.id'), shippingPaths.shipmentGroupUpdate, 'group-id-link'),
      {
        field: 'shipmentDate',
        headerName: t('shipping.columns.shipmentDate'),
        width: 120,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
      {
        field: 'statusId',
        headerName: t('shipping.columns.status'),
        width: 230,
        sortable: false,
        renderCell: ({ row }) => (
          <RowStatusCell
            value={chosen[row.id] ?? row.statusId}
            saved={row.statusId}
            options={statuses.map((option) => ({ value: option.id, label: option.displayName[language] }))}
            onChoose={(value) => setChosen((current) => ({ ...current, [row.id]: value }))}
            onSave={() =>
              void runAction(
                () => updateGroup({ id: row.id, typeId: row.typeId, shipmentDate: row.shipmentDate, statusId: chosen[row.id] ?? row.statusId }).unwrap(),
                'shipping.groupUpdated',
              )
            }
            labels={{
              select: t('shipping.groups.statusOf', { id: row.id }),
              save: t('shipping.groups.saveStatus'),
              saveOf: t('shipping.groups.saveStatusOf', { id: row.id }),
            }}
            testIds={{ select: `group-status-${row.id}`, save: `save-group-status-${row.id}` }}
            minWidth={150}
          />
        ),
      },
      { field: 'shipmentCount', headerName: t('shipping.groups.columns.shipments'), width: 100, type: 'number', sortable: false },
      { field: 'orderCount', headerName: t('shipping.groups.columns.orders'), width: 90, type: 'number', sortable: false },
      { field: 'totalBox', headerName: t('shipping.columns.totalBox'), width: 80, type: 'number', sortable: false },
      typeId === 'Air'
        ? {
            field: 'totalWeight',
            headerName: t('shipping.columns.totalWeight'),
            width: 120,
            type: 'number',
            sortable: false,
            valueFormatter: (value: number) => format.pounds(value),
          }
        : { field: 'totalPallet', headerName: t('shipping.columns.totalPallet'), width: 100, type: 'number', sortable: false },
      {
        field: 'totalValue',
        headerName: t('shipping.columns.totalValue'),
        width: 130,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.money(value),
      },
    ],
    [t, format, chosen, statuses, language, runAction, updateGroup, typeId],
  );

  const measure = typeId === 'Air' ? 'totalWeight' : 'totalPallet';
  return (
    <ListFrame
      title={t('shipping.groups.listTitle')}
      list={list}
      columns={columns}
      rowHeight={60}
      actions={
        <>
          <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" component={RouterLink} to={shippingPaths.newShipmentGroup}>
            {t('shipping.groups.add')}
          </Button>
        </>
      }
      above={
        <>
          <Tabs value={typeId} onChange={(_event, next: GroupType) => list.setFilter('typeId', next)} sx={{ mb: 1 }}>
            {GROUP_TYPES.map((type) => (
              <Tab key={type} value={type} label={t(`shipping.types.${type}`)} data-testid={`tab-${type}`} />
            ))}
          </Tabs>
        </>
      }
      csv={{
        testId: 'export-groups',
        name: `${typeId.toLowerCase()}-shipment-group-list.csv`,
        header: [
          t('shipping.groups.columns.id'),
          t('shipping.columns.shipmentDate'),
          t('shipping.columns.status'),
          t('shipping.groups.columns.shipments'),
          t('shipping.groups.columns.orders'),
          t('shipping.columns.totalBox'),
          t(`shipping.columns.${measure}`),
          t('shipping.columns.totalValue'),
        ],
        row: (row) => [
          row.id,
          row.shipmentDate,
          statusName(row.statusId),
          row.shipmentCount,
          row.orderCount,
          row.totalBox,
          measure === 'totalWeight' ? row.totalWeight / WEIGHT_UNITS_PER_LB : row.totalPallet,
          spreadsheetAmount(row.totalValue, 'UsDollar'),
        ],
      }}
    />
  );
}
