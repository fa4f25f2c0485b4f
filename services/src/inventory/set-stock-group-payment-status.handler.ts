import { CommandHandler } from '@nestjs/cqrs';
import { stockGroupStream, type PaymentStatus } from '@cargo/contracts';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { Command } from '../platform/write-model/command';
import { stockGroupDecider } from './stock-group.decider';

export class SetStockGroupPaymentStatusCommand extends Command<{ stockGroupId: number; paymentStatus: PaymentStatus }> {}

/** Whether the vendor has been paid for a purchase. */
@CommandHandler(SetStockGroupPaymentStatusCommand)
export class SetStockGroupPaymentStatusHandler extends StreamCommandHandler<SetStockGroupPaymentStatusCommand['data']> {
  protected write(data: SetStockGroupPaymentStatusCommand['data']): StreamWrite {
    return onStream(stockGroupStream(data.stockGroupId), stockGroupDecider, { type: 'SetStockGroupPaymentStatus', data }, data.stockGroupId);
  }
}
