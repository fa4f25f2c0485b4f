import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { spreadsheetAmount, type ExpenseListRow, type ExpenseQuery } from '@cargo/contracts';
import { useNotifiedAction } from '../../../shared/notify';
import { useOptionLabel, useOptions } from '../../../shared/options.api';
import { idLinkColumn } from '../../../shared/id-link-column';
import { useFormat } from '../../../shared/use-format';
import { useLazyListExpensesQuery, useListExpensesQuery, useUpdateExpenseBasicMutation } from '../api/expenses.api';
import { expensesPaths } from '../expenses.paths';
import { ChoiceField, optionChoices } from '../../../shared/choice-field';
import { VendorPicker } from '../../../shared/reference-pickers';
import { rowActionsColumn } from '../../../shared/row-actions-column';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';

const FILTERS = ['from', 'to', 'vendorId'] as const;
type Basic = { typeId: number | null; vendorId: number | null; paymentMethodId: number | null };

const EXPENSES: ListQuery<(typeof FILTERS)[number], ExpenseQuery, ExpenseListRow> = {
  filters: FILTERS,
  sort: { field: 'transactionDate', direction: 'desc' },
  query: ({ filters: { from, to, vendorId }, page, pageSize }) => ({ page, pageSize, from: from || null, to: to || null, vendorId: Number(vendorId) || null }),
  useQuery: useListExpensesQuery,
  useLazyQuery: useLazyListExpensesQuery,
};

/**
 * Expense list: 15 rows a page, filters in the URL; each row's type, vendor and payment method can be
 * changed in place and saved with the row's save icon (enabled when all three are set); CSV of every matching row.
 */
export function ExpenseListPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const runAction = useNotifiedAction();
  const list = useServerList(EXPENSES);
  const [updateBasic] = useUpdateExpenseBasicMutation();
  const types = useOptions('expenseType', { active: true });
  const methods = useOptions('expensePaymentMethod', { active: true });
  const typeName = useOptionLabel('expenseType');
  const methodName = useOptionLabel('expensePaymentMethod');
  const [edits, setEdits] = useState<Record<number, Basic>>({});
  const language = i18n.language === 'vi' ? 'vi' : 'en';

  const columns = useMemo<GridColDef<ExpenseListRow>[]>(() => {
    const basic = (row: ExpenseListRow): Basic => edits[row.id] ?? { typeId: row.typeId, vendorId: row.vendorId, paymentMethodId: row.paymentMethodId };
    const edit = (row: ExpenseListRow, change: Partial<Basic>) => setEdits((current) => ({ ...current, [row.id]: { ...basic(row), ...change } }));
    const select = (row: ExpenseListRow, field: 'typeId' | 'paymentMethodId', options: typeof types) => (
      <ChoiceField
        size="small"
        fullWidth
        choices={optionChoices(options, language)}
        value={basic(row)[field] ?? ''}
        onChange={(id) => edit(row, { [field]: id })}
        slotProps={{ select: { SelectDisplayProps: { 'aria-label': t(`expenseScreens.fields.${field}`) } as object } }}
        data-testid={`row-${field}-${row.id}`}
      />
    );
    return [
      idLinkColumn<ExpenseListRow>(t('expenseScreens.columns.id'), expensesPaths.expenseDetail, 'expense-id-link'),
      {
        field: 'transactionDate',
        headerName: t('expenseScreens.fields.transactionDate'),
        width: 110,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
      { field: 'typeId', headerName: t('expenseScreens.fields.typeId'), width: 150, sortable: false, renderCell: ({ row }) => select(row, 'typeId', types) },
      {
        field: 'vendorId',
        headerName: t('expenseScreens.fields.vendorId'),
        width: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ pt: 1, width: '100%' }}>
            <VendorPicker
              label={t('expenseScreens.fields.vendorId')}
              hiddenLabel
              value={basic(row).vendorId}
              onChange={(vendorId) => edit(row, { vendorId })}
              testId={`row-vendor-${row.id}`}
            />
          </Box>
        ),
      },
      {
        field: 'paymentMethodId',
        headerName: t('expenseScreens.fields.paymentMethodId'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => select(row, 'paymentMethodId', methods),
      },
      {
        field: 'amount',
        headerName: t('expenseScreens.fields.amount'),
        width: 110,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.money(value),
      },
      { field: 'description', headerName: t('expenseScreens.fields.description'), flex: 1, minWidth: 120, sortable: false },
      {
        field: 'createdByName',
        headerName: t('expenseScreens.fields.createdBy'),
        width: 130,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '',
      },
      rowActionsColumn({
        headerName: t('common.actions'),
        width: 80,
        renderCell: ({ row }) => {
          const chosen = basic(row);
          const complete = chosen.typeId !== null && chosen.vendorId !== null && chosen.paymentMethodId !== null;
          const changed = chosen.typeId !== row.typeId || chosen.vendorId !== row.vendorId || chosen.paymentMethodId !== row.paymentMethodId;
          return (
            <Tooltip title={t('expenseScreens.saveRow')}>
              <span>
                <IconButton
                  aria-label={t('expenseScreens.saveRowOf', { id: row.id })}
                  disabled={!complete || !changed}
                  onClick={() =>
                    complete &&
                    void runAction(
                      () => updateBasic({ id: row.id, typeId: chosen.typeId!, vendorId: chosen.vendorId!, paymentMethodId: chosen.paymentMethodId! }).unwrap(),
                      'expenses.expenseUpdated',
                    )
                  }
                  data-testid={`save-row-${row.id}`}
                >
                  <SaveIcon />
                </IconButton>
              </span>
            </Tooltip>
          );
        },
      }),
    ];
  }, [t, format, edits, types, methods, language, runAction, updateBasic]);

  return (
    <ListFrame
      title={t('expenseScreens.listTitle')}
      list={list}
      columns={columns}
      rowHeight={64}
      filters={[
        { name: 'from', kind: 'date', label: t('expenseScreens.filters.from') },
        { name: 'to', kind: 'date', label: t('expenseScreens.filters.to') },
        { name: 'vendorId', kind: 'vendor', label: t('expenseScreens.fields.vendorId'), testId: 'filter-vendor' },
      ]}
      actions={
        <>
          <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" component={RouterLink} to={expensesPaths.newExpense}>
            {t('expenseScreens.add')}
          </Button>
        </>
      }
      csv={{
        testId: 'export-expenses',
        name: 'expense-list.csv',
        header: ['id', 'transactionDate', 'typeId', 'vendorId', 'paymentMethodId', 'amount', 'description'].map((field) =>
          field === 'id' ? t('expenseScreens.columns.id') : t(`expenseScreens.fields.${field}`),
        ),
        row: (row) => [
          row.id,
          row.transactionDate,
          typeName(row.typeId),
          row.vendorName,
          methodName(row.paymentMethodId),
          spreadsheetAmount(row.amount, 'UsDollar'),
          row.description,
        ],
      }}
    />
  );
}
