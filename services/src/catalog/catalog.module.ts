import { Module } from '@nestjs/common';
import { AddProductHandler } from './add-product.handler';
import { DeleteProductHandler } from './delete-product.handler';
import { UpdateProductHandler } from './update-product.handler';
import { ProductController } from './product.controller';
import { ProductQueries } from './product.queries';

@Module({
  controllers: [ProductController],
  providers: [AddProductHandler, UpdateProductHandler, DeleteProductHandler, ProductQueries],
})
export class CatalogModule {}
