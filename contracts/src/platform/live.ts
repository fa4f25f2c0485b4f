/**
 * Live updates: after each projection commit the server sends the read models (collections) that
 * moved, on `GET /api/live` as server-sent events; screens refetch what they show from those.
 */
export interface LiveMessage {
  position: string;
  collections: string[];
}

export const LIVE_EVENT = 'moved';
/** A comment line this often keeps idle proxies from closing the stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
