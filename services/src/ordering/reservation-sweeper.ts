import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ORDER_RESERVATIONS, type OrderReservationDoc, type ReadStore } from '@cargo/projections';
import { systemContext } from '../platform/write-model/command-context';
import { READ_STORE } from '../platform/process/tokens';
import { OrderSaga } from './order-saga';
import type { StockPlan } from './stock-plan';

/** An order is recorded within moments of its stock being reserved; after this, nobody is still placing it. */
export const ABANDONED_RESERVATION_MS = 5 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Gives back stock reserved for orders that were never recorded (the process died between the
 * reservation and OrderPlaced). Runs every minute; each release is an ordinary StockReleased.
 */
@Injectable()
export class ReservationSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReservationSweeper');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly saga: OrderSaga,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.logger.error(String(error))), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Releases what unrecorded orders older than `olderThanMs` still hold; answers how many orders it freed. */
  async sweep(olderThanMs = ABANDONED_RESERVATION_MS): Promise<number> {
    const cutoff = new Date(Date.now() - olderThanMs).toISOString();
    const abandoned = await this.store.find<OrderReservationDoc>(ORDER_RESERVATIONS, { recorded: false, lastChange: { $lte: cutoff } });
    let freed = 0;
    for (const order of abandoned) {
      const plan: StockPlan = new Map();
      for (const holding of Object.values(order.holdings)) {
        if (holding.units <= 0) continue;
        plan.set(holding.productId, [...(plan.get(holding.productId) ?? []), { warehouseId: holding.warehouseId, quantity: holding.units, held: holding.held }]);
      }
      if (plan.size === 0) continue;
      await this.saga.release(order.id, plan, systemContext('reservation-sweeper'));
      this.logger.warn(`Gave back stock held for order ${order.id}, which was never recorded`);
      freed += 1;
    }
    return freed;
  }
}
