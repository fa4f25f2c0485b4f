import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import * as capabilities from './capabilities';
import type { AppConfig } from './platform/process/config';
import type { Infrastructure } from './platform/process/infrastructure';
import { PlatformModule } from './platform/platform.module';
import { markRouteCapabilities } from './platform/http/route-operation';

markRouteCapabilities(capabilities);

@Module({})
export class AppModule {
  static register(config: AppConfig, infrastructure: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), PlatformModule.register(config, infrastructure), ...Object.values(capabilities)],
    };
  }
}
