import { Module } from '@nestjs/common';
import { DeliveryAddressController } from './delivery-address.controller';
import { AddDeliveryAddressHandler } from './add-delivery-address.handler';
import { DeleteDeliveryAddressHandler } from './delete-delivery-address.handler';
import { ChangeOrderTypeHandler } from './change-order-type.handler';
import { DeleteOrderHandler } from './delete-order.handler';
import { OrderSaga } from './order-saga';
import { PlaceOrderHandler } from './place-order.handler';
import { ReviseOrderHandler } from './revise-order.handler';
import { UnholdOrderHandler } from './unhold-order.handler';
import { OrderController } from './order.controller';
import { OrderQueries } from './order.queries';
import { ReservationSweeper } from './reservation-sweeper';

@Module({
  controllers: [OrderController, DeliveryAddressController],
  providers: [OrderSaga, PlaceOrderHandler, ReviseOrderHandler, DeleteOrderHandler, UnholdOrderHandler, ChangeOrderTypeHandler, AddDeliveryAddressHandler, DeleteDeliveryAddressHandler, OrderQueries, ReservationSweeper],
})
export class OrderingModule {}
