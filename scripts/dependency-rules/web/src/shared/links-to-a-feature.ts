// Allowed: shared code may link to a feature by its route.
import { auditPaths } from '../features/audit/audit.paths';

export const historyLink = auditPaths.history;
