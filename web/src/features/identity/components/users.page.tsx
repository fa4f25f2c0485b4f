import { Button, Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { fullName, type UserView } from '@cargo/contracts';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useChangeRoleMutation, useLazyListUsersQuery, useListUsersQuery } from '../api/identity.api';
import { HistoryButton } from '../../../shared/record-history';
import { rowActionsColumn } from '../../../shared/row-actions-column';

const roleOf = (user: UserView) => (user.isRoot ? 'root' : user.isAdmin ? 'admin' : user.isAuditor ? 'auditor' : 'customer');

const USERS: ListQuery<never, { page: number; pageSize: number }, UserView> = {
  filters: [],
  sort: { field: 'id', direction: 'asc' },
  query: ({ page, pageSize }) => ({ page, pageSize }),
  useQuery: useListUsersQuery,
  useLazyQuery: useLazyListUsersQuery,
};

/** Root only: make a user an admin or an auditor (read-only), or take it back; each change is an audited event. */
export function UsersPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const list = useServerList(USERS);
  const [changeRole, { isLoading }] = useChangeRoleMutation();
  const nameOf = (user: UserView) => (user.erased ? shown(user.first) : fullName(user));

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
        valueGetter: (_value, row) => nameOf(row),
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
          <Chip size="small" label={t(`users.roles.${roleOf(row)}`)} color={row.isRoot || row.isAdmin ? 'primary' : row.isAuditor ? 'secondary' : 'default'} />
        ),
      },
      rowActionsColumn({
        headerName: t('users.columns.actions'),
        width: 320,
        // An auditor is read-only: a user is an admin or an auditor, never both.
        // The buttons wrap (Vietnamese labels are longer) rather than run past the column.
        renderCell: ({ row }) => (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', py: 0.5 }}>
            <HistoryButton recordType="user" recordId={row.id} label={nameOf(row)} />
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
    <ListFrame
      title={t('users.title')}
      list={list}
      columns={columns}
      autoRowHeight
      csv={{
        testId: 'export-users',
        name: 'user-list.csv',
        header: [t('users.columns.id'), t('users.columns.name'), t('users.columns.email'), t('users.columns.verified'), t('users.columns.role')],
        row: (row) => [row.id, nameOf(row), shown(row.email), row.emailVerified ? t('common.yes') : t('common.no'), t(`users.roles.${roleOf(row)}`)],
      }}
    />
  );
}
