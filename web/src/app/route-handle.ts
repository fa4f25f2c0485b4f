/** What a route tells the shell: its document title, a key under `titles` in the i18n resources. */
export interface RouteHandle {
  title: string;
}
