import { createHash } from 'node:crypto';
import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DomainError, invalid, type CommandReceipt, type RecordedEvent } from '@cargo/contracts';
import { metadataFor } from '../write-model/aggregate-repository';
import { AppendOutcomeUnknownError, ConcurrencyError, type EventStore, type EventToAppend, type ExpectedRevision } from '../event-store/event-store.port';
import { KEY_STREAM_PREFIX } from '../event-store/key-streams';
import { withWriteGate, type WriteGate } from '../event-store/write-gate';
import type { AuthenticatedUser } from './authenticated-user';
import { contextOf } from './request-context';
import { headerOf, paramsOf, routeOf, type Reply as Response, type Request } from './request';
import type { AppConfig } from '../process/config';
import type { Infrastructure } from '../process/infrastructure';
import { APP_CONFIG, INFRASTRUCTURE } from '../process/tokens';
import generated from './contract/response-schemas.json';

/** Printable ASCII, up to 200 characters (a UUID is the usual key). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 20;
const RECEIPT = '#/components/schemas/CommandReceipt';

/** The stream that records one Idempotency-Key of one route. */
export const commandStream = (scope: string, key: string) =>
  `${KEY_STREAM_PREFIX}${createHash('sha256').update(`${scope}\u0000${key}`).digest('hex').slice(0, 40)}`;

/** The key is claimed (just before the command's first append). */
interface Started {
  fingerprint: string;
}
/** Written before each append the command makes: where its first event will be, and which ids it had allocated. */
interface Writing {
  stream: string;
  revision: string;
  eventId: string;
  count: number;
  allocated: number[];
  /** A step a later append confirms (see `provisionally`): finding it alone does not mean the command took effect. */
  provisional: boolean;
}
interface Completed {
  statusCode: number;
  body: unknown;
}

/** Another request with the same key claimed it first (or its older events are no longer read): this one reads the key again. */
class ClaimTaken extends Error {
  constructor(readonly head: bigint | 'no_stream') {
    super('claim taken');
  }
}

