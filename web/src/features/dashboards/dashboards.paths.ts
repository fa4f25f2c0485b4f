import { paths } from '../../app/paths';

export const dashboardsPaths = {
  overview: `${paths.management}/overview/dashboard`,
} as const;
