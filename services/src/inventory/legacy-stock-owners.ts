import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { RecordedEvent, StockAdded } from '@cargo/contracts';
import type { EventStore } from '../platform/event-store/event-store.port';
import { EVENT_STORE } from '../platform/process/tokens';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { systemContext, type CommandContext } from '../platform/write-model/command-context';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { uniqueClaimDecider } from '../platform/write-model/unique-claim.decider';

/** A `sequence-` stream: id bookkeeping, which the audit log leaves out like the allocations themselves. */
const ownerStream = (stockId: number) => `sequence-stockowner-${stockId}`;
const DONE_STREAM = 'sequence-stockowners-recorded';
const ownerClaim = uniqueClaimDecider('inventory.stockNotFound');
const PAGE = 1000;

/**
 * The product of each stock id allocated before allocations kept it (`IdAllocator.next` now keeps
 * `productId` with every stock id). Those ids are found once, at the first start of a version that
 * has this, by reading the log for their `StockAdded` (in the background: a stock command on such an
 * id waits for it, nothing else does); each id's product is then kept as a claim on its own stream,
 * so a stock command learns it from one stream read and never from the stock list. A store without
 * such ids (its first stock id kept its product) is marked done without reading the log. A start cut
 * short does it again (a claim already held is not written twice); the last step marks it done,
 * after which a start costs one read.
 */
@Injectable()
export class LegacyStockOwners implements OnApplicationBootstrap {
  private readonly logger = new Logger('LegacyStockOwners');
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Done (or failed, and logged) once the start's recording ends; a legacy id's lookup waits for it. */
  private recording: Promise<unknown> = Promise.resolve();

  /** In the background: the app serves meanwhile, and only a lookup of a legacy id waits. */
  onApplicationBootstrap(): void {
    this.recording = this.recordAll().catch((error: unknown) =>
      this.logger.error(`recording the products of early stock ids failed (tried again at the next start): ${String(error)}`),
    );
  }

  /** Records the product of every legacy stock id not yet recorded; answers how many it recorded. */
  async recordAll(): Promise<number> {
    const store = this.store;
    if ((await store.readStreamBackwards(DONE_STREAM, 1)).length > 0) return 0;
    const context = systemContext('legacy-stock-owners');
    // Legacy ids are the first ones of the sequence: a store whose first stock id kept its product has none.
    const [first] = await store.readStreamBackwards(STOCK_SEQUENCE, 1, 1n);
    if (first === undefined || typeof (first.data as { productId?: unknown }).productId === 'number') return this.markDone(context, 0);
    let recorded = 0;
    for (let after = 0n; ;) {
      const page = await store.readAll(after, PAGE);
      if (page.length === 0) break;
      after = page[page.length - 1]!.position;
      for (const event of page.filter(isStockAdded)) {
        const { stockId, productId } = event.data;
        const allocation = await this.ids.recorded('stock', stockId);
        if (allocation === null || typeof allocation.productId === 'number') continue;
        const { events } = await this.aggregates.execute(
          ownerStream(stockId),
          ownerClaim,
          { type: 'Claim', data: { key: String(stockId), holderId: productId } },
          context,
        );
        recorded += events.length;
      }
    }
    return this.markDone(context, recorded);
  }

  private async markDone(context: CommandContext, recorded: number): Promise<number> {
    await this.aggregates.execute(DONE_STREAM, ownerClaim, { type: 'Claim', data: { key: 'stockowners', holderId: 1 } }, context);
    return recorded;
  }

  /** The product of a legacy stock id (null: none recorded, so no such row was ever added). */
  async productOf(stockId: number): Promise<number | null> {
    await this.recording;
    const { state } = await this.aggregates.load(ownerStream(stockId), ownerClaim);
    return state.holder;
  }
}

const STOCK_SEQUENCE = 'sequence-stock';

const isStockAdded = (event: RecordedEvent): event is RecordedEvent<StockAdded> => event.type === 'StockAdded';
