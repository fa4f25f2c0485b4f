import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { PaymentView } from '@cargo/contracts';
import { PAYMENTS, type ReadStore } from '@cargo/projections';
import { systemContext } from '../platform/write-model/command-context';
import { READ_STORE } from '../platform/process/tokens';
import { PaymentProcessor } from './payment-processor';

const RESUME_EVERY_MS = 5_000;
/** A payment younger than this is most likely still being carried through by its own request. */
const IN_FLIGHT_MS = 2_000;

/**
 * Finishes payments whose process died midway (kill -9 between two streams): at start and every few
 * seconds, each payment still 'received' or 'removing' is carried through again. Its steps are keyed
 * by the payment's id, so nothing applies twice.
 */
@Injectable()
export class PaymentResumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentResumer');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly processor: PaymentProcessor,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.resume().catch((error: unknown) => this.logger.error(String(error))), RESUME_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Carries unfinished payments older than `olderThanMs` through; answers how many it finished. One run at a time. */
  resume(olderThanMs = IN_FLIGHT_MS): Promise<number> {
    this.running ??= this.run(olderThanMs).finally(() => (this.running = null));
    return this.running;
  }

  private async run(olderThanMs: number): Promise<number> {
    const cutoff = new Date(Date.now() - olderThanMs).toISOString();
    const unfinished = await this.store.find<PaymentView>(PAYMENTS, { status: { $in: ['received', 'removing'] }, dateCreated: { $lte: cutoff } }, { limit: 500 });
    const context = systemContext('payment-resumer');
    for (const payment of unfinished) {
      if (payment.status === 'received') await this.processor.settle(payment.id, context);
      else await this.processor.revert(payment.id, context).catch((error: unknown) => this.logger.warn(`Payment ${payment.id}: ${String(error)}`));
      this.logger.warn(`Finished payment ${payment.id}, left unfinished by a stopped process`);
    }
    return unfinished.length;
  }
}
