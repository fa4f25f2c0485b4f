import { Injectable, SetMetadata, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable, map } from 'rxjs';
import { DomainError, hiddenGroups, shapedReply, unsettableFields, unsettableGroups, type FieldGroup } from '@cargo/contracts';
import type { AuthenticatedUser } from './authenticated-user';
import { isCommandRoute } from './command-route';
import type { Request } from './request';
import { operationOf } from './route-operation';

const UNSHAPED_KEY = 'unshaped';
/** A reply about the caller's own account (signing in, their session): shown whole, whatever their roles. */
export const Unshaped = () => SetMetadata(UNSHAPED_KEY, true);

/**
 * Field groups as the roles give them, on every route: a staff caller's command that sets a field
 * their roles do not let them change is refused before it runs (403, naming the fields), and every
 * reply leaves out the fields they may not see (`shapedReply`). Customers and visitors are not
 * shaped: their routes answer their own records, which show them whole.
 */
@Injectable()
export class FieldAccessInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as AuthenticatedUser | undefined;
    if (!user || user.roles.length === 0 || Reflect.getMetadata(UNSHAPED_KEY, context.getHandler()) === true) return next.handle();
    const command = isCommandRoute(context.getHandler());
    const { capability } = operationOf(context.getClass(), context.getHandler(), command, request);
    if (command) {
      const refused = unsettableFields(request.body, unsettableGroups(user.permissions), capability);
      if (refused.length > 0) throw hiddenFields(refused);
    }
    const hidden = hiddenFieldsOf(user);
    if (hidden.length === 0) return next.handle();
    return next.handle().pipe(map((reply: unknown) => (isJson(reply) ? shapedReply(reply, hidden, capability) : reply)));
  }
}

/** Files and streams (a report, a picture) are made for the caller by their handler; only JSON replies are shaped here. */
const isJson = (reply: unknown) =>
  typeof reply === 'object' &&
  reply !== null &&
  !(reply instanceof StreamableFile) &&
  !(reply instanceof Uint8Array) &&
  typeof (reply as { pipe?: unknown }).pipe !== 'function';

function hiddenFields(fields: string[]): DomainError {
  return new DomainError(
    'forbidden',
    'error.hiddenField',
    fields.slice(0, 20).map((path) => ({ path, code: 'error.hiddenField' })),
  );
}

/** The field groups a caller may not see (none for customers and visitors, whose routes answer their own records): what a report leaves out. */
export const hiddenFieldsOf = (user: AuthenticatedUser | undefined): FieldGroup[] => (user && user.roles.length > 0 ? hiddenGroups(user.permissions) : []);