/**
 * The same Idempotency-Key twice runs the command once and answers the same reply. Keys are scoped
 * to the caller and the route. The key's record is a stream in the event log (`command-{hash}`):
 * claiming it is an append that expects the revision last seen, so two racing requests cannot both
 * run, on either event store adapter. The claim is made just before the command's first append
 * (a write gate), so a request refused before it writes leaves nothing in the log; and before each
 * of its appends the command records where that append's first event will be (`CommandWriting`).
 *
 * A command that fails having written only provisional steps releases the key, so a retry runs
 * again; one that may have taken effect never does (see `afterFailure`). A claim left without a
 * reply by a request that died (a crash, a kill) is settled from the log once it is `abandonAfterMs`
 * old: if any append it recorded (but a provisional one) is in its stream, the command took effect and the retry answers its
 * receipt (the id it allocated or was given, the position of its last event found), which is stored
 * as the key's reply; if none is, the command wrote nothing and the retry runs it. A key never runs
 * its command twice while it is kept (`IDEMPOTENCY_KEEP_DAYS`, `key-streams.ts`); sent again after
 * that, it is a new request, claimed at the revision its stream has reached.
 *
 * Command routes only (`CommandRoute`): the key's own appends bypass the write gate, so it writes to
 * the event store itself rather than the gated one commands use.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly store: EventStore;
  private readonly abandonAfterMs: number;

  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure, @Inject(APP_CONFIG) config: AppConfig) {
    this.store = infrastructure.eventStore;
    this.abandonAfterMs = config.idempotencyAbandonMs;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = headerOf(request, 'idempotency-key');
    if (!key) return next.handle();
    if (!IDEMPOTENCY_KEY.test(key)) throw invalid('error.invalidInput', [{ path: 'Idempotency-Key', code: 'validation.invalidValue' }]);
    const caller = (request.user as AuthenticatedUser | undefined)?.id ?? 'anonymous';
    const stream = commandStream(`${caller} ${request.method} ${routeOf(request)}`, key);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ body: request.body ?? null, params: paramsOf(request), query: request.query }))
      .digest('hex');
    const answersReceipt =
      (generated.operations as Record<string, { schema?: { $ref?: string } } | undefined>)[`${context.getClass().name}_${context.getHandler().name}`]?.schema
        ?.$ref === RECEIPT;
    return from(this.runOnce(stream, fingerprint, answersReceipt, request, response, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }

  private async runOnce(
    stream: string,
    fingerprint: string,
    answersReceipt: boolean,
    request: Request,
    response: Response,
    run: () => Promise<unknown>,
  ): Promise<unknown> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    // The revision of a key stream whose events are no longer kept (`key-streams.ts`), once a claim has met it.
    let unseenHead: bigint | null = null;
    for (;;) {
      const history = await this.store.readStream(stream);
      const last = history[history.length - 1] as RecordedEvent | undefined;
      const claim = history.findLast((event) => event.type === 'CommandStarted');
      // Free: never claimed, released, or claimed so long ago that the claim is no longer kept.
      if (!last || last.type === 'CommandReleased' || !claim) {
        const outcome = await this.runClaimingOnFirstWrite(
          stream,
          fingerprint,
          last ? last.revision : (unseenHead ?? 'no_stream'),
          answersReceipt,
          request,
          response,
          run,
        );
        if (outcome.ran) return outcome.body;
        if (!last && outcome.head !== 'no_stream') unseenHead = outcome.head;
        continue;
      }
      if ((claim.data as Started).fingerprint !== fingerprint) throw new DomainError('invalid', 'error.idempotencyKeyReused');
      if (last.type === 'CommandCompleted') return this.answer(response, last.data as Completed);
      if (Date.now() - Date.parse(last.metadata.timestamp) > this.abandonAfterMs) {
        const settled = await this.settleAbandoned(stream, history.slice(history.indexOf(claim)), answersReceipt, request);
        if (settled) return this.answer(response, settled);
        continue;
      }
      if (Date.now() > deadline) throw new DomainError('conflict', 'error.idempotencyInProgress');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private answer(response: Response, { statusCode, body }: Completed): unknown {
    void response.status(statusCode);
    return body;
  }

  /**
   * A claim whose request died: did its command write? Each recorded append is looked up at its
   * revision (its first event's id must match). Written: its receipt becomes the key's reply. Not
   * written: the key is released for this retry. Null when another retry settled it first (read again).
   * A route whose reply is more than a receipt cannot be answered as it would have been: the retry
   * is told the request was carried out, and never runs it again.
   */
  private async settleAbandoned(stream: string, attempt: readonly RecordedEvent[], answersReceipt: boolean, request: Request): Promise<Completed | null> {
    const last = attempt[attempt.length - 1];
    let position: bigint | null = null;
    let allocated: number[] = [];
    for (const event of attempt) {
      if (event.type !== 'CommandWriting') continue;
      const writing = event.data as Writing;
      if (writing.provisional) continue;
      const found = await this.store.readStream(writing.stream, BigInt(writing.revision));
      if (found[0]?.metadata.eventId !== writing.eventId) continue;
      const lastOfAppend = found[Math.min(writing.count, found.length) - 1].position;
      if (position === null || lastOfAppend > position) position = lastOfAppend;
      allocated = writing.allocated;
    }
    const metadata = metadataFor(contextOf(request));
    try {
      if (position === null) {
        await this.store.append(stream, [{ type: 'CommandReleased', data: { reason: 'abandoned before writing' }, metadata }], last.revision);
        return null;
      }
      if (!answersReceipt) throw new DomainError('conflict', 'error.idempotencyCommitted');
      const receipt: CommandReceipt = { id: allocated[0] ?? idOf(request), position: position.toString() };
      const completed: Completed = { statusCode: request.method === 'POST' ? 201 : 200, body: receipt };
      await this.store.append(stream, [{ type: 'CommandCompleted', data: completed, metadata }], last.revision);
      return completed;
    } catch (error) {
      if (error instanceof ConcurrencyError) return null;
      throw error;
    }
  }

  /** Runs the command through a gate that claims the key at its first append. `ran: false` when another request claimed it first. */
  private async runClaimingOnFirstWrite(
    stream: string,
    fingerprint: string,
    expected: bigint | 'no_stream',
    answersReceipt: boolean,
    request: Request,
    response: Response,
    run: () => Promise<unknown>,
  ): Promise<{ ran: true; body: unknown } | { ran: false; head: bigint | 'no_stream' }> {
    const gate = new KeyGate(this.store, stream, fingerprint, expected, () => metadataFor(contextOf(request)));
    let body: unknown;
    try {
      body = await withWriteGate(gate, run);
    } catch (error) {
      if (gate.revision === null) {
        if (error instanceof ClaimTaken) return { ran: false, head: error.head };
        throw error;
      }
      await this.afterFailure(stream, gate, error, answersReceipt, request);
      throw error;
    }
    if (gate.revision !== null) {
      const completed: Completed = { statusCode: response.statusCode, body };
      await this.store.append(stream, [{ type: 'CommandCompleted', data: completed, metadata: metadataFor(contextOf(request)) }], gate.revision);
    }
    return { ran: true, body };
  }

  /**
   * A claimed request that failed. Only steps a later one confirms were attempted (an order's stock
   * holds, taken back or left to the resumer): nothing took effect, so the key is released for a
   * retry. Once anything else was attempted the key is never given back: an append whose outcome is
   * unknown leaves the claim for a retry to settle once abandoned (it may still land); otherwise the
   * claim is settled now from the log, as an abandoned one would be (released only when none of its
   * appends is there).
   */
  private async afterFailure(stream: string, gate: KeyGate, error: unknown, answersReceipt: boolean, request: Request): Promise<void> {
    const metadata = metadataFor(contextOf(request));
    if (!gate.tookEffectMaybe) {
      await this.store.append(stream, [{ type: 'CommandReleased', data: {}, metadata }], gate.revision!).catch(() => undefined);
      return;
    }
    if (error instanceof AppendOutcomeUnknownError) return;
    const history = await this.store.readStream(stream);
    const claim = history.findLast((event) => event.type === 'CommandStarted');
    if (claim) await this.settleAbandoned(stream, history.slice(history.indexOf(claim)), answersReceipt, request).catch(() => undefined);
  }
}

