import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AsOfInterceptor } from './as-of';
import { AuditController } from './audit.controller';
import { AuditQueries } from './audit.queries';
import { ReplayJobs } from './replay-jobs';

@Module({
  controllers: [AuditController],
  providers: [AuditQueries, ReplayJobs, { provide: APP_INTERCEPTOR, useClass: AsOfInterceptor }],
})
export class AuditModule {}
