import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import type { UseCase } from '../../platform/write-model/use-case';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { UseCases } from '../../platform/write-model/use-cases';
import { OrderShipmentGroups } from '../order-shipment-groups';
import { updateOrder, type OrderRevision, type OrderRevisionRequest } from './update-order.use-case';

/** Update Order (the whole order) and Change Type (its type alone): one use case. */
export class UpdateOrderCommand extends Command<OrderRevisionRequest> {}

@CommandHandler(UpdateOrderCommand)
export class UpdateOrderHandler extends UseCaseHandler<OrderRevisionRequest, OrderRevisionRequest, OrderRevision> {
  protected readonly useCase: UseCase<OrderRevisionRequest, OrderRevision>;
  protected input = (request: OrderRevisionRequest) => request;
  protected idOf = (record: OrderRevision) => record.orderId;

  constructor(useCases: UseCases, groups: OrderShipmentGroups) {
    super(useCases);
    this.useCase = updateOrder(groups);
  }
}
