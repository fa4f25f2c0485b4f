import { Module } from '@nestjs/common';
import { AddOrderToShipmentGroupHandler } from './add-order-to-shipment-group.handler';
import { AddShipmentGroupHandler } from './add-shipment-group.handler';
import { AddShipmentHandler } from './add-shipment.handler';
import { DeleteShipmentGroupHandler } from './delete-shipment-group.handler';
import { DeleteShipmentHandler } from './delete-shipment.handler';
import { ShipmentGroupReports } from './shipment-group-reports';
import { ShipmentLinks } from './shipment-links';
import { ShipmentController } from './shipment.controller';
import { ShipmentQueries } from './shipment.queries';
import { UpdateGroupShipmentsStatusHandler } from './update-group-shipments-status.handler';
import { UpdateShipmentGroupHandler } from './update-shipment-group.handler';
import { UpdateShipmentHandler } from './update-shipment.handler';

@Module({
  controllers: [ShipmentController],
  providers: [
    ShipmentLinks,
    ShipmentQueries,
    ShipmentGroupReports,
    AddShipmentHandler,
    UpdateShipmentHandler,
    DeleteShipmentHandler,
    AddShipmentGroupHandler,
    UpdateShipmentGroupHandler,
    DeleteShipmentGroupHandler,
    UpdateGroupShipmentsStatusHandler,
    AddOrderToShipmentGroupHandler,
  ],
})
export class ShippingModule {}
