import { Module } from '@nestjs/common';
import { DeliveryAddressController } from './delivery-address.controller';
import { orderCommandHandlers } from './order.commands';
import { OrderController } from './order.controller';
import { OrderQueries } from './order.queries';

@Module({
  controllers: [OrderController, DeliveryAddressController],
  providers: [...orderCommandHandlers, OrderQueries],
})
export class OrderingModule {}
