import { useContext, useMemo } from 'react';
import { fieldGroupOf, hiddenGroups } from '@cargo/contracts';
import { PageCapability } from './page-capability';
import { useSignedInUser } from './session.slice';

/**
 * Whether the signed-in user's roles hide a field on this page: the server leaves it out of every
 * reply, and the page leaves out its column (and its CSV column) rather than show it empty. Customers
 * see their own records whole; a session saved before roles were data hides nothing here.
 */
export function useHiddenField(): (field: string) => boolean {
  const user = useSignedInUser();
  const capability = useContext(PageCapability);
  return useMemo(() => {
    const hidden = user?.permissions && user.roles?.length ? hiddenGroups(user.permissions) : [];
    return (field: string) => {
      if (hidden.length === 0) return false;
      const group = fieldGroupOf(field, capability);
      return group !== undefined && hidden.includes(group);
    };
  }, [user, capability]);
}
