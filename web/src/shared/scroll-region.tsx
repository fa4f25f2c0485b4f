import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls inside its own region, never the page. The region is
 * named and reachable by Tab, so a keyboard can scroll it too.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </Box>
  );
}
