import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { auditPaths } from './audit.paths';
import auditStrings from './audit.strings.json';

export const auditFeature = {
  capability: 'audit',
  // Its drawer link comes after Dropdown Setting: root and auditors.
  pages: [
    {
      path: auditPaths.auditLog,
      title: 'auditLog',
      level: 'root',
      load: lazyPage(() => import('./components/audit-log.page'), 'AuditLogPage'),
      drawer: { label: 'drawer.auditLog', order: 220 },
    },
  ],
  strings: auditStrings,
  live: { audit_log: ['Audit'] },
} satisfies Feature;
