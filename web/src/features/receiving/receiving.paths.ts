import { paths } from '../../shared/paths';

/** Staff's receiving screens, in the back office. */
export const receivingPaths = {
  receive: `${paths.management}/receive`,
  packages: `${paths.management}/packages`,
  unknownPackages: `${paths.management}/packages/unknown`,
  claims: `${paths.management}/packages/claims`,
  package: (id: number | string = ':id') => `${paths.management}/package/${id}`,
  shipRequests: `${paths.management}/ship/requests`,
} as const;

/** A customer's own packages and pre-alerts, outside the back office. */
export const ownReceivingPaths = {
  packages: '/my/packages',
  newPreAlert: '/my/packages/prealert/new',
  preAlert: (id: number | string = ':id') => `/my/packages/prealert/${id}`,
  /** `?packages=1,2` chooses them. */
  newShipRequest: '/my/packages/request/new',
} as const;
