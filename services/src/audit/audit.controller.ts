import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  asOfQuerySchema,
  auditQuerySchema,
  HISTORY_RECORDS,
  historyParamsSchema,
  historyQuerySchema,
  type AuditListRow,
  type HistoryRecordType,
  type Page,
  type ParkedProjection,
  type RecordAsOf,
  type ReplayJob,
} from '@cargo/contracts';
import type { z } from 'zod';
import type { ChainReport } from '../platform/event-store/hash-chain';
import { Access } from '../platform/http/access';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CurrentUser } from '../platform/http/request-context';
import { ApiParamSchema, QuerySchema } from '../platform/http/openapi';
import { SchemaPipe } from '../platform/http/validation';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE } from '../platform/process/tokens';
import { AuditQueries } from './audit.queries';
import { ReplayJobs } from './replay-jobs';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { RouteCapability, type RouteRequest } from '../platform/http/route-operation';

/** The audit tools: root and auditors (who read what root reads). */
/** A record's history is read by its record's readers (an unknown kind is the params' 400). */
const recordCapability = ({ params }: RouteRequest) => {
  const { recordType } = (params ?? {}) as { recordType?: string };
  return recordType !== undefined && recordType in HISTORY_RECORDS ? HISTORY_RECORDS[recordType as HistoryRecordType].capability : null;
};

@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(
    private readonly audit: AuditQueries,
    private readonly replays: ReplayJobs,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  /** Every change of every record, newest first; filters by person, record, event type, command and dates. */
  @QueryEndpoint({ get: 'get', access: 'root' })
  list(@QuerySchema(auditQuerySchema) query: z.output<typeof auditQuerySchema>): Promise<Page<AuditListRow>> {
    return this.audit.list(query);
  }

  /** A record's History tab: staff read the records they manage (users: root); auditors read every one. */
  @QueryEndpoint({ get: 'get/history/:recordType/:recordId', access: 'admin' })
  @RouteCapability(recordCapability)
  @ApiParamSchema(historyParamsSchema)
  history(
    @Param(new SchemaPipe(historyParamsSchema)) params: z.output<typeof historyParamsSchema>,
    @QuerySchema(historyQuerySchema) paging: z.output<typeof historyQuerySchema>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Page<AuditListRow>> {
    return this.audit.history(params.recordType, params.recordId, paging, user);
  }

  /** A record as it was at a time (its fields then), for the History tab's "as of" picker. */
  @QueryEndpoint({ get: 'get/history/:recordType/:recordId/as/of', access: 'admin' })
  @RouteCapability(recordCapability)
  @ApiParamSchema(historyParamsSchema)
  asOf(
    @Param(new SchemaPipe(historyParamsSchema)) params: z.output<typeof historyParamsSchema>,
    @QuerySchema(asOfQuerySchema) query: z.output<typeof asOfQuerySchema>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<RecordAsOf> {
    return this.audit.asOf(params.recordType, params.recordId, query.at, user);
  }

  /** Recomputes the log's hash chain: how many events are linked and the first broken link, if any. */
  @Get('verify/chain')
  @Access('root')
  @ApiOkResponse({ description: '{ kept, checked, firstBroken: { position, streamId, revision } | null }' })
  async verifyChain(): Promise<{ kept: boolean } & Partial<ChainReport>> {
    const store = this.infrastructure.eventStore;
    return store.verifyChain ? { kept: true, ...(await store.verifyChain()) } : { kept: false };
  }

  /**
   * Starts a verified replay (or answers the one running): it changes no record, so auditors may run
   * it. Every read model is rebuilt in memory and compared with the live one.
   */
  @Post('verify/replay')
  @HttpCode(202)
  @Access('root')
  @ApiAcceptedResponse({ description: 'ReplayJob: state, progress (read models done of all), report when finished' })
  startReplay(): ReplayJob {
    return this.replays.start();
  }

  /** The read models set aside by an error (each with its error and how far it got): empty when every one runs. */
  @QueryEndpoint({ get: 'verify/projections', access: 'root' })
  parked(): Promise<ParkedProjection[]> {
    return this.audit.parkedProjections();
  }

  @Get('verify/replay')
  @Access('root')
  @ApiOkResponse({ description: 'ReplayJob: the running or last verified replay' })
  replay(): ReplayJob {
    return this.replays.current();
  }
}
