import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page's title (its one h1) with the page's actions beside it, wrapping on small screens. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
