import AddIcon from '@mui/icons-material/Add';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CommandButton } from './change-access';
import { RemoveLineHeader } from './remove-line-cell';
import { ScrollRegion } from './scroll-region';
import { stackedOnPhones } from './stacked-on-phones';

/** One column of a form's lines. */
export interface LineColumn<Line> {
  header: string;
  cell: (line: Line, index: number) => ReactNode;
  width?: number;
  align?: 'right';
  /** Plain text (not a field, which names itself): the cell carries its header as its label when stacked on phones. */
  text?: boolean;
  testId?: (index: number) => string;
}

export interface EditableLinesProps<Line> {
  /** Names the table's scroll region, and heads it where lines are added by its button. */
  title: string;
  /** The button beside the heading that adds a line (absent where lines come another way, such as a picker above the table: then no heading either). */
  add?: { label: string; onAdd: () => void; disabled?: boolean; testId: string };
  lines: readonly Line[];
  keyOf: (line: Line) => string | number;
  columns: readonly LineColumn<Line>[];
  /** The last cell of each line: its remove (or restore) button. */
  removeCell: (line: Line, index: number) => ReactNode;
  /** What the table says with no line (a row of its own). */
  empty?: string;
  /** With no line, no table either (only the heading and its add button). */
  hiddenWhenEmpty?: boolean;
  /** A line taken out but still listed (soft lines), shown faded. */
  faded?: (line: Line) => boolean;
  testId?: string;
  rowTestId?: (index: number) => string;
}

/**
 * The lines of a record's form (invoice lines, parcels, stock rows, expense details): a heading
 * with its add button, then a table of fields, one line per row, each with its remove button; on
 * phones each line stacks into a card.
 */
export function EditableLines<Line>({
  title,
  add,
  lines,
  keyOf,
  columns,
  removeCell,
  empty,
  hiddenWhenEmpty = false,
  faded,
  testId,
  rowTestId,
}: EditableLinesProps<Line>) {
  return (
    <>
      {add ? (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <CommandButton startIcon={<AddIcon />} disabled={add.disabled} onClick={add.onAdd} data-testid={add.testId}>
            {add.label}
          </CommandButton>
        </Box>
      ) : null}
      {lines.length > 0 || !hiddenWhenEmpty ? (
        <ScrollRegion label={title}>
          <Table size="small" sx={stackedOnPhones} data-testid={testId}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header} width={column.width} align={column.align}>
                    {column.header}
                  </TableCell>
                ))}
                <RemoveLineHeader />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.length === 0 && empty !== undefined ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 1}>{empty}</TableCell>
                </TableRow>
              ) : null}
              {lines.map((line, index) => (
                <TableRow key={keyOf(line)} sx={faded?.(line) ? { opacity: 0.5 } : undefined} data-testid={rowTestId?.(index)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.header}
                      align={column.align}
                      data-label={column.text ? column.header : undefined}
                      data-testid={column.testId?.(index)}
                    >
                      {column.cell(line, index)}
                    </TableCell>
                  ))}
                  {removeCell(line, index)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      ) : null}
    </>
  );
}
