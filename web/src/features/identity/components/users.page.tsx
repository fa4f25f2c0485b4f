import { Button, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import type { UserView } from '@cargo/contracts';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { ServerGrid } from '../../../shared/server-grid';
import { useListParams } from '../../../shared/use-list-params';
import { useChangeRoleMutation, useListUsersQuery } from '../api/identity.api';
import { HistoryButton } from '../../../shared/record-history';
import { rowActionsColumn } from '../../../shared/row-actions-column';

const NO_FILTERS = [] as const;

/** Root only: make a user an admin or an auditor (read-only), or take it back; each change is an audited event. */
export function UsersPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const list = useListParams(NO_FILTERS, { field: 'id', direction: 'asc' });
  const { data, isFetching, error, refetch } = useListUsersQuery({ page: list.pagination.page, pageSize: list.pagination.pageSize });
  const [changeRole, { isLoading }] = useChangeRoleMutation();

  const columns = useMemo<GridColDef<UserView>[]>(() => {
    const change = async (user: UserView, role: 'admin' | 'auditor', grant: boolean) => {
      const done = {
        admin: grant ? 'identity.adminGranted' : 'identity.adminRevoked',
        auditor: grant ? 'identity.auditorGranted' : 'identity.auditorRevoked',
      } as const;
      try {
        await changeRole({ id: user.id, grant, role }).unwrap();
        notify(t(done[role], { ns: 'messages' }));
      } catch (failure) {
        notifyFailure(failure);
      }
    };
    return [
      { field: 'id', headerName: t('users.columns.id'), width: 80, sortable: false },
      {
        field: 'name',
        headerName: t('users.columns.name'),
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => (row.erased ? shown(row.first) : `${row.first} ${row.last}`),
      },
      { field: 'email', headerName: t('users.columns.email'), flex: 1, minWidth: 200, valueFormatter: (value: string) => shown(value) },
      {
        field: 'emailVerified',
        headerName: t('users.columns.verified'),
        width: 120,
        valueFormatter: (value: boolean) => (value ? t('common.yes') : t('common.no')),
      },
      {
        field: 'role',
        headerName: t('users.columns.role'),
        width: 150,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={t(`users.roles.${row.isRoot ? 'root' : row.isAdmin ? 'admin' : row.isAuditor ? 'auditor' : 'customer'}`)}
            color={row.isRoot || row.isAdmin ? 'primary' : row.isAuditor ? 'secondary' : 'default'}
          />
        ),
      },
      rowActionsColumn({
        headerName: t('users.columns.actions'),
        width: 320,
        // An auditor is read-only: a user is an admin or an auditor, never both.
        // The buttons wrap (Vietnamese labels are longer) rather than run past the column.
        renderCell: ({ row }) => (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', py: 0.5 }}>
            <HistoryButton recordType="user" recordId={row.id} label={row.erased ? shown(row.first) : `${row.first} ${row.last}`} />
            {row.isRoot ? null : (
              <>
                <Button
                  size="small"
                  disabled={isLoading || row.isAuditor}
                  onClick={() => void change(row, 'admin', !row.isAdmin)}
                  data-testid={`toggle-admin-${row.id}`}
                >
                  {row.isAdmin ? t('users.removeAdmin') : t('users.makeAdmin')}
                </Button>
                <Button
                  size="small"
                  disabled={isLoading || row.isAdmin}
                  onClick={() => void change(row, 'auditor', !row.isAuditor)}
                  data-testid={`toggle-auditor-${row.id}`}
                >
                  {row.isAuditor ? t('users.removeAuditor') : t('users.makeAuditor')}
                </Button>
              </>
            )}
          </Stack>
        ),
      }),
    ];
  }, [t, shown, changeRole, notify, notifyFailure, isLoading]);

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('users.title')}
      </Typography>
      <ServerGrid
        failed={{ error, onRetry: () => void refetch() }}
        page={data}
        columns={columns}
        loading={isFetching}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        autoRowHeight
      />
    </>
  );
}
