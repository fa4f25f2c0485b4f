import { Checkbox, Chip, FormControlLabel, FormGroup, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { fullName, type RoleDefinition, type UserView } from '@cargo/contracts';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useLazyListUsersQuery, useListRolesQuery, useListUsersQuery, useSetUserRolesMutation } from '../api/identity.api';
import { CommandButton } from '../../../shared/change-access';
import { FormDialog } from '../../../shared/form-dialog';
import { HistoryButton } from '../../../shared/record-history';
import { rowActionsColumn } from '../../../shared/row-actions-column';

const USERS: ListQuery<never, { page: number; pageSize: number }, UserView> = {
  filters: [],
  sort: { field: 'id', direction: 'asc' },
  query: ({ page, pageSize }) => ({ page, pageSize }),
  useQuery: useListUsersQuery,
  useLazyQuery: useLazyListUsersQuery,
};

/** Root only: each user's roles, given and taken in one dialog; each change is an audited event. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const shown = usePersonalText();
  const list = useServerList(USERS);
  const roles = useListRolesQuery();
  const [giving, setGiving] = useState<UserView | null>(null);
  const nameOf = (user: UserView) => (user.erased ? shown(user.first) : fullName(user));
  const rolesOf = (user: UserView) => {
    const names = new Map((roles.data?.roles ?? []).map((role) => [role.key, role.name[language]]));
    return (user.roles ?? []).map((key) => names.get(key) ?? key);
  };

  const columns = useMemo<GridColDef<UserView>[]>(
    () => [
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
        field: 'roles',
        headerName: t('users.columns.role'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', py: 0.5 }} data-testid={`roles-of-${row.id}`}>
            {rolesOf(row).length === 0 ? (
              <Chip size="small" label={t('users.roles.customer')} />
            ) : (
              rolesOf(row).map((name) => <Chip key={name} size="small" color="primary" label={name} />)
            )}
          </Stack>
        ),
      },
      rowActionsColumn({
        headerName: t('users.columns.actions'),
        width: 220,
        renderCell: ({ row }) => (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', py: 0.5 }}>
            <HistoryButton recordType="user" recordId={row.id} label={nameOf(row)} />
            <CommandButton size="small" onClick={() => setGiving(row)} data-testid={`give-roles-${row.id}`}>
              {t('roles.give')}
            </CommandButton>
          </Stack>
        ),
      }),
    ],
    [t, shown, roles.data, language],
  );

  return (
    <>
      <ListFrame
        title={t('users.title')}
        list={list}
        columns={columns}
        autoRowHeight
        csv={{
          testId: 'export-users',
          name: 'user-list.csv',
          header: [t('users.columns.id'), t('users.columns.name'), t('users.columns.email'), t('users.columns.verified'), t('users.columns.role')],
          row: (row) => [
            row.id,
            nameOf(row),
            shown(row.email),
            row.emailVerified ? t('common.yes') : t('common.no'),
            rolesOf(row).join(', ') || t('users.roles.customer'),
          ],
        }}
      />
      {giving ? <UserRolesDialog key={giving.id} user={giving} name={nameOf(giving)} roles={roles.data?.roles ?? []} onClose={() => setGiving(null)} /> : null}
    </>
  );
}

/** The roles a user holds, as checkboxes: saving replaces them (the server keeps the last owner, and refuses what the caller may not give). */
function UserRolesDialog({ user, name, roles, onClose }: { user: UserView; name: string; roles: RoleDefinition[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [held, setHeld] = useState<string[]>(user.roles ?? []);
  const [setUserRoles, { isLoading }] = useSetUserRolesMutation();
  const save = async () => {
    try {
      await setUserRoles({ id: user.id, roles: held }).unwrap();
      notify(t('roles.saved'));
      onClose();
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  return (
    <FormDialog
      title={t('roles.giveTitle', { name })}
      onClose={onClose}
      onSubmit={() => void save()}
      valid
      busy={isLoading}
      testId="user-roles-dialog"
      saveTestId="save-user-roles"
    >
      <FormGroup>
        {roles.map((role) => (
          <FormControlLabel
            key={role.key}
            label={role.name[language]}
            control={
              <Checkbox
                checked={held.includes(role.key)}
                onChange={(event) => setHeld(event.target.checked ? [...held, role.key] : held.filter((key) => key !== role.key))}
                slotProps={{ input: { 'aria-label': role.name[language] } }}
              />
            }
            data-testid={`hold-${role.key}`}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
