import { Global, Module } from '@nestjs/common';
import { OrderShipmentGroups } from '../ordering/public';
import { AddOrderToShipmentGroupHandler } from './add-order-to-shipment-group/add-order-to-shipment-group.handler';
import { AddShipmentGroupHandler } from './add-shipment-group.handler';
import { AddShipmentHandler } from './add-shipment/add-shipment.handler';
import { DeleteShipmentGroupHandler } from './delete-shipment-group.handler';
import { DeleteShipmentHandler } from './delete-shipment/delete-shipment.handler';
import { ShipmentGroupReports } from './shipment-group-reports';
import { ShipmentController } from './shipment.controller';
import { AddOrderToShipmentGroupController } from './add-order-to-shipment-group/add-order-to-shipment-group.controller';
import { AddShipmentController } from './add-shipment/add-shipment.controller';
import { DeleteShipmentController } from './delete-shipment/delete-shipment.controller';
import { UpdateShipmentController } from './update-shipment/update-shipment.controller';
import { ShipmentGroupsForOrders } from './order-shipment-groups.provider';
import { ShipmentQueries } from './shipment.queries';
import { OwnShipmentsController } from './own-shipments.controller';
import { OwnShipmentQueries } from './own-shipments.queries';
import { UpdateGroupShipmentsStatusController } from './update-group-shipments-status/update-group-shipments-status.controller';
import { UpdateGroupShipmentsStatusHandler } from './update-group-shipments-status/update-group-shipments-status.handler';
import { UpdateShipmentGroupHandler } from './update-shipment-group/update-shipment-group.handler';
import { UpdateShipmentHandler } from './update-shipment/update-shipment.handler';
import { SetShipmentStatusHandler } from './set-shipment-status.handler';

/** Global: its answers to ordering's questions (`OrderShipmentGroups`) reach ordering without ordering importing shipping. */
@Global()
@Module({
  controllers: [
    ShipmentController,
    AddShipmentController,
    UpdateShipmentController,
    DeleteShipmentController,
    AddOrderToShipmentGroupController,
    UpdateGroupShipmentsStatusController,
    OwnShipmentsController,
  ],
  providers: [
    ShipmentQueries,
    OwnShipmentQueries,
    ShipmentGroupReports,
    AddShipmentHandler,
    UpdateShipmentHandler,
    SetShipmentStatusHandler,
    DeleteShipmentHandler,
    AddShipmentGroupHandler,
    UpdateShipmentGroupHandler,
    DeleteShipmentGroupHandler,
    UpdateGroupShipmentsStatusHandler,
    AddOrderToShipmentGroupHandler,
    { provide: OrderShipmentGroups, useClass: ShipmentGroupsForOrders },
  ],
  exports: [OrderShipmentGroups],
})
export class ShippingModule {}
