import type { SxProps, Theme } from '@mui/material';

/**
 * A table whose lines become stacked blocks on phones: its header is hidden, each line wraps its
 * cells, and each cell shows its column's name (its `data-label`) above its value. A line's first
 * cell (what it is) takes the whole width, so nothing pushes the page sideways.
 */
export const stackedOnPhones: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td': { display: 'block', border: 0, p: 0.5, flex: '1 1 30%', textAlign: 'left' },
    '& tbody td:first-of-type': { flexBasis: '100%', fontWeight: 500 },
    '& tbody td[data-label]::before': { content: 'attr(data-label)', display: 'block', ...theme.typography.caption, color: theme.vars?.palette.text.secondary },
  },
});
