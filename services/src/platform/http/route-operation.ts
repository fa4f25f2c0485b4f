import { SetMetadata, type Type } from '@nestjs/common';
import { ROLE_CAPABILITIES, type Operation, type RoleAction, type RoleCapability } from '@cargo/contracts';

const CAPABILITY_KEY = 'role-capability';
const ACTION_KEY = 'role-action';

/**
 * The capability whose roles' actions a service capability's routes fall under: its own where the
 * roles name it; the contact form's messages and the emails are the customers' screens; the command
 * palette and the platform's routes belong to none in particular (any staff role reads them, and
 * what they answer is shaped per field group).
 */
const ROLE_CAPABILITY_OF: Readonly<Record<string, RoleCapability | null>> = {
  ...Object.fromEntries(ROLE_CAPABILITIES.map((capability) => [capability, capability])),
  contact: 'customers',
  notifications: 'customers',
  search: null,
};

/**
 * Marks each capability module's controllers with their capability, from the registry's names
 * (`BillingModule` is billing's), so a new capability needs no line here unless the roles call it otherwise.
 */
export function markRouteCapabilities(modules: Readonly<Record<string, unknown>>): void {
  for (const [name, module] of Object.entries(modules)) {
    const folder = name.replace(/Module$/, '').toLowerCase();
    if (!(folder in ROLE_CAPABILITY_OF)) throw new Error(`${name}: its capability is not among the roles' (ROLE_CAPABILITY_OF)`);
    const controllers = (Reflect.getMetadata('controllers', module as object) ?? []) as Type[];
    for (const controller of controllers) Reflect.defineMetadata(CAPABILITY_KEY, ROLE_CAPABILITY_OF[folder], controller);
  }
}

/** The parts of a request a route's capability may depend on. */
export interface RouteRequest {
  params?: unknown;
}
type CapabilityOf = RoleCapability | null | ((request: RouteRequest) => RoleCapability | null);

/** A route whose capability is not its controller's: none in particular (null), or its record's (a record's history is read by that record's readers). */
export const RouteCapability = (capability: CapabilityOf) => SetMetadata(CAPABILITY_KEY, capability);

/** A command route's action when it is not the usual one for its path (`delete/...`: delete, `add...`: create, else change). */
export const RoleActionOf = (action: RoleAction) => SetMetadata(ACTION_KEY, action);

/** The path's action: removing and restoring need delete, adding or registering create, anything else change. */
export function actionOfPath(path: string, method: 'post' | 'get' | 'delete'): RoleAction {
  if (method === 'delete' || /^(delete|restore)\b/.test(path)) return 'delete';
  return /^(add|register|upload|receive|photo\/upload)\b/.test(path) ? 'create' : 'change';
}

/** What a route does, for `canAccess` and the replies' shaping: its capability (the controller's unless its own; null outside any), and its action (a query reads). */
export function operationOf(controller: object, handler: object, command: boolean, request: RouteRequest = {}): Operation {
  const own = Reflect.getMetadata(CAPABILITY_KEY, handler) as CapabilityOf | undefined;
  const declared = own !== undefined ? own : ((Reflect.getMetadata(CAPABILITY_KEY, controller) as RoleCapability | null | undefined) ?? null);
  const capability = typeof declared === 'function' ? declared(request) : declared;
  return { capability, action: command ? ((Reflect.getMetadata(ACTION_KEY, handler) as RoleAction | undefined) ?? 'change') : 'read' };
}
