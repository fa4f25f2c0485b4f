import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A sign-in or sign-up card. Its fields sit in a `display: contents` form, so the gap (not margins) spaces them: an error below one field never reaches the next field's label. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: 4, maxWidth: 460, mx: 'auto' }}>
      <Stack spacing={2} useFlexGap>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
