import { paths } from '../../shared/paths';

export const auditPaths = {
  auditLog: `${paths.management}/audit/log`,
} as const;
