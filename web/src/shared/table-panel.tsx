import { Paper, Table, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

/** A read-only table on its own panel, scrolling inside its named region on a narrow screen. */
export function TablePanel({ label, sx, testId, children }: { label: string; sx?: SxProps<Theme>; testId?: string; children: ReactNode }) {
  return (
    <Paper>
      <ScrollRegion label={label}>
        <Table size="small" sx={sx} data-testid={testId}>
          {children}
        </Table>
      </ScrollRegion>
    </Paper>
  );
}
