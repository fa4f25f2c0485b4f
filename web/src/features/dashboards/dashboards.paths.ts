import { paths } from '../../shared/paths';

export const dashboardsPaths = {
  overview: `${paths.management}/overview/dashboard`,
} as const;
