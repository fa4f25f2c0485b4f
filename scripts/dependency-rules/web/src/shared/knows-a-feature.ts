// Breaks web-shared-below-features: what every feature shares, built on one feature's insides.
import { auditLog } from '../features/audit/audit-log';

export const label = auditLog;
