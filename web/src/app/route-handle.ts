import type { en } from '../i18n/en';

export type TitleKey = keyof (typeof en)['titles'];

/** What a route tells the shell: its document title, a key under `titles` in the i18n resources. */
export interface RouteHandle {
  title: TitleKey;
}
