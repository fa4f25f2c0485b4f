import { Inject, Injectable, type CallHandler, type CanActivate, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { tap, type Observable } from 'rxjs';
import { invalid } from '@cargo/contracts';
import type { AuthenticatedUser } from './authenticated-user';
import { isCommandRoute } from './command-route';
import { headerOf, type Reply, type Request } from './request';
import type { AppConfig } from '../process/config';
import { APP_CONFIG } from '../process/tokens';

export const MIN_POSITION_HEADER = 'x-min-position';
export const EVENT_POSITION_HEADER = 'x-event-position';

/** Something that knows how far the read models have come (the in-process runner, or the stored checkpoints). */
export abstract class ProjectionProgress {
  abstract waitFor(position: bigint, timeoutMs: number): Promise<boolean>;
}

const REMEMBERED_SESSIONS = 50_000;

/** The last position each signed-in session wrote, for its next queries (the oldest sessions are forgotten first). */
@Injectable()
export class SessionPositions {
  private readonly positions = new Map<string, bigint>();

  remember(session: string, position: bigint): void {
    const known = this.positions.get(session);
    this.positions.delete(session);
    this.positions.set(session, known !== undefined && known > position ? known : position);
    if (this.positions.size > REMEMBERED_SESSIONS) this.positions.delete(this.positions.keys().next().value as string);
  }

  lastOf(session: string): bigint | undefined {
    return this.positions.get(session);
  }
}

const sessionOf = (request: Request) => (request.user as AuthenticatedUser | undefined)?.sessionId;

/**
 * Read your writes, the command's half: its reply carries its last event's position (body and
 * X-Event-Position), remembered as its session's last write. On command routes only (`CommandRoute`).
 */
@Injectable()
export class WrittenPositionInterceptor implements NestInterceptor {
  constructor(private readonly sessions: SessionPositions) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Reply>();
    return next.handle().pipe(
      tap((body) => {
        const position = (body as { position?: unknown } | undefined)?.position;
        if (typeof position !== 'string') return;
        void response.header(EVENT_POSITION_HEADER, position);
        const session = sessionOf(request);
        if (session) this.sessions.remember(session, BigInt(position));
      }),
    );
  }
}

/**
 * Read your writes, the query's half: a query waits until projections have passed the position it
 * asks for (X-Min-Position) or, by default, the last position its own session wrote, so an API
 * client that creates something and lists it sees it. The wait is bounded; past it the reply says
 * X-Read-Models-Behind: true. A guard rather than an interceptor: it only ever holds the request
 * back and lets it through, and a query that waits for nothing costs no more than a lookup.
 */
@Injectable()
export class ReadYourWritesGuard implements CanActivate {
  private readonly timeoutMs: number;

  constructor(
    private readonly progress: ProjectionProgress,
    private readonly sessions: SessionPositions,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.timeoutMs = config.readYourWritesTimeoutMs;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (isCommandRoute(context.getHandler())) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const asked = headerOf(request, MIN_POSITION_HEADER);
    if (asked !== undefined && !/^\d{1,20}$/.test(asked)) throw invalid('error.invalidInput', [{ path: MIN_POSITION_HEADER, code: 'validation.invalidValue' }]);
    const session = sessionOf(request);
    const wanted = asked !== undefined ? BigInt(asked) : session ? this.sessions.lastOf(session) : undefined;
    if (wanted === undefined || wanted === 0n) return true;
    if (!(await this.progress.waitFor(wanted, this.timeoutMs))) context.switchToHttp().getResponse<Reply>().header('x-read-models-behind', 'true');
    return true;
  }
}
