import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, mergeMap, tap, type Observable } from 'rxjs';
import { invalid } from '@cargo/contracts';
import { COMMAND_KEY } from './idempotency';

export const MIN_POSITION_HEADER = 'x-min-position';
export const EVENT_POSITION_HEADER = 'x-event-position';

/** Something that knows how far the read models have come (the in-process runner, or the stored checkpoints). */
export abstract class ProjectionProgress {
  abstract waitFor(position: bigint, timeoutMs: number): Promise<boolean>;
}

/**
 * Read your writes: a command reply carries its last event's position (body and X-Event-Position);
 * a query that sends X-Min-Position answers once projections have passed it, or after a bounded
 * wait with X-Read-Models-Behind: true.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly progress: ProjectionProgress,
    private readonly timeoutMs: number,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (this.reflector.get<boolean | undefined>(COMMAND_KEY, context.getHandler())) {
      return next.handle().pipe(
        tap((body) => {
          const position = (body as { position?: unknown } | undefined)?.position;
          if (typeof position === 'string') response.setHeader(EVENT_POSITION_HEADER, position);
        }),
      );
    }
    const wanted = request.header(MIN_POSITION_HEADER);
    if (!wanted) return next.handle();
    if (!/^\d{1,20}$/.test(wanted)) throw invalid('error.invalidInput', [{ path: MIN_POSITION_HEADER, code: 'validation.invalidValue' }]);
    return from(this.progress.waitFor(BigInt(wanted), this.timeoutMs)).pipe(
      mergeMap((caughtUp) => {
        if (!caughtUp) response.setHeader('x-read-models-behind', 'true');
        return next.handle();
      }),
    );
  }
}
