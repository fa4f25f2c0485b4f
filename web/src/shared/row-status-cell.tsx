import SaveIcon from '@mui/icons-material/Save';
import { Box, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';

export interface RowStatusCellProps<Value extends string | number> {
  /** What the row shows now: the choice not yet saved, or the saved one. */
  value: Value;
  saved: Value;
  options: readonly { value: Value; label: string }[];
  onChoose: (value: Value) => void;
  onSave: () => void;
  labels: { select: string; save: string; saveOf: string };
  testIds: { select: string; save: string };
  minWidth: number;
}

/** A list row's status, chosen in its dropdown and saved by its own button (off until the choice differs from what is saved). */
export function RowStatusCell<Value extends string | number>({
  value,
  saved,
  options,
  onChoose,
  onSave,
  labels,
  testIds,
  minWidth,
}: RowStatusCellProps<Value>) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
      <TextField
        select
        size="small"
        value={value}
        onChange={(event) => {
          const option = options.find((candidate) => String(candidate.value) === String(event.target.value));
          if (option) onChoose(option.value);
        }}
        slotProps={{ select: { SelectDisplayProps: { 'aria-label': labels.select } as object } }}
        sx={{ minWidth }}
        data-testid={testIds.select}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={labels.save}>
        <span>
          <IconButton aria-label={labels.saveOf} disabled={value === saved} onClick={onSave} data-testid={testIds.save}>
            <SaveIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
