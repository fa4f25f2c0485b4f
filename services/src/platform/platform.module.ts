import { join } from 'node:path';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, Reflector } from '@nestjs/core';
import { AggregateRepository } from './aggregate-repository';
import type { AppConfig } from './config';
import { IdAllocator } from './id-allocator';
import type { Infrastructure } from './infrastructure';
import { AccessGuard } from './http/access';
import { ErrorFilter } from './http/error.filter';
import { IdempotencyInterceptor } from './http/idempotency';
import { ProjectionProgress, ReadYourWritesInterceptor } from './http/read-your-writes';
import { HealthController } from './health.controller';
import { Mailer, OutboxMailer, SmtpMailer } from './mailer/mailer';
import { projectionProgressFor } from './projection-progress';
import { APP_CONFIG, INFRASTRUCTURE, READ_STORE } from './tokens';


/** The ports, adapters and HTTP edge every capability shares. */
@Global()
@Module({})
export class PlatformModule {
  static register(config: AppConfig, infrastructure: Infrastructure): DynamicModule {
    return {
      module: PlatformModule,
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: INFRASTRUCTURE, useValue: infrastructure },
        { provide: READ_STORE, useValue: infrastructure.readStore },
        { provide: AggregateRepository, useValue: new AggregateRepository(infrastructure.eventStore) },
        { provide: IdAllocator, useValue: new IdAllocator(infrastructure.eventStore) },
        { provide: ProjectionProgress, useValue: projectionProgressFor(config, infrastructure) },
        { provide: Mailer, useValue: config.smtpUrl ? new SmtpMailer(config.smtpUrl) : new OutboxMailer(join(config.dataDir, 'outbox')) },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        {
          provide: APP_INTERCEPTOR,
          useFactory: (reflector: Reflector, progress: ProjectionProgress) => new ReadYourWritesInterceptor(reflector, progress, config.readYourWritesTimeoutMs),
          inject: [Reflector, ProjectionProgress],
        },
        {
          provide: APP_INTERCEPTOR,
          useFactory: (reflector: Reflector) => new IdempotencyInterceptor(reflector, infrastructure.eventStore),
          inject: [Reflector],
        },
      ],
      exports: [APP_CONFIG, INFRASTRUCTURE, READ_STORE, AggregateRepository, IdAllocator, ProjectionProgress, Mailer],
    };
  }
}
