import { CommandHandler } from '@nestjs/cqrs';
import { today, type PlaceOrder } from '@cargo/contracts';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import type { OrderRequest } from '../order-request';
import { placeOrder, type NewOrder } from './place-order.use-case';

export class PlaceOrderCommand extends Command<{ input: PlaceOrder; user: AuthenticatedUser }> {}

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler extends UseCaseHandler<PlaceOrderCommand['data'], OrderRequest, NewOrder> {
  protected readonly useCase = placeOrder;
  protected input = (data: PlaceOrderCommand['data']): OrderRequest => ({ ...data, today: today() });
  protected idOf = (record: NewOrder) => record.orderId;
}
