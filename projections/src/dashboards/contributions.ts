import { dayValue } from '../platform/kept-by-day';
import type { Doc } from '../platform/read-store.port';
import { change, changeFollowed, type DocumentChange } from '../platform/projection';

/** Figures kept by day are grouped (a month's, the stock's) and each group's day values kept here. */
export const DASHBOARD_FIGURE_GROUPS = 'dashboard_figure_groups';
export const DASHBOARD_FIGURE_DAYS = 'dashboard_figure_days';

/**
 * What one fact (an invoice, an order, a stock row...) adds to one figure document: fields that name
 * the document (`seed`) and the amounts it adds. A figure is the sum of its facts' contributions, so
 * when a fact changes, the figures move by what it contributes after minus what it contributed before.
 * A figure a dashboard shows as of a past date names its `daily` group (its month, say): the group's
 * figures are kept together, as they stood at the end of each day, and read back one group at a time.
 */
export interface Contribution {
  collection: string;
  id: string;
  seed: Record<string, string | number>;
  amounts: Record<string, number>;
  daily?: string;
}

/** The figures of one daily group, by id, as they stand. */
export interface FigureGroup extends Doc {
  id: string;
  figures: Record<string, Doc>;
}

/** The group a figure is kept in by day: one document per collection and group key. */
export const figureGroup = (collection: string, daily: string) => `${collection}:${daily}`;

/**
 * The changes that move figures from `before`'s contributions to `after`'s, on `day`: one per
 * document, only where an amount moved. A document whose amounts all come back to zero is removed (it
 * is what no fact contributes to), so a rebuild and the live model hold the same documents. Figures
 * kept by day move in their group's document first (one change per group, whatever the number of its
 * figures the event moves), and the figure documents and the group's day value follow from it.
 */
export function moveFigures(before: readonly Contribution[], after: readonly Contribution[], day: string): DocumentChange[] {
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
  const moved = [...moves.values()].filter((move) => Object.values(move.amounts).some((amount) => amount !== 0));
  const groups = new Map<string, Contribution[]>();
  const changes: DocumentChange[] = [];
  for (const move of moved) {
    if (move.daily === undefined) {
      changes.push(change<Doc>(move.collection, move.id, (doc) => movedFigure(doc, move)));
      continue;
    }
    const group = figureGroup(move.collection, move.daily);
    groups.set(group, [...(groups.get(group) ?? []), move]);
  }
  for (const [group, groupMoves] of groups) {
    changes.push(
      changeFollowed<FigureGroup>(
        DASHBOARD_FIGURE_GROUPS,
        group,
        (doc) => {
          const figures = { ...doc?.figures };
          for (const move of groupMoves) {
            const figure = movedFigure(figures[move.id] ?? null, move);
            if (figure) figures[move.id] = figure;
            else delete figures[move.id];
          }
          return Object.keys(figures).length > 0 ? { id: group, figures } : null;
        },
        (_before, doc) => [
          ...groupMoves.map((move) => change<Doc>(move.collection, move.id, () => doc?.figures[move.id] ?? null)),
          dayValue(DASHBOARD_FIGURE_DAYS, group, day, doc?.figures ?? {}),
        ],
      ),
    );
  }
  return changes;
}

/** A figure document moved by a contribution's amounts: null once none of its amounts stands. */
function movedFigure(doc: Doc | null, move: Contribution): Doc | null {
  const current = (doc ?? {}) as Record<string, unknown>;
  const next: Record<string, unknown> = { ...current, ...move.seed, id: move.id };
  for (const [field, amount] of Object.entries(move.amounts)) next[field] = ((current[field] as number | undefined) ?? 0) + amount;
  const empty = Object.entries(next).every(([field, value]) => field in move.seed || typeof value !== 'number' || value === 0);
  return empty ? null : (next as Doc);
}
