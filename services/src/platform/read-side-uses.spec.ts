import { join, resolve } from 'node:path';
import { declaredUses, undeclaredReads } from '../testing/read-side-uses';

const ROOT = resolve(__dirname, '../../..');
const FIXTURES = join(ROOT, 'scripts/dependency-rules');

/**
 * Importing another capability's collections from `@cargo/projections` is a use of that capability,
 * held to `capability.json` like any import (depcruise sees only the package, not the names taken).
 */
describe('the read side obeys the capability boundaries', () => {
  it('catches a capability reading collections of one it does not declare (scripts/dependency-rules)', () => {
    expect(undeclaredReads(FIXTURES, declaredUses(FIXTURES), ROOT)).toEqual(['services/src/contact/reads-orders.ts: ORDERS of ordering']);
  });

  it('finds none in the product', () => {
    expect(undeclaredReads(ROOT, declaredUses(ROOT))).toEqual([]);
  });
});