/**
 * One keyed request's gate: its first append claims the key; each append (but an id allocation,
 * which is no effect of its own) first records where it will write. The key's stream is written
 * in order, one append at a time.
 */
class KeyGate implements WriteGate {
  /** The key stream's revision once claimed. */
  revision: bigint | null = null;
  /** Whether an append that is no provisional step was attempted: from then on the command may have taken effect. */
  tookEffectMaybe = false;
  private readonly ids: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: EventStore,
    private readonly stream: string,
    private readonly fingerprint: string,
    private readonly expected: bigint | 'no_stream',
    private readonly metadata: () => EventToAppend['metadata'],
  ) {}

  beforeAppend(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision, provisional: boolean): Promise<void> {
    const step = this.queue.then(async () => {
      if (this.revision === null) await this.claim();
      if (expected === 'any') return;
      this.tookEffectMaybe ||= !provisional;
      const writing: Writing = {
        stream: streamId,
        revision: String(expected === 'no_stream' ? 0n : expected + 1n),
        eventId: events[0].metadata.eventId,
        count: events.length,
        allocated: [...this.ids],
        provisional,
      };
      this.revision = (
        await this.store.append(this.stream, [{ type: 'CommandWriting', data: writing, metadata: this.metadata() }], this.revision!)
      ).nextRevision;
    });
    this.queue = step.catch(() => undefined);
    return step;
  }

  allocated(id: number): void {
    this.ids.push(id);
  }

  private async claim(): Promise<void> {
    try {
      const started: Started = { fingerprint: this.fingerprint };
      this.revision = (
        await this.store.append(this.stream, [{ type: 'CommandStarted', data: started, metadata: this.metadata() }], this.expected)
      ).nextRevision;
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new ClaimTaken(error.actual);
      throw error;
    }
  }
}

/** The record a command without an allocated id acted on: its route's `:id`, or its body's `id`. */
function idOf(request: Request): number {
  const body = request.body as { id?: unknown } | undefined;
  return Number(paramsOf(request).id ?? body?.id ?? 0);
}
