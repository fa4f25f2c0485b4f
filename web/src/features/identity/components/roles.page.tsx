import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  FIELD_ACCESS,
  FIELD_GROUP_LABELS,
  FIELD_GROUPS,
  OWNER_ROLE,
  ROLE_ACTIONS,
  ROLE_CAPABILITIES,
  ROLE_CAPABILITY_LABELS,
  type RoleAction,
  type RoleCapability,
  type RoleDefinition,
} from '@cargo/contracts';
import { auditPaths } from '../../audit/audit.paths';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { PageHeader } from '../../../shared/page-header';
import { ScrollRegion } from '../../../shared/scroll-region';
import { useListRolesQuery, useSetRoleMutation } from '../api/identity.api';

const NEW_ROLE: RoleDefinition = { key: '', name: { en: '', vi: '' }, actions: {}, fields: { money: 'none', costs: 'none', personal: 'none' } };

/**
 * Root shapes the roles: each as a table of what it may do in each capability (read, create, change,
 * delete) and how far it reaches into each field group; the owner's is shown, never changed. Who
 * changed a role, and when, is the audit log's (linked).
 */
export function RolesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const roles = useListRolesQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = roles.data?.roles ?? [];
  const role = chosen === '' ? NEW_ROLE : (list.find(({ key }) => key === (chosen ?? list[0]?.key)) ?? null);

  return (
    <Box>
      <PageHeader title={t('roles.title')}>
        <Button component={RouterLink} to={`${auditPaths.auditLog}?recordType=roles`} data-testid="roles-history">
          {t('roles.history')}
        </Button>
        <Button variant="contained" onClick={() => setChosen('')} data-testid="new-role">
          {t('roles.newRole')}
        </Button>
      </PageHeader>
      {roles.isError ? <LoadFailed error={roles.error} onRetry={() => void roles.refetch()} /> : null}
      {roles.isLoading ? <CircularProgress aria-label={t('common.loading')} /> : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper sx={{ minWidth: 220 }}>
          <List dense component="nav" aria-label={t('roles.title')}>
            {list.map((candidate) => (
              <ListItemButton
                key={candidate.key}
                selected={candidate.key === role?.key && chosen !== ''}
                onClick={() => setChosen(candidate.key)}
                data-testid={`role-${candidate.key}`}
              >
                <ListItemText primary={candidate.name[language]} secondary={candidate.key} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        {/* Each role gets a form of its own: choosing another never carries one's edits into the other. */}
        {role ? <RoleForm key={chosen === '' ? '(new)' : role.key} role={role} isNew={chosen === ''} onSaved={setChosen} /> : null}
      </Stack>
    </Box>
  );
}

function RoleForm({ role, isNew, onSaved }: { role: RoleDefinition; isNew: boolean; onSaved: (key: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [draft, setDraft] = useState(role);
  const [setRole, { isLoading }] = useSetRoleMutation();
  const fixed = role.key === OWNER_ROLE;
  const allows = (capability: RoleCapability, action: RoleAction) => draft.actions[capability]?.includes(action) ?? false;
  const toggle = (capability: RoleCapability, action: RoleAction) => {
    const actions = ROLE_ACTIONS.filter((candidate) => (candidate === action ? !allows(capability, action) : allows(capability, candidate)));
    setDraft({ ...draft, actions: { ...draft.actions, [capability]: actions } });
  };
  const save = async () => {
    try {
      await setRole(draft).unwrap();
      notify(t('roles.saved'));
      onSaved(draft.key);
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <Paper sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }} data-testid="role-form">
      {fixed ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('roles.ownerFixed')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('roles.key')}
          value={draft.key}
          disabled={!isNew}
          onChange={(event) => setDraft({ ...draft, key: event.target.value })}
          helperText={isNew ? t('roles.keyHint') : undefined}
          slotProps={{ htmlInput: { maxLength: 32, 'data-testid': 'role-key' } }}
        />
        <TextField
          label={t('roles.nameEn')}
          value={draft.name.en}
          disabled={fixed}
          onChange={(event) => setDraft({ ...draft, name: { ...draft.name, en: event.target.value } })}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'role-name-en' } }}
        />
        <TextField
          label={t('roles.nameVi')}
          value={draft.name.vi}
          disabled={fixed}
          onChange={(event) => setDraft({ ...draft, name: { ...draft.name, vi: event.target.value } })}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'role-name-vi' } }}
        />
      </Stack>
      <ScrollRegion label={t('roles.actionsTable')}>
        <Table size="small" aria-label={t('roles.actionsTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('roles.capability')}</TableCell>
              {ROLE_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {t(`roles.actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ROLE_CAPABILITIES.map((capability) => (
              <TableRow key={capability}>
                <TableCell component="th" scope="row">
                  {ROLE_CAPABILITY_LABELS[capability][language]}
                </TableCell>
                {ROLE_ACTIONS.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      checked={allows(capability, action)}
                      disabled={fixed}
                      onChange={() => toggle(capability, action)}
                      slotProps={{
                        input: {
                          'aria-label': `${ROLE_CAPABILITY_LABELS[capability][language]}: ${t(`roles.actions.${action}`)}`,
                          // @ts-expect-error data attributes pass through to the input
                          'data-testid': `allow-${capability}-${action}`,
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        {FIELD_GROUPS.map((group) => (
          <TextField
            key={group}
            select
            label={FIELD_GROUP_LABELS[group][language]}
            value={draft.fields[group]}
            disabled={fixed}
            onChange={(event) => setDraft({ ...draft, fields: { ...draft.fields, [group]: event.target.value } })}
            sx={{ minWidth: 200 }}
            slotProps={{ htmlInput: { 'data-testid': `fields-${group}` } }}
          >
            {FIELD_ACCESS.map((access) => (
              <MenuItem key={access} value={access}>
                {t(`roles.access.${access}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <Button variant="contained" disabled={fixed || isLoading} onClick={() => void save()} data-testid="save-role">
        {t('common.save')}
      </Button>
    </Paper>
  );
}
