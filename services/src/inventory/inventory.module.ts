import { Module } from '@nestjs/common';
import { AddStockGroupHandler } from './add-stock-group.handler';
import { AddStockHandler } from './add-stock.handler';
import { RemoveStockHandler } from './remove-stock.handler';
import { RestoreStockHandler } from './restore-stock.handler';
import { StockRows } from './stock-rows';
import { LegacyStockOwners } from './legacy-stock-owners';
import { SaveStockRowWorkflow } from './save-stock-row.workflow';
import { AddStockGroupWorkflow } from './add-stock-group.workflow';
import { DeleteStockGroupWorkflow } from './delete-stock-group.workflow';
import { UpdateStockHandler } from './update-stock.handler';
import { DeleteStockGroupHandler } from './delete-stock-group.handler';
import { SetStockGroupPaymentStatusHandler } from './set-stock-group-payment-status.handler';
import { StockController } from './stock.controller';
import { StockQueries } from './stock.queries';

@Module({
  controllers: [StockController],
  providers: [
    LegacyStockOwners,
    StockRows,
    SaveStockRowWorkflow,
    AddStockGroupWorkflow,
    DeleteStockGroupWorkflow,
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
