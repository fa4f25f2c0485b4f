import { Button, Chip, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@cargo/contracts';
import { useNotify, useNotifyFailure } from '../../../app/notify';
import { LoadFailed } from '../../../shared/load-failed';
import { ServerGrid } from '../../../shared/server-grid';
import { useListParams } from '../../../shared/use-list-params';
import { useChangeAdminMutation, useListUsersQuery } from '../api/identity.api';

const NO_FILTERS = [] as const;

/** Root only: make a user an admin or take it back; each change is an audited event. */
export function UsersPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const list = useListParams(NO_FILTERS, { field: 'id', direction: 'asc' });
  const { data, isFetching, error, refetch } = useListUsersQuery({ page: list.pagination.page, pageSize: list.pagination.pageSize });
  const [changeAdmin, { isLoading }] = useChangeAdminMutation();

  const columns = useMemo<GridColDef<UserView>[]>(() => {
    const change = async (user: UserView, grant: boolean) => {
      try {
        await changeAdmin({ id: user.id, grant }).unwrap();
        notify(t(grant ? 'identity.adminGranted' : 'identity.adminRevoked', { ns: 'messages' }));
      } catch (failure) {
        notifyFailure(failure);
      }
    };
    return [
      { field: 'id', headerName: t('users.columns.id'), width: 80, sortable: false },
      { field: 'name', headerName: t('users.columns.name'), flex: 1, minWidth: 160, valueGetter: (_value, row) => `${row.first} ${row.last}` },
      { field: 'email', headerName: t('users.columns.email'), flex: 1, minWidth: 200 },
      { field: 'emailVerified', headerName: t('users.columns.verified'), width: 120, valueFormatter: (value: boolean) => (value ? t('common.yes') : t('common.no')) },
      {
        field: 'role',
        headerName: t('users.columns.role'),
        width: 150,
        renderCell: ({ row }) => <Chip size="small" label={t(`users.roles.${row.isRoot ? 'root' : row.isAdmin ? 'admin' : 'customer'}`)} color={row.isRoot || row.isAdmin ? 'primary' : 'default'} />,
      },
      {
        field: 'actions',
        headerName: t('users.columns.actions'),
        width: 220,
        sortable: false,
        renderCell: ({ row }) =>
          row.isRoot ? null : (
            <Button size="small" disabled={isLoading} onClick={() => void change(row, !row.isAdmin)} data-testid={`toggle-admin-${row.id}`}>
              {row.isAdmin ? t('users.removeAdmin') : t('users.makeAdmin')}
            </Button>
          ),
      },
    ];
  }, [t, changeAdmin, notify, isLoading]);

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('users.title')}
      </Typography>
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      <ServerGrid page={data} columns={columns} loading={isFetching} pagination={list.pagination} onPaginationChange={list.setPagination} />
    </>
  );
}
