import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canAccess, type AccessLevel } from '@cargo/contracts';
import { paths } from '../shared/paths';
import { useAppSelector } from './store';

/** Management pages need isAdmin (root-only ones isRoot; an auditor reads them all); anyone else goes to the 404 page. The server checks too. */
export function RequireAccess({ level, children }: { level: AccessLevel; children: ReactNode }) {
  const user = useAppSelector((state) => state.session.user);
  return canAccess(level, user, 'read') ? <>{children}</> : <Navigate to={paths.notFound} replace />;
}
