import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { canAccess } from '@cargo/contracts';
import { allProjections, parkedProjections } from '@cargo/projections';
import { Access } from './access';
import type { AuthenticatedUser } from './authenticated-user';
import { CurrentUser } from './request-context';
import type { Infrastructure } from '../process/infrastructure';
import { INFRASTRUCTURE } from '../process/tokens';

/**
 * Liveness (the process answers), readiness (its stores answer) and, for root only, the details:
 * adapters, head position and each projection's lag. Anonymous callers learn only that it is up.
 */
@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  @Get()
  @Access('public')
  @ApiOkResponse({ description: "{ status: 'ok' }; with a root token also the adapters, head position and each projection's lag" })
  async health(@CurrentUser() user: AuthenticatedUser | undefined) {
    if (!canAccess('root', user ?? null, 'read')) return { status: 'ok' };
    const head = await this.infrastructure.eventStore.headPosition();
    const checkpoints = await this.infrastructure.readStore.checkpoints();
    const parked = new Map((await parkedProjections(this.infrastructure.readStore, allProjections)).map((item) => [item.id, item]));
    const projections = allProjections.map((projection) => {
      const position = checkpoints.get(projection.name) ?? 0n;
      const stopped = parked.get(projection.name);
      return { name: projection.name, position: position.toString(), lag: (head - position).toString(), caughtUp: position >= head, parked: stopped ? { error: stopped.error, failedAt: stopped.failedAt, parkedAt: stopped.parkedAt } : null };
    });
    return { status: 'ok', ...this.infrastructure.describe(), headPosition: head.toString(), projections };
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
  @ApiOkResponse({ description: 'The event store and the read store answer (503 when not)' })
  async ready() {
    try {
      await Promise.all([this.infrastructure.eventStore.headPosition(), this.infrastructure.readStore.checkpoints()]);
    } catch {
      throw new ServiceUnavailableException();
    }
    return { status: 'ok' };
  }
}
