import { Module } from '@nestjs/common';
import { DeliveryAddressController } from './delivery-address.controller';
import { deliveryAddressCommandHandlers } from './delivery-address.commands';
import { orderCommandHandlers } from './order.commands';
import { OrderController } from './order.controller';
import { OrderQueries } from './order.queries';
import { ReservationSweeper } from './reservation-sweeper';

@Module({
  controllers: [OrderController, DeliveryAddressController],
  providers: [...orderCommandHandlers, ...deliveryAddressCommandHandlers, OrderQueries, ReservationSweeper],
})
export class OrderingModule {}
