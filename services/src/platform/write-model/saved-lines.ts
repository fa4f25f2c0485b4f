import { invalid, type MessageKey } from '@cargo/contracts';

/** A line of a form as sent: `id` once saved; before that, the `lineKey` the form gave it. */
export interface LineInput<F> {
  id: number | null;
  lineKey?: string;
  isActive: boolean;
  fields: F;
}

/** The lines on record: by id (removed ones included), the keys they were added under, the last id given. */
export interface SavedLines<F> {
  lines: Record<number, F & { id: number; isActive: boolean }>;
  lineKeys: Record<string, number>;
  lastId: number;
}

/** What a save changes in a list of lines. */
export interface LineChanges<F> {
  added: (F & { id: number })[];
  /** The key each added line came with, by its new id. */
  addedKeys: Record<number, string>;
  changed: (F & { id: number })[];
  removed: number[];
  restored: number[];
}

/**
 * A list of lines as the form holds it, against the lines on record (parcels, invoice charge lines).
 * An unsaved line is added, once: a line whose key is already on record is that saved line, so a
 * save sent twice (a second click, a retry) adds nothing more. An unsaved line removed before any
 * save is dropped; saved lines change, are removed softly or restored.
 */
export function savedLineChanges<F>(
  inputs: readonly LineInput<F>[],
  saved: SavedLines<F>,
  same: (a: F, b: F) => boolean,
  notFoundCode: MessageKey,
  path: string,
): LineChanges<F> {
  const changes: LineChanges<F> = { added: [], addedKeys: {}, changed: [], removed: [], restored: [] };
  const keysSent = new Set<string>();
  let nextId = saved.lastId;
  for (const { id, lineKey, isActive, fields } of inputs) {
    const savedId = id ?? (lineKey === undefined ? undefined : saved.lineKeys[lineKey]);
    if (savedId === undefined) {
      if (lineKey !== undefined && keysSent.has(lineKey)) continue;
      if (lineKey !== undefined) keysSent.add(lineKey);
      if (!isActive) continue;
      nextId += 1;
      changes.added.push({ ...fields, id: nextId });
      if (lineKey !== undefined) changes.addedKeys[nextId] = lineKey;
      continue;
    }
    const line = saved.lines[savedId];
    if (!line) throw invalid(notFoundCode, [{ path, code: notFoundCode }]);
    if (!same(line, fields)) changes.changed.push({ ...fields, id: savedId });
    if (line.isActive && !isActive) changes.removed.push(savedId);
    if (!line.isActive && isActive) changes.restored.push(savedId);
  }
  return changes;
}

/** The event's `lineKeys` field: present only when some added line came with a key. */
export const keysOf = (addedKeys: Record<number, string>): { lineKeys?: Record<number, string> } =>
  Object.keys(addedKeys).length > 0 ? { lineKeys: addedKeys } : {};

/** The keys on record after lines were added under `added` (line id to key, as the event carries them). */
export function withLineKeys(lineKeys: Record<string, number>, added: Record<number, string> | undefined): Record<string, number> {
  if (added === undefined) return lineKeys;
  const next = { ...lineKeys };
  for (const [id, key] of Object.entries(added)) next[key] = Number(id);
  return next;
}

/** A record's lines before any was saved. */
export const noSavedLines = <F>(): SavedLines<F> => ({ lines: {}, lineKeys: {}, lastId: 0 });

/**
 * The lines on record after one of a list's events: lines added (active, under the keys they came
 * with), a line's fields changed (it stays as active as it was), a line removed or restored. The one
 * evolve for every record with editable lines (invoice charges, shipment parcels).
 */
export function evolveSavedLines<F>(
  saved: SavedLines<F>,
  event:
    | { kind: 'added'; lines: readonly (F & { id: number })[]; lineKeys?: Record<number, string> }
    | { kind: 'changed'; line: F & { id: number } }
    | { kind: 'removed' | 'restored'; lineId: number },
): SavedLines<F> {
  switch (event.kind) {
    case 'added': {
      const lines = { ...saved.lines };
      for (const line of event.lines) lines[line.id] = { ...line, isActive: true };
      return { lines, lineKeys: withLineKeys(saved.lineKeys, event.lineKeys), lastId: Math.max(saved.lastId, ...event.lines.map((line) => line.id)) };
    }
    case 'changed':
      return { ...saved, lines: { ...saved.lines, [event.line.id]: { ...event.line, isActive: saved.lines[event.line.id]?.isActive ?? true } } };
    case 'removed':
    case 'restored': {
      const line = saved.lines[event.lineId];
      return line ? { ...saved, lines: { ...saved.lines, [line.id]: { ...line, isActive: event.kind === 'restored' } } } : saved;
    }
  }
}
