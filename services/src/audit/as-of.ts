import { applyDecorators, Injectable, SetMetadata, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiQuery } from '@nestjs/swagger';
import { asOfQuerySchema, type HistoryRecordType, type RecordAsOf } from '@cargo/contracts';
import { from, type Observable } from 'rxjs';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { paramsOf, queryOf, type Request } from '../platform/http/request';
import type { AnswersAlso } from '../platform/http/openapi';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { AuditQueries } from './audit.queries';

export const AS_OF_RECORD = 'asOfRecord';

/**
 * `?asOf=<instant>` on a record's get-by-id: the record as it was then (its fields, as the History
 * tab's "as of" shows them) instead of now. Reading the past is reading the history: the caller
 * needs the right to read this kind of record's history, beside the route's own access.
 */
export const AsOfRecord = (recordType: HistoryRecordType): AnswersAlso<RecordAsOf> =>
  applyDecorators(
    SetMetadata(AS_OF_RECORD, recordType),
    UseInterceptors(AsOfInterceptor),
    ApiQuery({
      name: 'asOf',
      required: false,
      description: 'An instant (ISO 8601 with offset): answers the record as it was then, `{ at, position, timestamp, fields }`; 404 when it did not exist yet',
    }),
  );

/** Answers a get-by-id's `?asOf=` from the audit log, instead of the route's handler (on `@AsOfRecord` routes only). */
@Injectable()
export class AsOfInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditQueries,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const recordType = this.reflector.get<HistoryRecordType>(AS_OF_RECORD, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    const asOf = queryOf(request).asOf;
    if (asOf === undefined) return next.handle();
    const { at } = new SchemaPipe(asOfQuerySchema).transform({ at: asOf });
    const id = new IdPipe().transform(String(paramsOf(request).id));
    return from(this.audit.asOf(recordType, String(id), at, (request.user as AuthenticatedUser | undefined) ?? null));
  }
}
