import { canAccess } from '@cargo/contracts';
import { useSignedInUser } from '../../shared/session.slice';
import { customerOrderingPaths, orderingPaths } from './ordering.paths';

/** The cart and order routes for whoever is signed in: the back office's for staff, their own for customers. */
export function useOrderingPaths(): typeof orderingPaths | typeof customerOrderingPaths {
  const staff = canAccess('admin', useSignedInUser(), 'read');
  return staff ? orderingPaths : customerOrderingPaths;
}
