import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canAccess, type AccessLevel } from '@cargo/contracts';
import { opens, type FeaturePage } from '../shared/feature';
import { PageCapability } from '../shared/page-capability';
import { paths } from '../shared/paths';
import { NotAllowedPage } from './routes/not-allowed.page';
import { useAppSelector } from './store';

/**
 * Management pages need a staff role that reads their capability (root-only ones the owner's; an
 * auditor reads them all). A signed-in user below the page's level, or whose roles do not reach it, is
 * told so; a visitor goes to the 404 page, which says nothing of the back office. The server checks too.
 */
export function RequireAccess({
  page,
  children,
}: {
  page: Pick<FeaturePage, 'capability' | 'creates'> & { level: Exclude<AccessLevel, 'public'> };
  children: ReactNode;
}) {
  const user = useAppSelector((state) => state.session.user);
  if (opens(page, user)) return <PageCapability.Provider value={page.capability ?? null}>{children}</PageCapability.Provider>;
  if (!user) return <Navigate to={paths.notFound} replace />;
  // Staff whose level is enough but whose roles do not reach the page's capability: their role is why.
  return <NotAllowedPage level={canAccess(page.level, user, 'read') ? 'role' : page.level} />;
}
