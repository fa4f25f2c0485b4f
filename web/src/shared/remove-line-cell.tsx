import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, TableCell } from '@mui/material';

/** The last cell of an editable table's line: a bin that removes the line (named for screen readers). */
export function RemoveLineCell({ label, onRemove, testId }: { label: string; onRemove: () => void; testId?: string }) {
  return (
    <TableCell>
      <IconButton aria-label={label} onClick={onRemove} data-testid={testId}>
        <DeleteIcon />
      </IconButton>
    </TableCell>
  );
}
