import { Module } from '@nestjs/common';
import { AddStockGroupHandler } from './add-stock-group.handler';
import { AddStockHandler } from './add-stock.handler';
import { RemoveStockHandler } from './remove-stock.handler';
import { RestoreStockHandler } from './restore-stock.handler';
import { StockCommandRunner } from './stock-command-runner';
import { UpdateStockHandler } from './update-stock.handler';
import { StockController } from './stock.controller';
import { StockQueries } from './stock.queries';

@Module({
  controllers: [StockController],
  providers: [StockCommandRunner, AddStockHandler, AddStockGroupHandler, UpdateStockHandler, RemoveStockHandler, RestoreStockHandler, StockQueries],
})
export class InventoryModule {}
