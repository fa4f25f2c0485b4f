import { Module } from '@nestjs/common';
import { stockCommandHandlers } from './stock.commands';
import { StockController } from './stock.controller';
import { StockQueries } from './stock.queries';

@Module({
  controllers: [StockController],
  providers: [...stockCommandHandlers, StockQueries],
})
export class InventoryModule {}
