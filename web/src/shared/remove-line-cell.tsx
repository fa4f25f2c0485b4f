import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, TableCell } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** The last cell of an editable table's line: a bin that removes the line (named for screen readers). */
export function RemoveLineCell({ label, onRemove, testId, disabled }: { label: string; onRemove: () => void; testId?: string; disabled?: boolean }) {
  return (
    <TableCell>
      <IconButton aria-label={label} disabled={disabled} onClick={onRemove} data-testid={testId}>
        <DeleteIcon />
      </IconButton>
    </TableCell>
  );
}

/** The header above the bins: named for screen readers, empty to the eye. */
export function RemoveLineHeader() {
  const { t } = useTranslation();
  return (
    <TableCell width={60}>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {t('common.lineActions')}
      </Box>
    </TableCell>
  );
}
