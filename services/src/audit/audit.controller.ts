import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { auditQuerySchema, type AuditListRow, type Page } from '@cargo/contracts';
import type { z } from 'zod';
import type { ChainReport } from '../platform/event-store/hash-chain';
import { Access } from '../platform/http/access';
import { ApiQuerySchema, ApiReadModel } from '../platform/http/openapi';
import { SchemaPipe } from '../platform/http/validation';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE } from '../platform/process/tokens';
import { AuditQueries } from './audit.queries';

/** The audit tools: root and auditors (who read what root reads). */
@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(
    private readonly audit: AuditQueries,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  /** Every change of every record, newest first; filters by person, record, event type, command and dates. */
  @Get('get')
  @Access('root')
  @ApiQuerySchema(auditQuerySchema)
  @ApiReadModel()
  list(@Query(new SchemaPipe(auditQuerySchema)) query: z.output<typeof auditQuerySchema>): Promise<Page<AuditListRow>> {
    return this.audit.list(query);
  }

  /** Recomputes the log's hash chain: how many events are linked and the first broken link, if any. */
  @Get('verify/chain')
  @Access('root')
  @ApiOkResponse({ description: '{ kept, checked, firstBroken: { position, streamId, revision } | null }' })
  async verifyChain(): Promise<{ kept: boolean } & Partial<ChainReport>> {
    const store = this.infrastructure.eventStore;
    return store.verifyChain ? { kept: true, ...(await store.verifyChain()) } : { kept: false };
  }
}
