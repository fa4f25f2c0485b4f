import { createHash } from 'node:crypto';
import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DomainError, invalid, type RecordedEvent } from '@cargo/contracts';
import { metadataFor } from '../write-model/aggregate-repository';
import { AppendOutcomeUnknownError, ConcurrencyError, type EventStore } from '../event-store/event-store.port';
import { withWriteGate } from '../event-store/write-gate';
import type { AuthenticatedUser } from './authenticated-user';
import { contextOf } from './request-context';

export const COMMAND_KEY = 'command';
/** Marks a route as a command: it may carry an Idempotency-Key and its reply carries a position. */
export const CommandRoute = () => SetMetadata(COMMAND_KEY, true);

/** Printable ASCII, up to 200 characters (a UUID is the usual key). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 20;
/** A claim this old belongs to a request that died (a crash, a kill): the key may be claimed again. */
const ABANDONED_AFTER_MS = 60_000;

/** The stream that records one Idempotency-Key of one route. */
export const commandStream = (scope: string, key: string) => `command-${createHash('sha256').update(`${scope}\u0000${key}`).digest('hex').slice(0, 40)}`;

interface Started {
  fingerprint: string;
}
interface Completed {
  statusCode: number;
  body: unknown;
}

/** Another request with the same key claimed it first: this one waits for that one's reply. */
class ClaimTaken extends Error {}

/**
 * The same Idempotency-Key twice runs the command once and answers the same reply. Keys are scoped
 * to the caller and the route. The key's record is a stream in the event log (`command-{hash}`):
 * claiming it is an append that expects the revision last seen, so two racing requests cannot both
 * run, on either event store adapter. The claim is made just before the command's first append
 * (a write gate), so a request refused before it writes (bad input, a refused decision) leaves
 * nothing in the log. A command that fails after writing releases the key, so a retry runs again;
 * so does a claim left by a request that died.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: EventStore,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const isCommand = this.reflector.get<boolean | undefined>(COMMAND_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = request.header('idempotency-key');
    if (!isCommand || !key) return next.handle();
    if (!IDEMPOTENCY_KEY.test(key)) throw invalid('error.invalidInput', [{ path: 'Idempotency-Key', code: 'validation.invalidValue' }]);
    const caller = (request.user as AuthenticatedUser | undefined)?.id ?? 'anonymous';
    const stream = commandStream(`${caller} ${request.method} ${request.route?.path ?? request.path}`, key);
    const fingerprint = createHash('sha256').update(JSON.stringify({ body: request.body ?? null, params: request.params, query: request.query })).digest('hex');
    return from(this.runOnce(stream, fingerprint, request, response, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }

  private async runOnce(stream: string, fingerprint: string, request: Request, response: Response, run: () => Promise<unknown>): Promise<unknown> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const history = await this.store.readStream(stream);
      const last = history[history.length - 1] as RecordedEvent | undefined;
      if (last?.type === 'CommandCompleted') {
        const claim = history.findLast((event) => event.type === 'CommandStarted')!;
        if ((claim.data as Started).fingerprint !== fingerprint) throw new DomainError('invalid', 'error.idempotencyKeyReused');
        const { statusCode, body } = last.data as Completed;
        response.status(statusCode);
        return body;
      }
      const abandoned = last?.type === 'CommandStarted' && Date.now() - Date.parse(last.metadata.timestamp) > ABANDONED_AFTER_MS;
      if (!last || last.type === 'CommandReleased' || abandoned) {
        const outcome = await this.runClaimingOnFirstWrite(stream, fingerprint, last ? last.revision : 'no_stream', request, response, run);
        if (outcome.ran) return outcome.body;
        continue;
      }
      if (Date.now() > deadline) throw new DomainError('conflict', 'error.idempotencyInProgress');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Runs the command; its first append claims the key. `ran: false` when another request claimed it first. */
  private async runClaimingOnFirstWrite(
    stream: string,
    fingerprint: string,
    expected: bigint | 'no_stream',
    request: Request,
    response: Response,
    run: () => Promise<unknown>,
  ): Promise<{ ran: true; body: unknown } | { ran: false }> {
    let claimed: bigint | null = null;
    const claim = async () => {
      claimed = await this.claim(stream, fingerprint, request, expected);
      if (claimed === null) throw new ClaimTaken();
    };
    let body: unknown;
    try {
      body = await withWriteGate(claim, run);
    } catch (error) {
      if (claimed === null) {
        if (error instanceof ClaimTaken) return { ran: false };
        throw error;
      }
      // The command may have committed: the key stays claimed, and a retry waits for it to be taken over.
      if (error instanceof AppendOutcomeUnknownError) throw error;
      await this.store.append(stream, [{ type: 'CommandReleased', data: {}, metadata: metadataFor(contextOf(request)) }], claimed);
      throw error;
    }
    if (claimed !== null) {
      const completed: Completed = { statusCode: response.statusCode, body };
      await this.store.append(stream, [{ type: 'CommandCompleted', data: completed, metadata: metadataFor(contextOf(request)) }], claimed);
    }
    return { ran: true, body };
  }

  private async claim(stream: string, fingerprint: string, request: Request, expected: bigint | 'no_stream'): Promise<bigint | null> {
    try {
      const started: Started = { fingerprint };
      const result = await this.store.append(stream, [{ type: 'CommandStarted', data: started, metadata: metadataFor(contextOf(request)) }], expected);
      return result.nextRevision;
    } catch (error) {
      if (error instanceof ConcurrencyError) return null;
      throw error;
    }
  }
}
