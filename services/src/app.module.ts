import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogModule } from './catalog/catalog.module';
import { CustomersModule } from './customers/customers.module';
import { IdentityModule } from './identity/identity.module';
import { InventoryModule } from './inventory/inventory.module';
import { OrderingModule } from './ordering/ordering.module';
import type { AppConfig } from './platform/config';
import type { Infrastructure } from './platform/infrastructure';
import { PlatformModule } from './platform/platform.module';
import { VendorsModule } from './vendors/vendors.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, infrastructure: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), PlatformModule.register(config, infrastructure), IdentityModule, CatalogModule, InventoryModule, VendorsModule, CustomersModule, OrderingModule],
    };
  }
}
