import type { ComponentType } from 'react';
import { canAccess, type AccessLevel, type Operation, type RoleCapability, type Roles, type SearchKind } from '@cargo/contracts';
import type { Strings } from '../i18n/translation';

/**
 * A screen a feature owns: its route, its tab title (a key under `titles`), who may open it, its lazily
 * loaded page, and its link in the management drawer if it has one (`order` places it in the spec's
 * drawer order across features; the link goes to the page's path for the page's readers), or in a
 * customer's account menu (`account`: the customer's own pages, outside the back office).
 */
export interface FeaturePage {
  path: string;
  title: string;
  level: AccessLevel;
  /** The capability whose readers open it (a staff page; its feature's unless its own): roles decide who sees it. */
  capability?: RoleCapability;
  load: () => Promise<ComponentType>;
  drawer?: { label: string; order: number };
  account?: { label: string; order: number; testId: string };
  /** The page only makes something new (a form for a new record, the staff cart): not offered to whom creates nothing. */
  creates?: true;
  /** Strings only this page shows, loaded with it rather than with the app (the first load stays small). */
  strings?: () => Promise<{ default: Strings }>;
}

/** A link in the management drawer, from the page it opens. */
export interface DrawerEntry {
  label: string;
  to: string;
  level: AccessLevel;
  capability?: RoleCapability;
  order: number;
  creates?: true;
}

/** The drawer's links: every feature page that has one, in the spec's order. */
export const drawerEntries = (features: readonly Feature[]): DrawerEntry[] =>
  features
    .flatMap((feature) =>
      feature.pages.flatMap((page) =>
        page.drawer
          ? [
              {
                label: page.drawer.label,
                to: page.path,
                level: page.level,
                order: page.drawer.order,
                ...(page.capability && { capability: page.capability }),
                ...(page.creates && { creates: page.creates }),
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => a.order - b.order);

/**
 * Whether the drawer and the command palette offer a page to this caller: one they may open, and can
 * use there. An auditor changes nothing, so a page that only creates is not offered; a page any
 * signed-in user may open is a customer's own (the back office's are admin or root), so staff, who
 * have the back office's, are not offered it. The router still opens what `canAccess` allows.
 */
export function offered(page: Pick<FeaturePage, 'level' | 'creates' | 'capability'>, user: Roles | null): boolean {
  if (!opens(page, user)) return false;
  if (page.creates && user?.isAuditor) return false;
  const staff = user !== null && (user.isAdmin || user.isRoot || user.isAuditor === true);
  return !(page.level === 'user' && staff);
}

/** What opening a page is, for the roles: reading its capability, or creating in it for a page that only creates. */
export const pageOperation = (page: Pick<FeaturePage, 'creates' | 'capability'>): Operation | undefined =>
  page.capability ? { capability: page.capability, action: page.creates ? 'create' : 'read' } : undefined;

/** Whether the caller may open a page: its level, and for a staff page what their roles allow in its capability. */
export const opens = (page: Pick<FeaturePage, 'level' | 'creates' | 'capability'>, user: Roles | null): boolean =>
  canAccess(page.level, user, 'read', pageOperation(page));

/** A customer's account menu links: every feature page that has one, in order. */
export const accountEntries = (features: readonly Feature[]): { label: string; to: string; testId: string }[] =>
  features
    .flatMap((feature) => feature.pages.flatMap((page) => (page.account ? [{ ...page.account, to: page.path }] : [])))
    .sort((a, b) => a.order - b.order)
    .map(({ label, to, testId }) => ({ label, to, testId }));

/**
 * What a feature brings to the app: its pages (with their drawer links) and its strings. The app collects
 * every feature listed in `features.ts` into the router, the drawer and i18n; nothing else is edited
 * to add one. A feature's API endpoints declare their own cache tags (`enhanceEndpoints`).
 */
export interface Feature {
  /** The roles' capability its staff pages belong to (the same name as its folder where the roles have one). */
  capability?: RoleCapability;
  pages: readonly FeaturePage[];
  strings: Strings;
  /**
   * Live updates: for each read model (collection) its screens read, the cache tags to refetch when
   * the server says it moved. Only queries on screen refetch.
   */
  live?: Readonly<Record<string, readonly string[]>>;
  /** Where the command palette opens a record of a kind this feature shows. */
  records?: Partial<Record<SearchKind, (id: number) => string>>;
}

/** Loads a named export of a page module, so a feature lists its pages as data. */
export const lazyPage =
  <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  async () =>
    (await load())[name] as ComponentType;

/** Where the command palette can go: the screens (without their code) and each record kind's page. */
export interface Destinations {
  screens: readonly Omit<FeaturePage, 'load' | 'strings' | 'drawer' | 'account'>[];
  records: Partial<Record<SearchKind, (id: number) => string>>;
}
