import { Box, Chip, Dialog, DialogContent, DialogTitle, List, ListItemButton, ListItemText, ListSubheader, TextField, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canAccess } from '@cargo/contracts';
import { offered, type Destinations } from '../../../shared/feature';
import { useSignedInUser } from '../../../shared/session.slice';
import { VISUALLY_HIDDEN } from '../../../shared/visually-hidden';
import { useSearchRecordsQuery } from '../api/search.api';

/** Typing pauses this long before the server is asked, so a name typed fast is one request. */
const TYPING_PAUSE_MS = 200;
/** Screens shown for an empty query or a match: a short list, the records follow. */
const MAX_SCREENS = 8;

interface Option {
  key: string;
  label: string;
  detail: string | null;
  kind: string | null;
  to: string;
  group: 'screens' | 'records';
}

function useTypingPause(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Ctrl+K: jump to a screen the reader may open, or (staff) to a record found by the server's search
 * index. A combobox: arrows move through the options, Enter opens one, Escape closes.
 */
export function CommandPalette({ open, onClose, destinations }: { open: boolean; onClose: () => void; destinations: Destinations }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const staff = canAccess('admin', user, 'read');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const settled = useTypingPause(query.trim());
  const { data: hits, isFetching } = useSearchRecordsQuery({ q: settled }, { skip: !open || !staff || settled === '' });
  const listId = useId();

  const options = useMemo<Option[]>(() => {
    const typed = query.trim().toLowerCase();
    const screens = destinations.screens
      .filter((route) => !route.path.includes(':') && !route.path.includes('*') && offered(route, user))
      .map((route) => ({ key: route.path, label: t(`titles.${route.title}`), detail: null, kind: null, to: route.path, group: 'screens' as const }))
      .filter((screen) => screen.label.toLowerCase().includes(typed))
      .slice(0, MAX_SCREENS);
    const records =
      settled === ''
        ? []
        : (hits ?? []).flatMap((hit) => {
            const path = destinations.records[hit.kind];
            return path
              ? [
                  {
                    key: `${hit.kind}-${hit.recordId}`,
                    label: hit.label,
                    detail: hit.detail,
                    kind: t(`palette.kinds.${hit.kind}`),
                    to: path(hit.recordId),
                    group: 'records' as const,
                  },
                ]
              : [];
          });
    return [...screens, ...records];
  }, [query, settled, hits, user, t, destinations]);

  useEffect(() => setActive(0), [options.length, query]);

  const close = () => {
    setQuery('');
    onClose();
  };
  const go = (option: Option | undefined) => {
    if (!option) return;
    close();
    navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(options[active]);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;
  const searching = staff && (isFetching || settled !== query.trim());

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      data-testid="command-palette"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}
    >
      <DialogTitle sx={VISUALLY_HIDDEN}>{t('palette.title')}</DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <TextField
          autoFocus
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('palette.placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': t('palette.title'),
              'aria-expanded': options.length > 0,
              'aria-controls': listId,
              'aria-activedescendant': options.length > 0 ? optionId(active) : undefined,
              'aria-autocomplete': 'list',
              maxLength: 200,
              'data-testid': 'palette-input',
            },
          }}
          sx={{ '& fieldset': { border: 'none' }, borderBottom: 1, borderColor: 'divider' }}
        />
        <List id={listId} role="listbox" aria-label={t('palette.title')} dense sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
          {options.map((option, index) => (
            <Box component="li" key={option.key} role="presentation">
              {index === 0 || options[index - 1].group !== option.group ? (
                <ListSubheader component="div" role="presentation">
                  {t(`palette.${option.group}`)}
                </ListSubheader>
              ) : null}
              <ListItemButton
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                selected={index === active}
                tabIndex={-1}
                onMouseMove={() => setActive(index)}
                onClick={() => go(option)}
                data-testid="palette-option"
              >
                <ListItemText primary={option.label} secondary={option.detail} />
                {option.kind ? <Chip size="small" label={option.kind} sx={{ ml: 1 }} /> : null}
              </ListItemButton>
            </Box>
          ))}
        </List>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
          {searching ? t('palette.searching') : options.length === 0 ? t('palette.nothing') : t('palette.results', { count: options.length })}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
