import { Inject, Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { ReadStore } from '@cargo/projections';
import { READ_STORE } from '../process/tokens';

/**
 * Each request's handler runs in its own read scope, so a rebuild swapping its read models in
 * meanwhile never gives one request some collections rebuilt and others not.
 */
@Injectable()
export class ReadScopeInterceptor implements NestInterceptor {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    if (!this.store.readScope) return next.handle();
    return new Observable((subscriber) => {
      let handled: { unsubscribe(): void } | undefined;
      this.store.readScope!(() => {
        handled = next.handle().subscribe(subscriber);
      });
      return () => handled?.unsubscribe();
    });
  }
}
