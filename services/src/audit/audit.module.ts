import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditQueries } from './audit.queries';
import { ReplayJobs } from './replay-jobs';

@Module({
  controllers: [AuditController],
  providers: [AuditQueries, ReplayJobs],
})
export class AuditModule {}
