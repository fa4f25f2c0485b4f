import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { addOrderToShipmentGroup, type OrderToGroup } from './add-order-to-shipment-group.use-case';

export class AddOrderToShipmentGroupCommand extends Command<OrderToGroup> {}

@CommandHandler(AddOrderToShipmentGroupCommand)
export class AddOrderToShipmentGroupHandler extends UseCaseHandler<OrderToGroup, OrderToGroup, OrderToGroup> {
  protected readonly useCase = addOrderToShipmentGroup;
  protected input = (request: OrderToGroup) => request;
  protected idOf = (record: OrderToGroup) => record.orderId;
}
