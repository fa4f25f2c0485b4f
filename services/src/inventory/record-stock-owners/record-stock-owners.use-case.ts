import { streamCommand, streamRead, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { uniqueClaimDecider } from '../../platform/write-model/unique-claim.decider';

/** A `sequence-` stream: id bookkeeping, which the audit log leaves out like the allocations themselves. */
export const ownerRead = (stockId: number) => streamRead(`sequence-stockowner-${stockId}`, ownerClaim);
export const DONE_STREAM = 'sequence-stockowners-recorded';
const ownerClaim = uniqueClaimDecider('inventory.stockNotFound');
const doneRead = streamRead(DONE_STREAM, ownerClaim);

/** Stock ids allocated before allocations kept their product, each with the product its row was added to (found on the log). */
export interface EarlyStockIds {
  owners: [stockId: number, productId: number][];
}

/** The ids not yet claimed for their product (one claimed for another is kept in: its claim refuses). */
const unrecorded = ({ owners }: EarlyStockIds, states: StreamStates) =>
  owners.filter(([stockId, productId]) => states.of(ownerRead(stockId)).holder !== productId);

/**
 * Records the product of each early stock id as a claim on the id's own stream, then marks the
 * recording done (the pivot). A claim is kept once made: a run cut before it is marked done is
 * simply run again at the next start, and an id already claimed is not claimed twice.
 */
export const recordStockOwners: UseCase<EarlyStockIds, { owners: number }> = {
  name: 'record-stock-owners',
  reads: ({ owners }) => [doneRead, ...owners.map(([stockId]) => ownerRead(stockId))],
  decide: (early, states) => ({
    record: { owners: early.owners.length },
    before: unrecorded(early, states).map(([stockId, productId]) =>
      streamCommand(`own-${stockId}`, ownerRead(stockId), { type: 'Claim', data: { key: String(stockId), holderId: productId } }),
    ),
    pivot: streamCommand('done', doneRead, { type: 'Claim', data: { key: 'stockowners', holderId: 1 } }),
    after: [],
  }),
  owed: () => ({ before: [], pivot: { name: 'done', stream: DONE_STREAM }, after: [] }),
};
