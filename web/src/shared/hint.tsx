import type { TooltipProps } from '@mui/material';
import { lazy, Suspense, type ReactElement } from 'react';

/** MUI's tooltip brings Popper.js (11 KiB gzipped); the app bar's hints can wait until after the first screen is drawn. */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * A hover and focus hint on an app bar control. Until the tooltip's code arrives the control shows
 * without it; its own name (`aria-label` or text) never depends on the hint.
 */
export function Hint({ title, describeChild, children }: Pick<TooltipProps, 'title' | 'describeChild'> & { children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} describeChild={describeChild}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
