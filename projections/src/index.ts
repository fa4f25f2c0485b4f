import * as capabilities from './capabilities';
import { checkLedger, checkLedgerOver, CUSTOMER_CREDITS, INVOICES, PAYMENTS } from './billing';
import { isProjection, type Projection } from './platform/projection';

export * from './platform/read-store.port';
export * from './platform/projection';
export * from './platform/runner';
export * from './platform/replay';
export * from './platform/rebuild';
export * from './platform/every-document';
export * from './platform/kept-by-day';
export * from './capabilities';

/** Every projection the product runs: each one a capability exports. */
export const allProjections: readonly Projection[] = Object.values(capabilities).filter(isProjection);

/** Every collection's declared indexes, for the read store to build at start. */
export const allIndexes = allProjections.flatMap((projection) => projection.indexes ?? []);

/**
 * The identity across read models a verified replay checks beside its comparison: billing's ledger,
 * over the documents rebuilt as of the replay's stop (`asOf`), or over the live store (`live`).
 */
export const replayLedger = { collections: [PAYMENTS, INVOICES, CUSTOMER_CREDITS], asOf: checkLedgerOver, live: checkLedger } as const;
