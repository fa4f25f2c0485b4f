import { Module } from '@nestjs/common';
import { DeliveryAddressController } from './delivery-address.controller';
import { AddDeliveryAddressHandler } from './add-delivery-address.handler';
import { DeleteDeliveryAddressHandler } from './delete-delivery-address.handler';
import { ChangeOrderTypeHandler } from './change-order-type.handler';
import { DeleteOrderHandler } from './delete-order.handler';
import { OrderChecks } from './order-checks';
import { StockSteps } from './stock-steps';
import { PlaceOrderWorkflow } from './place-order.workflow';
import { ReviseOrderWorkflow } from './revise-order.workflow';
import { RemoveOrderStockWorkflow } from './remove-order-stock.workflow';
import { PlaceOrderHandler } from './place-order.handler';
import { ReviseOrderHandler } from './revise-order.handler';
import { UnholdOrderHandler } from './unhold-order.handler';
import { OrderController } from './order.controller';
import { OrderQueries } from './order.queries';

@Module({
  controllers: [OrderController, DeliveryAddressController],
  providers: [
    OrderChecks,
    StockSteps,
    PlaceOrderWorkflow,
    ReviseOrderWorkflow,
    RemoveOrderStockWorkflow,
    PlaceOrderHandler,
    ReviseOrderHandler,
    DeleteOrderHandler,
    UnholdOrderHandler,
    ChangeOrderTypeHandler,
    AddDeliveryAddressHandler,
    DeleteDeliveryAddressHandler,
    OrderQueries,
  ],
})
export class OrderingModule {}
