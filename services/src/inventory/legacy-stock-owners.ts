import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent, StockAdded } from '@cargo/contracts';
import type { EventStore } from '../platform/event-store/event-store.port';
import { EVENT_STORE } from '../platform/process/tokens';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { UseCases } from '../platform/write-model/use-cases';
import { DONE_STREAM, ownerRead, recordStockOwners, type EarlyStockIds } from './record-stock-owners/record-stock-owners.use-case';

const PAGE = 1000;

/**
 * The product of each stock id allocated before allocations kept it (`IdAllocator.next` now keeps
 * `productId` with every stock id). Those ids are found once, at the first start of a version that
 * has this, by reading the log for their `StockAdded` (in the background: a stock command on such an
 * id waits for it, nothing else does); each id's product is then kept as a claim on its own stream
 * (`recordStockOwners`, one use case run), so a stock command learns it from one stream read and
 * never from the stock list. A store without such ids (its first stock id kept its product) is
 * marked done without reading the log. A start cut short does it again (a claim already held is not
 * written twice); the run's pivot marks it done, after which a start costs one read.
 */
@Injectable()
export class LegacyStockOwners implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('LegacyStockOwners');
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    private readonly useCases: UseCases,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.useCases.register(recordStockOwners);
  }

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
    const owners: EarlyStockIds['owners'] = [];
    // Legacy ids are the first ones of the sequence: a store whose first stock id kept its product has none.
    const [first] = await store.readStreamBackwards(STOCK_SEQUENCE, 1, 1n);
    for (let after = 0n; first !== undefined && typeof (first.data as { productId?: unknown }).productId !== 'number';) {
      const page = await store.readAll(after, PAGE);
      if (page.length === 0) break;
      after = page[page.length - 1]!.position;
      for (const event of page.filter(isStockAdded)) {
        const { stockId, productId } = event.data;
        const allocation = await this.ids.recorded('stock', stockId);
        if (allocation !== null && typeof allocation.productId !== 'number') owners.push([stockId, productId]);
      }
    }
    const { decision } = await this.useCases.run(recordStockOwners, { owners }, systemContext('legacy-stock-owners'));
    return decision.before.length;
  }

  /** The product of a legacy stock id (null: none recorded, so no such row was ever added). */
  async productOf(stockId: number): Promise<number | null> {
    await this.recording;
    const read = ownerRead(stockId);
    const { state } = await this.aggregates.load(read.stream, read.decider);
    return state.holder;
  }
}

const STOCK_SEQUENCE = 'sequence-stock';

const isStockAdded = (event: RecordedEvent): event is RecordedEvent<StockAdded> => event.type === 'StockAdded';
