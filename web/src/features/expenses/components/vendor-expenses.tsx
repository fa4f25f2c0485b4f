import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type ExpenseListRow } from '@cargo/contracts';
import { useOptionLabel } from '../../../shared/options.api';
import { idLinkColumn } from '../../../shared/id-link-column';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useListExpensesQuery } from '../api/expenses.api';
import { expensesPaths } from '../expenses.paths';

/** A vendor's expenses, newest first, paged on the server (the vendor page's Expenses tab). */
export function VendorExpenses({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const typeName = useOptionLabel('expenseType');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching } = useListExpensesQuery({ vendorId, page: pagination.page, pageSize: pagination.pageSize });
  const columns = useMemo<GridColDef<ExpenseListRow>[]>(
    () => [
      idLinkColumn<ExpenseListRow>(t('expenseScreens.columns.id'), expensesPaths.expenseDetail, 'vendor-expense-link'),
      {
        field: 'transactionDate',
        headerName: t('expenseScreens.fields.transactionDate'),
        width: 130,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
      { field: 'typeId', headerName: t('expenseScreens.fields.typeId'), width: 150, sortable: false, valueFormatter: (value: number) => typeName(value) },
      {
        field: 'amount',
        headerName: t('expenseScreens.fields.amount'),
        width: 130,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.money(value),
      },
      { field: 'description', headerName: t('expenseScreens.fields.description'), flex: 1, minWidth: 200, sortable: false },
    ],
    [t, format, typeName],
  );
  return <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} />;
}
