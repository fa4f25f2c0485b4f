import { useEffect } from 'react';
import { LIVE_EVENT, LIVE_REPLACED_EVENT, type LiveMessage } from '@cargo/contracts';
import { eventStreamReader } from '../shared/event-stream';
import { allFeatures } from './all-features';
import { api } from '../shared/api';
import { useAppDispatch, useAppSelector } from './store';

/** For each read model, the cache tags of the screens that read it (what features declare in `live`). */
const TAGS_BY_COLLECTION = new Map<string, Set<string>>();
for (const feature of allFeatures) {
  for (const [collection, tags] of Object.entries(feature.live ?? {})) {
    const known = TAGS_BY_COLLECTION.get(collection) ?? new Set<string>();
    tags.forEach((tag) => known.add(tag));
    TAGS_BY_COLLECTION.set(collection, known);
  }
}
const EVERY_TAG = [...new Set([...TAGS_BY_COLLECTION.values()].flatMap((tags) => [...tags]))];

/** Moves arriving together refetch once. */
const GATHER_MS = 100;
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

export type Invalidate = (tags: readonly string[]) => void;

/**
 * Live updates while signed in: the server's stream of read models that moved (`GET /api/changes`)
 * refetches the queries on screen that read them (RTK Query refetches only subscribed queries). A
 * lost connection reconnects with growing pauses, and then refetches what is on screen, since moves
 * may have been missed meanwhile. No polling.
 */
export function useLiveUpdates(): void {
  const token = useAppSelector((state) => state.session.token);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!token) return undefined;
    const stop = new AbortController();
    let pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const invalidate: Invalidate = (tags) => {
      tags.forEach((tag) => pending.add(tag));
      timer ??= setTimeout(() => {
        const gathered = [...pending];
        pending = new Set();
        timer = null;
        dispatch(api.util.invalidateTags(gathered as never[]));
      }, GATHER_MS);
    };
    void followChanges(token, stop.signal, invalidate);
    return () => {
      stop.abort();
      if (timer) clearTimeout(timer);
    };
  }, [token, dispatch]);
}

/** Follows the stream until `signal` aborts or the session is refused; exported for its test. */
export async function followChanges(
  token: string,
  signal: AbortSignal,
  invalidate: Invalidate,
  pauses = { firstMs: FIRST_RETRY_MS, lastMs: LAST_RETRY_MS },
): Promise<void> {
  let retryMs = pauses.firstMs;
  let connectedBefore = false;
  while (!signal.aborted) {
    try {
      const response = await fetch('/api/changes', { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal });
      // An expired token ends here; the session's refresh brings a new token, and a new stream with it.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`live updates: ${response.status}`);
      if (connectedBefore) invalidate(EVERY_TAG);
      connectedBefore = true;
      retryMs = pauses.firstMs;
      const read = eventStreamReader();
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        for (const event of read(decoder.decode(chunk.value, { stream: true }))) {
          // Closed for a newer stream of this session (another tab): reconnecting would close another.
          if (event.event === LIVE_REPLACED_EVENT) return;
          if (event.event !== LIVE_EVENT) continue;
          const { collections } = JSON.parse(event.data) as LiveMessage;
          invalidate(collections.flatMap((collection) => [...(TAGS_BY_COLLECTION.get(collection) ?? [])]));
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs));
    retryMs = Math.min(retryMs * 2, pauses.lastMs);
  }
}
