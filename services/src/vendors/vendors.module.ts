import { Module } from '@nestjs/common';
import { AddVendorHandler } from './vendor.commands';
import { VendorController } from './vendor.controller';

@Module({
  controllers: [VendorController],
  providers: [AddVendorHandler],
})
export class VendorsModule {}
