import { Body, Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { canAccess, notFound, retryParkedRunSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { allProjections, parkedProjections } from '@cargo/projections';
import { Access } from './access';
import type { AuthenticatedUser } from './authenticated-user';
import { ProjectionProgress } from './read-your-writes';
import { CurrentUser } from './request-context';
import type { Infrastructure } from '../process/infrastructure';
import { INFRASTRUCTURE } from '../process/tokens';
import { WorkflowResumer } from '../write-model/workflow-resumer';
import { eventsBehind } from '../read-side/events-behind';
import { CommandEndpoint } from './command-endpoint';
import { SchemaPipe } from './validation';

/**
 * Liveness (the process answers), readiness (its stores answer, and its read models hold what the
 * log held when it started: the seeded option lists among them) and, for root only, the details:
 * adapters, head position and each projection's lag, or the error that parked it. Anonymous callers
 * learn only whether it is ready.
 */
@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  /** The log's head when health was first asked (after start-up, seeding included): ready once the read models pass it. */
  private readyAt: bigint | null = null;
  private ready = false;
  /** When the stores last answered, ready. */
  private storesAnsweredAt = 0;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    private readonly progress: ProjectionProgress,
    private readonly resumer: WorkflowResumer,
  ) {}

  @Get()
  @Access('public')
  @ApiOkResponse({
    description: "{ status: 'ok' } once ready (503 before); with a root token also the adapters, head position and each projection's lag, ready or not",
  })
  async health(@CurrentUser() user: AuthenticatedUser | undefined) {
    const ready = await this.isReady();
    if (!canAccess('root', user ?? null, 'read')) {
      if (!ready) throw unavailable();
      return { status: 'ok' };
    }
    const head = await this.infrastructure.eventStore.headPosition();
    const checkpoints = await this.infrastructure.readStore.checkpoints();
    const parked = new Map((await parkedProjections(this.infrastructure.readStore, allProjections)).map((item) => [item.id, item]));
    // Counted in events, once per distinct position (KurrentDB's positions are bytes, not counts).
    const lags = new Map<bigint, Promise<string>>();
    const lagAt = (position: bigint) => lags.get(position) ?? lags.set(position, eventsBehind(this.infrastructure.eventStore, position, head)).get(position)!;
    const projections = await Promise.all(
      allProjections.map(async (projection) => {
        const position = checkpoints.get(projection.name) ?? 0n;
        const stopped = parked.get(projection.name);
        return {
          name: projection.name,
          position: position.toString(),
          lag: await lagAt(position),
          caughtUp: position >= head,
          parked: stopped ? { error: stopped.error, failedAt: stopped.failedAt, parkedAt: stopped.parkedAt } : null,
        };
      }),
    );
    const workflows = { parked: await this.resumer.parked() };
    return { status: ready ? 'ok' : 'starting', ...this.infrastructure.describe(), headPosition: head.toString(), projections, workflows };
  }

  /** Root's retry of a run the resumer parked: every process's resumer takes it up again. */
  @CommandEndpoint({ post: 'workflows/retry', access: 'root', body: retryParkedRunSchema })
  @HttpCode(200)
  @ApiOkResponse({ description: 'The parked run is taken up again by the next pass (404 when no such run is parked)' })
  async retryParkedRun(
    @Body(new SchemaPipe(retryParkedRunSchema)) body: z.output<typeof retryParkedRunSchema>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ stream: string }> {
    if (!(await this.resumer.retry(body.stream, `user-${user.id}`))) throw notFound('error.notFound');
    void this.resumer.resume().catch(() => undefined);
    return { stream: body.stream };
  }

  @Get('live')
  @Access('public')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The process is up' })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @Access('public')
  @ApiOkResponse({ description: 'The event store and the read store answer, and the read models hold what the log held at start (503 when not)' })
  async readiness() {
    if (!(await this.isReady())) throw unavailable();
    return { status: 'ok' };
  }

  /**
   * Once ready, asks the stores at most once per `STORES_ASKED_EVERY_MS`: a probe answered thousands
   * of times a second learns that a store stopped answering within that time, without a query per
   * request. Not ready yet, it asks every time.
   */
  private async isReady(): Promise<boolean> {
    const now = Date.now();
    if (now - this.storesAnsweredAt < STORES_ASKED_EVERY_MS) return true;
    const ready = await this.askStores();
    if (ready) this.storesAnsweredAt = now;
    return ready;
  }

  private async askStores(): Promise<boolean> {
    let head: bigint;
    try {
      [head] = await Promise.all([this.infrastructure.eventStore.headPosition(), this.infrastructure.readStore.checkpoints()]);
    } catch {
      return false;
    }
    if (this.ready) return true;
    this.readyAt ??= head;
    this.ready = await this.progress.waitFor(this.readyAt, 0);
    return this.ready;
  }
}

const STORES_ASKED_EVERY_MS = 1000;

/** 503, which the error filter answers as `error.unavailable` ("not ready yet"). */
const unavailable = () => new ServiceUnavailableException();
