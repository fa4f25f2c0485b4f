import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: 4, maxWidth: 460, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
