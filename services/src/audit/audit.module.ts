import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditQueries } from './audit.queries';

@Module({
  controllers: [AuditController],
  providers: [AuditQueries],
})
export class AuditModule {}
