import { CommandHandler } from '@nestjs/cqrs';
import { today, type AddOrder } from '@cargo/contracts';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import type { OrderRequest } from '../order-request';
import { addOrder, type NewOrder } from './add-order.use-case';

export class AddOrderCommand extends Command<{ input: AddOrder; user: AuthenticatedUser }> {}

@CommandHandler(AddOrderCommand)
export class AddOrderHandler extends UseCaseHandler<AddOrderCommand['data'], OrderRequest, NewOrder> {
  protected readonly useCase = addOrder;
  protected input = (data: AddOrderCommand['data']): OrderRequest => ({ ...data, today: today() });
  protected idOf = (record: NewOrder) => record.orderId;
}
