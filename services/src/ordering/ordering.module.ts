import { Module } from '@nestjs/common';
import { AddOrderController } from './add-order/add-order.controller';
import { RemoveOrderStockController } from './remove-order-stock/remove-order-stock.controller';
import { UpdateOrderController } from './update-order/update-order.controller';
import { DeliveryAddressController } from './delivery-address.controller';
import { AddDeliveryAddressHandler } from './add-delivery-address.handler';
import { DeleteDeliveryAddressHandler } from './delete-delivery-address.handler';
import { AddOrderHandler } from './add-order/add-order.handler';
import { UpdateOrderHandler } from './update-order/update-order.handler';
import { RemoveOrderStockHandler } from './remove-order-stock/remove-order-stock.handler';
import { OrderController } from './order.controller';
import { OrderQueries } from './order.queries';
import { ProductRankingsController } from './product-rankings/product-rankings.controller';
import { ProductRankingsQuery } from './product-rankings/product-rankings.query';

@Module({
  controllers: [OrderController, AddOrderController, UpdateOrderController, RemoveOrderStockController, DeliveryAddressController, ProductRankingsController],
  providers: [
    AddOrderHandler,
    UpdateOrderHandler,
    RemoveOrderStockHandler,
    AddDeliveryAddressHandler,
    DeleteDeliveryAddressHandler,
    OrderQueries,
    ProductRankingsQuery,
  ],
})
export class OrderingModule {}
