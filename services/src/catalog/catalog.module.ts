import { Module } from '@nestjs/common';
import { productCommandHandlers } from './product.commands';
import { ProductController } from './product.controller';
import { ProductQueries } from './product.queries';

@Module({
  controllers: [ProductController],
  providers: [...productCommandHandlers, ProductQueries],
})
export class CatalogModule {}
