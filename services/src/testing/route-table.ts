import type { INestApplication } from '@nestjs/common';
import type { AccessLevel, Operation } from '@cargo/contracts';
import { ACCESS_KEY } from '../platform/http/access';
import { isCommandRoute } from '../platform/http/command-route';
import { operationOf } from '../platform/http/route-operation';
import type { TestApp } from './test-app';

export interface Route {
  method: 'get' | 'post' | 'delete';
  path: string;
  level: AccessLevel | undefined;
  /** A command (changes something) rather than a read: an auditor may only read. */
  command: boolean;
  /** Its capability and action, as the guard reads them. */
  operation: Operation | undefined;
}

/** Every operation of the OpenAPI document with the access level its handler declares. */
export async function routeTable(app: TestApp): Promise<Route[]> {
  const spec = (await app.anonymous.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { operationId: string }>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [controllerName, handlerName] = operation.operationId.split('_');
      const controller = findController(app.app, controllerName);
      const handler = controller?.prototype[handlerName] as object | undefined;
      const command = Boolean(handler && isCommandRoute(handler));
      return {
        method: method as Route['method'],
        path,
        level: handler && (Reflect.getMetadata(ACCESS_KEY, handler) as AccessLevel | undefined),
        command,
        // As the matrix calls it: a history of a product.
        operation: controller && handler ? operationOf(controller, handler, command, { params: { recordType: 'product' } }) : undefined,
      };
    }),
  );
}

type ControllerClass = { name: string; prototype: Record<string, unknown> };

function findController(app: INestApplication, name: string): ControllerClass | undefined {
  const modules = (
    app as unknown as { container: { getModules(): Map<string, { controllers: Map<unknown, { metatype: ControllerClass }> }> } }
  ).container.getModules();
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) if (wrapper.metatype.name === name) return wrapper.metatype;
  }
  return undefined;
}
