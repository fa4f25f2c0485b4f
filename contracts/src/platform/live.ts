/**
 * Live updates: after each projection commit the server sends the read models (collections) that
 * moved, on `GET /api/changes` as server-sent events; screens refetch what they show from those.
 */
export interface LiveMessage {
  position: string;
  collections: string[];
}

export const LIVE_EVENT = 'moved';
/** A comment line this often keeps idle proxies from closing the stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Open streams one session may hold (a tab each); a further one closes the session's oldest. */
export const LIVE_STREAMS_PER_SESSION = 5;
/** The last event of a stream closed for a newer one of its session: its client does not reconnect (it would close another). */
export const LIVE_REPLACED_EVENT = 'replaced';
