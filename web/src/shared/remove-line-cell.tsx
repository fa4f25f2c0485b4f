import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, TableCell } from '@mui/material';

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
