import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const CORRELATION_HEADER = 'x-correlation-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** One id per request: in every event it appends (correlationId), its log line and its reply header. */
    correlationId: string;
  }
}

/** Takes the caller's X-Correlation-Id when it is a plain id, or makes one; answers it back. */
export function correlate(request: Request, response: Response, next: NextFunction): void {
  const offered = request.header(CORRELATION_HEADER);
  request.correlationId = offered && SAFE_ID.test(offered) ? offered : randomUUID();
  response.setHeader('X-Correlation-Id', request.correlationId);
  next();
}
