import type { ProductView, StoreView } from '@cargo/contracts';
import { PRODUCTS, STORES } from '@cargo/projections';
import { readModelNamer } from '../audit/public';
import { Module } from '@nestjs/common';
import { ProductsReportQuery } from './products-report';
import { AddProductHandler } from './add-product.handler';
import { DeleteProductPictureHandler } from './delete-product-picture.handler';
import { DeleteProductHandler } from './delete-product.handler';
import { RestoreProductHandler } from './restore-product.handler';
import { FileController, PictureController } from './file.controller';
import { UpdateProductHandler } from './update-product.handler';
import { ProductController } from './product.controller';
import { ProductQueries } from './product.queries';
import { UploadProductPicturesHandler } from './upload-product-pictures.handler';
import { RegisterStoreHandler } from './register-store.handler';
import { DefaultStoreSeeder } from './seed-default-store';
import { StoreController } from './store.controller';

@Module({
  controllers: [ProductController, FileController, PictureController, StoreController],
  providers: [
    AddProductHandler,
    UpdateProductHandler,
    DeleteProductHandler,
    RestoreProductHandler,
    UploadProductPicturesHandler,
    DeleteProductPictureHandler,
    ProductQueries,
    ProductsReportQuery,
    RegisterStoreHandler,
    DefaultStoreSeeder,
    readModelNamer('product', PRODUCTS, (product: ProductView) => product.title),
    readModelNamer('store', STORES, (store: StoreView) => store.name),
  ],
})
export class CatalogModule {}
