import type { VendorView } from '@cargo/contracts';
import { VENDORS } from '@cargo/projections';
import { readModelNamer } from '../audit/public';
import { Module } from '@nestjs/common';
import { AddVendorHandler } from './add-vendor.handler';
import { DeleteVendorHandler } from './delete-vendor.handler';
import { RestoreVendorHandler } from './restore-vendor.handler';
import { UpdateVendorHandler } from './update-vendor.handler';
import { VendorController } from './vendor.controller';
import { VendorDashboardQueries } from './vendor-dashboard.queries';
import { VendorQueries } from './vendor.queries';

@Module({
  controllers: [VendorController],
  providers: [
    AddVendorHandler,
    UpdateVendorHandler,
    DeleteVendorHandler,
    RestoreVendorHandler,
    VendorQueries,
    VendorDashboardQueries,
    readModelNamer('vendor', VENDORS, (vendor: VendorView) => vendor.name),
  ],
})
export class VendorsModule {}
