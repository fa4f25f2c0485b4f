import { Module } from '@nestjs/common';
import { AddVendorHandler } from './add-vendor.handler';
import { DeleteVendorHandler } from './delete-vendor.handler';
import { UpdateVendorHandler } from './update-vendor.handler';
import { VendorController } from './vendor.controller';

@Module({
  controllers: [VendorController],
  providers: [AddVendorHandler, UpdateVendorHandler, DeleteVendorHandler],
})
export class VendorsModule {}
