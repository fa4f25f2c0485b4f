import { Module } from '@nestjs/common';
import { AddStockGroupController } from './add-stock-group/add-stock-group.controller';
import { DeleteStockGroupController } from './delete-stock-group/delete-stock-group.controller';
import { SaveStockRowController } from './save-stock-row/save-stock-row.controller';
import { AddStockGroupHandler } from './add-stock-group/add-stock-group.handler';
import { AddStockHandler } from './save-stock-row/add-stock.handler';
import { RemoveStockHandler } from './remove-stock.handler';
import { RestoreStockHandler } from './restore-stock.handler';
import { StockRows } from './stock-rows';
import { LegacyStockOwners } from './legacy-stock-owners';
import { UpdateStockHandler } from './save-stock-row/update-stock.handler';
import { DeleteStockGroupHandler } from './delete-stock-group/delete-stock-group.handler';
import { SetStockGroupPaymentStatusHandler } from './set-stock-group-payment-status.handler';
import { StockController } from './stock.controller';
import { StockQueries } from './stock.queries';

@Module({
  controllers: [StockController, SaveStockRowController, AddStockGroupController, DeleteStockGroupController],
  providers: [
    LegacyStockOwners,
    StockRows,
    AddStockHandler,
    AddStockGroupHandler,
    UpdateStockHandler,
    RemoveStockHandler,
    RestoreStockHandler,
    DeleteStockGroupHandler,
    SetStockGroupPaymentStatusHandler,
    StockQueries,
  ],
})
export class InventoryModule {}
