import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditQueries } from './audit.queries';
import { ReplayJobs } from './replay-jobs';

/** Global for one reason: `@AsOfRecord` routes of other capabilities answer `?asOf=` through its queries. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditQueries, ReplayJobs],
  exports: [AuditQueries],
})
export class AuditModule {}
