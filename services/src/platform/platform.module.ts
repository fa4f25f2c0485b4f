import { join } from 'node:path';
import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AggregateRepository } from './write-model/aggregate-repository';
import type { AppConfig } from './process/config';
import { IdAllocator } from './write-model/id-allocator';
import type { Infrastructure } from './process/infrastructure';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { SharedThrottlerStorage } from './http/shared-throttler-storage';
import { FieldAccessInterceptor } from './http/field-access';
import { AccessGuard, isPublicRoute } from './http/access';
import { ErrorFilter } from './http/error.filter';
import { SingleQueryValuesPipe } from './http/validation';
import { ProjectionProgress, ReadYourWritesGuard, SessionPositions } from './http/read-your-writes';
import { ReadScopeInterceptor } from './http/read-scope';
import { HealthController } from './http/health.controller';
import { ChangesController } from './http/changes.controller';
import { Mailer, OutboxMailer, SmtpMailer } from './mail/mailer';
import { projectionProgressFor } from './read-side/projection-progress';
import { APP_CONFIG, EVENT_STORE, INFRASTRUCTURE, READ_STORE, FILE_STORE } from './process/tokens';
import { GatedEventStore } from './event-store/write-gate';
import { Workflows } from './write-model/workflows';
import { UseCases } from './write-model/use-cases';
import { WorkflowResumer } from './write-model/workflow-resumer';
import { BackupSchedule } from './backup/backup-schedule';

/** The ports, adapters and HTTP edge every capability shares. */
@Global()
@Module({})
export class PlatformModule {
  static register(config: AppConfig, infrastructure: Infrastructure): DynamicModule {
    // Commands append through the write gate (idempotency claims on first write); the claims themselves do not.
    const commandSide = new GatedEventStore(infrastructure.eventStore);
    // On KurrentDB several API processes share the log, each with its resumer: live runs claim their runs there.
    const workflows = new Workflows(infrastructure.eventStore, config.workflowResumeAfterMs, config.eventStoreUrl !== null);
    const logger = new Logger('WorkflowResumer');
    const resumer = new WorkflowResumer(infrastructure.eventStore, workflows, {
      resumed: (stream, outcome) => logger.warn(`Finished ${stream} (${outcome}), left midway by a stopped process`),
      failed: (error) => logger.error(String(error)),
    });
    return {
      module: PlatformModule,
      imports: [
        // Public writes (register, login, verify, refresh, logout) are limited per route and address, counted
        // where every API process sees them; public reads (`PublicRead`, health) opt out.
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'default', ttl: 60_000, limit: config.publicWriteLimitPerMinute }],
          skipIf: (context) => !isPublicRoute(context),
          storage: new SharedThrottlerStorage(infrastructure.rateLimits),
        }),
      ],
      controllers: [HealthController, ChangesController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: INFRASTRUCTURE, useValue: infrastructure },
        { provide: READ_STORE, useValue: infrastructure.readStore },
        { provide: FILE_STORE, useValue: infrastructure.files },
        { provide: EVENT_STORE, useValue: commandSide },
        { provide: AggregateRepository, useValue: new AggregateRepository(commandSide) },
        { provide: IdAllocator, useValue: new IdAllocator(commandSide) },
        { provide: Workflows, useValue: workflows },
        UseCases,
        { provide: WorkflowResumer, useValue: resumer },
        { provide: ProjectionProgress, useValue: projectionProgressFor(config, infrastructure) },
        { provide: Mailer, useValue: config.smtpUrl ? new SmtpMailer(config.smtpUrl) : new OutboxMailer(join(config.dataDir, 'outbox')) },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        SessionPositions,
        BackupSchedule,
        // After the access guard, which identifies the caller whose session's last write a query waits for.
        { provide: APP_GUARD, useClass: ReadYourWritesGuard },
        // Only for a store whose swaps need it (MongoDB): queries on the embedded store keep running with no interceptor.
        ...(infrastructure.readStore.readScope ? [{ provide: APP_INTERCEPTOR, useClass: ReadScopeInterceptor }] : []),
        { provide: APP_INTERCEPTOR, useClass: FieldAccessInterceptor },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_PIPE, useClass: SingleQueryValuesPipe },
      ],
      exports: [
        APP_CONFIG,
        INFRASTRUCTURE,
        READ_STORE,
        FILE_STORE,
        EVENT_STORE,
        AggregateRepository,
        IdAllocator,
        Workflows,
        UseCases,
        WorkflowResumer,
        ProjectionProgress,
        SessionPositions,
        Mailer,
      ],
    };
  }
}
