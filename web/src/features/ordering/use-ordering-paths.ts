import { canAccess } from '@cargo/contracts';
import { useAppSelector } from '../../app/store';
import { customerOrderingPaths, orderingPaths } from './ordering.paths';

/** The cart and order routes for whoever is signed in: the back office's for staff, their own for customers. */
export function useOrderingPaths(): typeof orderingPaths | typeof customerOrderingPaths {
  const staff = canAccess('admin', useAppSelector((state) => state.session.user), 'read');
  return staff ? orderingPaths : customerOrderingPaths;
}
