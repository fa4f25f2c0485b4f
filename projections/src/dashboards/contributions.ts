import type { Doc } from '../platform/read-store.port';
import { change, type DocumentChange } from '../platform/projection';

/**
 * What one fact (an invoice, an order, a stock row...) adds to one figure document: fields that name
 * the document (`seed`) and the amounts it adds. A figure is the sum of its facts' contributions, so
 * when a fact changes, the figures move by what it contributes after minus what it contributed before.
 */
export interface Contribution {
  collection: string;
  id: string;
  seed: Record<string, string | number>;
  amounts: Record<string, number>;
}

/**
 * The changes that move figures from `before`'s contributions to `after`'s: one per document, only
 * where an amount moved. A document whose amounts all come back to zero is removed (it is what no
 * fact contributes to), so a rebuild and the live model hold the same documents.
 */
export function moveFigures(before: readonly Contribution[], after: readonly Contribution[]): DocumentChange[] {
  const moves = new Map<string, Contribution>();
  const add = (contribution: Contribution, sign: 1 | -1) => {
    const key = `${contribution.collection}\u0000${contribution.id}`;
    const move = moves.get(key) ?? { ...contribution, amounts: {} };
    // The seed of what the fact contributes now wins (a product's latest title, say).
    if (sign === 1) move.seed = contribution.seed;
    for (const [field, amount] of Object.entries(contribution.amounts)) move.amounts[field] = (move.amounts[field] ?? 0) + sign * amount;
    moves.set(key, move);
  };
  before.forEach((contribution) => add(contribution, -1));
  after.forEach((contribution) => add(contribution, 1));
  return [...moves.values()]
    .filter((move) => Object.values(move.amounts).some((amount) => amount !== 0))
    .map((move) =>
      change<Doc>(move.collection, move.id, (doc) => {
        const current = (doc ?? {}) as Record<string, unknown>;
        const next: Record<string, unknown> = { ...current, ...move.seed, id: move.id };
        for (const [field, amount] of Object.entries(move.amounts)) next[field] = ((current[field] as number | undefined) ?? 0) + amount;
        const empty = Object.entries(next).every(([field, value]) => field in move.seed || typeof value !== 'number' || value === 0);
        return empty ? null : (next as Doc);
      }),
    );
}
