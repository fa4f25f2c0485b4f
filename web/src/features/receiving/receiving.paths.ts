import { paths } from '../../shared/paths';

/** Staff's receiving screens, in the back office. */
export const receivingPaths = {
  receive: `${paths.management}/receive`,
  packages: `${paths.management}/packages`,
  unknownPackages: `${paths.management}/packages/unknown`,
  package: (id: number | string = ':id') => `${paths.management}/package/${id}`,
} as const;

/** A customer's own packages and pre-alerts, outside the back office. */
export const ownReceivingPaths = {
  packages: '/my/packages',
  newPreAlert: '/my/packages/prealert/new',
  preAlert: (id: number | string = ':id') => `/my/packages/prealert/${id}`,
} as const;
