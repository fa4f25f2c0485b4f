import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DROPDOWN_REFS, type DropdownOptionView, type DropdownView, type MessageKey } from '@cargo/contracts';
import { errorBodyOf } from '../../../shared/api';
import { useNotify, useUndoableDelete } from '../../../shared/notify';
import { LoadFailed } from '../../../shared/load-failed';
import { useAddOptionMutation, useListDropdownsQuery, useUpdateOptionMutation } from '../api/dropdowns.api';
import { HistoryButton } from '../../../shared/record-history';
import { ChoiceField, listChoices } from '../../../shared/choice-field';

type Draft = { displayName: string; displayNameVi: string; customEnum: string };

const draftOf = (option: DropdownOptionView): Draft => ({
  displayName: option.displayName.en,
  displayNameVi: option.displayName.vi,
  customEnum: option.customEnum ?? '',
});

/** Shows a refusal in the reader's language, with the first field's reason when there is one. */
function useFailure() {
  const { t } = useTranslation();
  const notify = useNotify();
  return (failure: unknown) => {
    const body = errorBodyOf(failure);
    const code: MessageKey = body?.fields?.[0]?.code ?? body?.code ?? 'error.generic';
    notify(t(code, { ns: 'messages' }), 'error');
  };
}

function OptionRow({ dropdown, option }: { dropdown: DropdownView; option: DropdownOptionView }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const failed = useFailure();
  const [draft, setDraft] = useState<Draft>(() => draftOf(option));
  const undoableDelete = useUndoableDelete();
  const [update, { isLoading }] = useUpdateOptionMutation();
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(option));
  const save = async (isActive: boolean, done: MessageKey) => {
    try {
      await update({ dropdownId: dropdown.id, id: option.id, ...draft, isActive }).unwrap();
      notify(t(done, { ns: 'messages' }));
    } catch (failure) {
      failed(failure);
    }
  };
  // "Delete" only stops offering the option; Undo offers it again, as it was.
  const remove = () => {
    const shown = { dropdownId: dropdown.id, id: option.id, ...draft };
    void undoableDelete(
      () => update({ ...shown, isActive: false }).unwrap(),
      () => update({ ...shown, isActive: true }).unwrap(),
      'settings.optionDeleted',
    );
  };
  const field = (name: keyof Draft, label: string) => (
    <TextField
      size="small"
      fullWidth
      value={draft[name]}
      disabled={!option.isActive}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      slotProps={{ htmlInput: { 'aria-label': label, maxLength: name === 'customEnum' ? 64 : 100 } }}
    />
  );
  return (
    <TableRow data-testid={`option-${option.id}`} sx={{ opacity: option.isActive ? 1 : 0.6 }}>
      <TableCell>{option.id}</TableCell>
      <TableCell>{field('displayName', t('dropdowns.columns.nameEn'))}</TableCell>
      <TableCell>{field('displayNameVi', t('dropdowns.columns.nameVi'))}</TableCell>
      <TableCell>{field('customEnum', t('dropdowns.columns.customEnum'))}</TableCell>
      <TableCell>
        <Chip size="small" label={t(option.isActive ? 'dropdowns.active' : 'dropdowns.deleted')} color={option.isActive ? 'success' : 'default'} />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          {option.isActive ? (
            <>
              <Button size="small" variant="contained" disabled={!dirty || isLoading} onClick={() => void save(true, 'settings.optionUpdated')}>
                {t('dropdowns.save')}
              </Button>
              <Tooltip title={option.customEnum ? t('dropdowns.hasCustomEnum') : ''}>
                <span>
                  <Button size="small" color="error" disabled={Boolean(option.customEnum) || isLoading} onClick={remove}>
                    {t('dropdowns.delete')}
                  </Button>
                </span>
              </Tooltip>
            </>
          ) : (
            <Button size="small" disabled={isLoading} onClick={() => void save(true, 'settings.optionUpdated')}>
              {t('dropdowns.restore')}
            </Button>
          )}
        </Stack>
        <HistoryButton
          recordType="dropdownoption"
          recordId={`${dropdown.strRef}.${option.id}`}
          label={option.displayName[i18n.language === 'vi' ? 'vi' : 'en']}
        />
      </TableCell>
    </TableRow>
  );
}

function AddOptionDialog({ dropdown, open, onClose }: { dropdown: DropdownView | undefined; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const failed = useFailure();
  const [names, setNames] = useState({ displayName: '', displayNameVi: '' });
  const [add, { isLoading }] = useAddOptionMutation();
  const close = () => {
    setNames({ displayName: '', displayNameVi: '' });
    onClose();
  };
  const submit = async () => {
    // The spec: with no dropdown picked, the dialog just closes.
    if (!dropdown) return close();
    try {
      await add({ dropdownId: dropdown.id, ...names }).unwrap();
      notify(t('settings.optionAdded', { ns: 'messages' }));
      close();
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" data-testid="add-option-dialog">
      <DialogTitle>
        {dropdown ? t('dropdowns.newOption', { dropdown: dropdown.displayName[i18n.language === 'vi' ? 'vi' : 'en'] }) : t('dropdowns.addOption')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            required
            label={t('dropdowns.columns.nameEn')}
            value={names.displayName}
            onChange={(event) => setNames({ ...names, displayName: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={t('dropdowns.columns.nameVi')}
            helperText={t('dropdowns.nameViHint')}
            value={names.displayNameVi}
            onChange={(event) => setNames({ ...names, displayNameVi: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={isLoading || (Boolean(dropdown) && names.displayName.trim() === '')}
          onClick={() => void submit()}
          data-testid="add-option-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Root only: pick a dropdown, then rename options, set custom enums, add options or delete them softly. */
export function DropdownSettingPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const { data: dropdowns, error, isLoading, refetch } = useListDropdownsQuery();
  const picked = params.get('dropdown');
  const dropdown = dropdowns?.find((candidate) => candidate.strRef === picked);
  const language = i18n.language === 'vi' ? 'vi' : 'en';

  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (isLoading || !dropdowns) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('dropdowns.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ChoiceField
          label={t('dropdowns.pick')}
          choices={listChoices(DROPDOWN_REFS, (strRef) => dropdowns.find((candidate) => candidate.strRef === strRef)?.displayName[language] ?? strRef)}
          value={dropdown?.strRef ?? ''}
          onChange={(strRef) => setParams({ dropdown: strRef })}
          sx={{ minWidth: 260 }}
          data-testid="dropdown-picker"
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="add-option">
          {t('dropdowns.addOption')}
        </Button>
      </Stack>
      {dropdown ? (
        <TableContainer component={Paper}>
          <Table size="small" aria-label={dropdown.displayName[language]}>
            <TableHead>
              <TableRow>
                {(['id', 'nameEn', 'nameVi', 'customEnum', 'status', 'actions'] as const).map((column) => (
                  <TableCell key={column}>{t(`dropdowns.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {dropdown.options.map((option) => (
                // Keyed by content too, so a saved change resets the row's draft.
                <OptionRow key={`${option.id}:${JSON.stringify(option)}`} dropdown={dropdown} option={option} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography color="text.secondary">{t('dropdowns.pickFirst')}</Typography>
      )}
      <AddOptionDialog dropdown={dropdown} open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
