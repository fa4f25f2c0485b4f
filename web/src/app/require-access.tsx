import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canAccess, type AccessLevel } from '@cargo/contracts';
import { paths } from '../shared/paths';
import { NotAllowedPage } from './routes/not-allowed.page';
import { useAppSelector } from './store';

/**
 * Management pages need isAdmin (root-only ones isRoot; an auditor reads them all). A signed-in user
 * below the page's level is told who may open it; a visitor goes to the 404 page, which says nothing of
 * the back office. The server checks too.
 */
export function RequireAccess({ level, children }: { level: Exclude<AccessLevel, 'public'>; children: ReactNode }) {
  const user = useAppSelector((state) => state.session.user);
  if (canAccess(level, user, 'read')) return <>{children}</>;
  return user ? <NotAllowedPage level={level} /> : <Navigate to={paths.notFound} replace />;
}
