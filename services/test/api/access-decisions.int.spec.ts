import { startTestApp, type TestApp } from '../../src/testing/test-app';
import { ACCESS_KEY, type AccessLevel } from '../../src/platform/http/access';

/**
 * Every route must say who may call it. Generated from the live route table (OpenAPI), not a hand
 * list: a new endpoint without an @Access decision fails here.
 */
describe('access decisions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('declares an access level on every API route', async () => {
    const spec = (await app.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { operationId: string }>> };
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operationId: operation.operationId })));
    expect(operations.length).toBeGreaterThan(15);
    const container = app.app as unknown as { get: (token: unknown) => unknown };
    const undecided: string[] = [];
    for (const { path, method, operationId } of operations) {
      const [controllerName, handlerName] = operationId.split('_');
      const controllerClass = findController(container, controllerName);
      const handler = controllerClass?.prototype[handlerName] as object | undefined;
      const level = handler && (Reflect.getMetadata(ACCESS_KEY, handler) as AccessLevel | undefined);
      if (!level) undecided.push(`${method.toUpperCase()} ${path}`);
    }
    expect(undecided).toEqual([]);
  });

  it('exposes only the health check to visitors in this slice', async () => {
    const spec = (await app.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { operationId: string }>> };
    const publicRoutes = Object.entries(spec.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
      .filter(({ operation }) => {
        const [controllerName, handlerName] = operation.operationId.split('_');
        const handler = findController(app.app as never, controllerName)?.prototype[handlerName] as object;
        return Reflect.getMetadata(ACCESS_KEY, handler) === 'public';
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(publicRoutes).toEqual(['GET /api/health']);
  });
});

type ControllerClass = { name: string; prototype: Record<string, unknown> };

function findController(app: { get: (token: unknown) => unknown }, name: string): ControllerClass | undefined {
  const modules = (app as unknown as { container: { getModules(): Map<string, { controllers: Map<unknown, { metatype: ControllerClass }> }> } }).container.getModules();
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) if (wrapper.metatype.name === name) return wrapper.metatype;
  }
  return undefined;
}
