import type { ComponentType } from 'react';
import type { AccessLevel, SearchKind } from '@cargo/contracts';
import type { Strings } from '../i18n/translation';

/** A screen a feature owns: its route, its tab title (a key under `titles`), who may open it, and its lazily loaded page. */
export interface FeaturePage {
  path: string;
  title: string;
  level: AccessLevel;
  load: () => Promise<ComponentType>;
}

/** A link in the management drawer. `order` places it in the spec's drawer order across features. */
export interface DrawerEntry {
  label: string;
  to: string;
  level: AccessLevel;
  order: number;
}

/**
 * What a feature brings to the app: its pages, its drawer entries and its strings. The app collects
 * every feature listed in `features.ts` into the router, the drawer and i18n; nothing else is edited
 * to add one. A feature's API endpoints declare their own cache tags (`enhanceEndpoints`).
 */
export interface Feature {
  pages: readonly FeaturePage[];
  drawer: readonly DrawerEntry[];
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
  screens: readonly Omit<FeaturePage, 'load'>[];
  records: Partial<Record<SearchKind, (id: number) => string>>;
}
