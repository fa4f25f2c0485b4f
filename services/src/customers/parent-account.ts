import { customerStream } from '@cargo/contracts';
import type { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { customerDecider } from './customer.decider';

/** What the customer decider needs to know about a chosen parent account (`checkParent`). */
export interface ParentAccount {
  parentExists: boolean;
  /** The accounts above the parent, nearest first. */
  parentAncestors: number[];
}

/**
 * The chosen parent account from the customers' own streams, not a read model that may lag: whether
 * it is open, and the chain of accounts above it, read one stream per level (a hierarchy is a few
 * levels deep). A chain that loops back on itself stops where it repeats.
 */
export async function parentAccount(aggregates: AggregateRepository, parentCustomerId: number | null): Promise<ParentAccount> {
  if (parentCustomerId === null) return { parentExists: true, parentAncestors: [] };
  const parent = (await aggregates.load(customerStream(parentCustomerId), customerDecider)).state;
  const parentAncestors: number[] = [];
  let above = parent.status === 'absent' ? null : parent.details.parentCustomerId;
  while (above !== null && above !== parentCustomerId && !parentAncestors.includes(above)) {
    parentAncestors.push(above);
    const { state } = await aggregates.load(customerStream(above), customerDecider);
    above = state.status === 'absent' ? null : state.details.parentCustomerId;
  }
  return { parentExists: parent.status === 'open', parentAncestors };
}
