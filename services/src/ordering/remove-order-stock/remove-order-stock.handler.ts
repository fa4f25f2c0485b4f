import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import type { UseCase } from '../../platform/write-model/use-case';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { UseCases } from '../../platform/write-model/use-cases';
import { OrderShipmentGroups } from '../order-shipment-groups';
import { removeOrderStock, type OrderRemovalRequest, type OrderStockRemoval } from './remove-order-stock.use-case';

/** Delete Order and Unhold: one use case. */
export class RemoveOrderStockCommand extends Command<OrderRemovalRequest> {}

@CommandHandler(RemoveOrderStockCommand)
export class RemoveOrderStockHandler extends UseCaseHandler<OrderRemovalRequest, OrderRemovalRequest, OrderStockRemoval> {
  protected readonly useCase: UseCase<OrderRemovalRequest, OrderStockRemoval>;
  protected input = (request: OrderRemovalRequest) => request;
  protected idOf = (record: OrderStockRemoval) => record.orderId;

  constructor(useCases: UseCases, groups: OrderShipmentGroups) {
    super(useCases);
    this.useCase = removeOrderStock(groups);
  }
}
