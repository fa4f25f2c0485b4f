import { paths } from '../../app/paths';

export const auditPaths = {
  auditLog: `${paths.management}/audit/log`,
} as const;
