import { AsyncLocalStorage } from 'node:async_hooks';
import { lastValueFrom, from } from 'rxjs';
import type { ReadStore } from '@cargo/projections';
import { ReadScopeInterceptor } from './read-scope';

describe('the read scope of a request', () => {
  it("runs the whole handler, its awaits included, inside the store's scope, and each request in its own", async () => {
    const scopes = new AsyncLocalStorage<number>();
    let opened = 0;
    const store = { readScope: (work: () => void) => scopes.run((opened += 1), work) } as unknown as ReadStore;
    const interceptor = new ReadScopeInterceptor(store);
    const handler = async () => {
      const before = scopes.getStore();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [before, scopes.getStore()];
    };
    const first = lastValueFrom(interceptor.intercept(null, { handle: () => from(handler()) }));
    const second = lastValueFrom(interceptor.intercept(null, { handle: () => from(handler()) }));
    expect(await first).toEqual([1, 1]);
    expect(await second).toEqual([2, 2]);
  });

  it('passes the handler through for a store without scopes', async () => {
    const interceptor = new ReadScopeInterceptor({} as ReadStore);
    expect(await lastValueFrom(interceptor.intercept(null, { handle: () => from(Promise.resolve('answer')) }))).toBe('answer');
  });
});
