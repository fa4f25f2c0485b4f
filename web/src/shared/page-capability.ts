import { createContext } from 'react';
import type { RoleCapability } from '@cargo/contracts';

/** The capability of the page on screen (set by the route guard): its lists name their fields' groups in its terms. */
export const PageCapability = createContext<RoleCapability | null>(null);
