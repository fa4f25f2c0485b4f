import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { expenseStream, type ExpenseView } from '@cargo/contracts';
import { EXPENSES, type ReadStore } from '@cargo/projections';
import { ConcurrencyError } from '../platform/event-store/event-store.port';
import { READ_STORE } from '../platform/process/tokens';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import { expenseDecider } from './expense.decider';

/** How often the sweep looks again (a restored backup, a read model that was still catching up at start). */
const SWEEP_EVERY_MS = 60 * 60_000;
const PAGE = 200;

/**
 * Expenses are outflows: the few recorded negative (bank lines imported before the sign rule) are
 * corrected by an update each, appended beside the original so the history shows it. Found through the
 * read model's index on `amount` (none, once corrected: the sweep costs one index probe); each is
 * decided on its own stream, so two API processes sweeping at once correct it once.
 */
@Injectable()
export class CorrectExpenseSigns implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ExpenseSigns');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly aggregates: AggregateRepository,
  ) {}

  onApplicationBootstrap(): void {
    const sweep = () => void this.sweep().catch((error: unknown) => this.logger.warn(`Expense signs not corrected yet: ${String(error)}`));
    sweep();
    this.timer = setInterval(sweep, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Corrects every expense the read model shows negative; answers how many it corrected. */
  async sweep(): Promise<number> {
    let corrected = 0;
    for await (const page of this.store.pages<ExpenseView>(EXPENSES, { amount: { $lt: 0 } }, { amount: 1 }, PAGE)) {
      for (const expense of page) {
        try {
          const decision = await this.aggregates.execute(
            expenseStream(expense.id),
            expenseDecider,
            { type: 'CorrectExpenseSign', data: { expenseId: expense.id } },
            systemContext('expense-sign-correction'),
          );
          if (decision.events.length > 0) corrected += 1;
        } catch (error) {
          // Another process corrected it (or staff changed it) meanwhile: its stream decided.
          if (!(error instanceof ConcurrencyError)) throw error;
        }
      }
    }
    if (corrected > 0) this.logger.log(`Corrected ${corrected} expense(s) recorded as negative amounts`);
    return corrected;
  }
}
