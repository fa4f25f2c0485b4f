import { Module } from '@nestjs/common';
import { AddVendorHandler } from './add-vendor.handler';
import { VendorController } from './vendor.controller';

@Module({
  controllers: [VendorController],
  providers: [AddVendorHandler],
})
export class VendorsModule {}
