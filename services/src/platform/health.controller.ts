import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { allProjections } from '@cargo/projections';
import { Access } from './http/access';
import type { Infrastructure } from './infrastructure';
import { INFRASTRUCTURE } from './tokens';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  /** Liveness plus projection lag: how far each read model is behind the head of the log. */
  @Get()
  @Access('public')
  @ApiOkResponse({ description: 'Adapters in use, head position, and each projection checkpoint with its lag in positions' })
  async health() {
    const head = await this.infrastructure.eventStore.headPosition();
    const checkpoints = await this.infrastructure.readStore.checkpoints();
    const projections = allProjections.map((projection) => {
      const position = checkpoints.get(projection.name) ?? 0n;
      return { name: projection.name, position: position.toString(), lag: (head - position).toString(), caughtUp: position >= head };
    });
    return { status: 'ok', ...this.infrastructure.describe(), headPosition: head.toString(), projections };
  }
}
