import { Controller, Get, Headers, Inject, Req, Res, type OnModuleDestroy } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { ServerResponse } from 'node:http';
import { LIVE_EVENT, LIVE_HEARTBEAT_MS, LIVE_REPLACED_EVENT, LIVE_STREAMS_PER_SESSION, notAcceptable, type LiveMessage } from '@cargo/contracts';
import { Access } from './access';
import type { AuthenticatedUser } from './authenticated-user';
import type { Reply, Request } from './request';
import type { Infrastructure } from '../process/infrastructure';
import { INFRASTRUCTURE } from '../process/tokens';

/**
 * Live updates: a server-sent event stream saying which read models moved after each projection
 * commit (names only, never data, so what a caller may read is still decided by each query). The
 * web client refetches the queries on screen that read them.
 */
@ApiTags('live')
@SkipThrottle()
@Controller('changes')
export class ChangesController implements OnModuleDestroy {
  private readonly open = new Set<ServerResponse>();
  /** Each session's open streams, oldest first (per process: each API process holds its own). */
  private readonly bySession = new Map<string, ServerResponse[]>();

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  /** Open streams end when the app closes, so shutdown does not wait for clients to leave. */
  onModuleDestroy(): void {
    for (const response of this.open) response.end();
  }

  @Get()
  @Access('user')
  @ApiOkResponse({ description: `text/event-stream: a '${LIVE_EVENT}' event with { position, collections } after each projection commit` })
  @ApiProduces('text/event-stream')
  stream(@Headers('accept') accept: string | undefined, @Req() request: Request, @Res() reply: Reply): void {
    // A client that cannot read a stream would wait on it forever: it is told so at once.
    if (!accept?.includes('text/event-stream')) throw notAcceptable('error.eventStreamOnly');
    // The stream is written to the socket as it goes; the headers set so far (security, correlation) go with it.
    reply.hijack();
    const response = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
    // no-transform keeps any compressing proxy from buffering the stream.
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.write(': connected\n\n');
    const send = (message: LiveMessage) => response.write(`event: ${LIVE_EVENT}\ndata: ${JSON.stringify(message)}\n\n`);
    const unsubscribe = this.infrastructure.moves.subscribe(send);
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), LIVE_HEARTBEAT_MS);
    heartbeat.unref();
    this.open.add(response);
    const sessionId = (request.user as AuthenticatedUser).sessionId;
    const sessions = this.bySession.get(sessionId) ?? [];
    this.bySession.set(sessionId, sessions);
    sessions.push(response);
    // A tab that reconnects without closing its old stream must not pile streams up: the oldest goes.
    if (sessions.length > LIVE_STREAMS_PER_SESSION) sessions.shift()!.end(`event: ${LIVE_REPLACED_EVENT}\ndata: {}\n\n`);
    response.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.open.delete(response);
      const left = this.bySession.get(sessionId)?.filter((open) => open !== response) ?? [];
      if (left.length > 0) this.bySession.set(sessionId, left);
      else this.bySession.delete(sessionId);
    });
  }
}
