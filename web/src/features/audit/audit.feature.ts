import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { auditPaths } from './audit.paths';
import auditStrings from './audit.strings.json';

export const auditFeature = {
  pages: [{ path: auditPaths.auditLog, title: 'auditLog', level: 'root', load: lazyPage(() => import('./components/audit-log.page'), 'AuditLogPage') }],
  // After Dropdown Setting: root and auditors.
  drawer: [{ label: 'drawer.auditLog', to: auditPaths.auditLog, level: 'root', order: 220 }],
  strings: auditStrings,
  live: { audit_log: ['Audit'] },
} satisfies Feature;
