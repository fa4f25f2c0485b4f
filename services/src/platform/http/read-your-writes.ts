import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, mergeMap, tap, type Observable } from 'rxjs';
import { invalid } from '@cargo/contracts';
import type { AuthenticatedUser } from './authenticated-user';
import { COMMAND_KEY } from './idempotency';

export const MIN_POSITION_HEADER = 'x-min-position';
export const EVENT_POSITION_HEADER = 'x-event-position';

/** Something that knows how far the read models have come (the in-process runner, or the stored checkpoints). */
export abstract class ProjectionProgress {
  abstract waitFor(position: bigint, timeoutMs: number): Promise<boolean>;
}

const REMEMBERED_SESSIONS = 50_000;

/** The last position each signed-in session wrote, for its next queries (the oldest sessions are forgotten first). */
class SessionPositions {
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

/**
 * Read your writes: a command reply carries its last event's position (body and X-Event-Position);
 * a query waits until projections have passed the position it asks for (X-Min-Position) or, by
 * default, the last position its own session wrote, so an API client that creates something and
 * lists it sees it. The wait is bounded; past it the reply says X-Read-Models-Behind: true.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  private readonly sessions = new SessionPositions();

  constructor(
    private readonly reflector: Reflector,
    private readonly progress: ProjectionProgress,
    private readonly timeoutMs: number,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const session = (request.user as AuthenticatedUser | undefined)?.sessionId;
    if (this.reflector.get<boolean | undefined>(COMMAND_KEY, context.getHandler())) {
      return next.handle().pipe(
        tap((body) => {
          const position = (body as { position?: unknown } | undefined)?.position;
          if (typeof position !== 'string') return;
          response.setHeader(EVENT_POSITION_HEADER, position);
          if (session) this.sessions.remember(session, BigInt(position));
        }),
      );
    }
    const asked = request.header(MIN_POSITION_HEADER);
    if (asked !== undefined && !/^\d{1,20}$/.test(asked)) throw invalid('error.invalidInput', [{ path: MIN_POSITION_HEADER, code: 'validation.invalidValue' }]);
    const wanted = asked !== undefined ? BigInt(asked) : session ? this.sessions.lastOf(session) : undefined;
    if (wanted === undefined || wanted === 0n) return next.handle();
    return from(this.progress.waitFor(wanted, this.timeoutMs)).pipe(
      mergeMap((caughtUp) => {
        if (!caughtUp) response.setHeader('x-read-models-behind', 'true');
        return next.handle();
      }),
    );
  }
}
