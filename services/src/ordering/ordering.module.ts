import { Module } from '@nestjs/common';
import { DeliveryAddressController } from './delivery-address.controller';
import { AddDeliveryAddressHandler } from './add-delivery-address.handler';
import { DeleteDeliveryAddressHandler } from './delete-delivery-address.handler';
import { PlaceOrderHandler } from './place-order/place-order.handler';
import { ReviseOrderHandler } from './revise-order/revise-order.handler';
import { RemoveOrderStockHandler } from './remove-order-stock/remove-order-stock.handler';
import { OrderController } from './order.controller';
import { OrderQueries } from './order.queries';
import { ProductRankingsController } from './product-rankings/product-rankings.controller';
import { ProductRankingsQuery } from './product-rankings/product-rankings.query';

@Module({
  controllers: [OrderController, DeliveryAddressController, ProductRankingsController],
  providers: [
    PlaceOrderHandler,
    ReviseOrderHandler,
    RemoveOrderStockHandler,
    AddDeliveryAddressHandler,
    DeleteDeliveryAddressHandler,
    OrderQueries,
    ProductRankingsQuery,
  ],
})
export class OrderingModule {}
