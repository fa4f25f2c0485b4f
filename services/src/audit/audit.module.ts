import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditQueries } from './audit.queries';
import { ReferenceNamers } from './reference-names';
import { ReplayJobs } from './replay-jobs';

/** Global: `@AsOfRecord` routes of other capabilities answer `?asOf=` through its queries, and the owners of named records register their namers. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditQueries, ReplayJobs, ReferenceNamers],
  exports: [AuditQueries, ReferenceNamers],
})
export class AuditModule {}
