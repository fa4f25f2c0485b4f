import fc from 'fast-check';
import { sameHash } from './same-hash';

describe('sameHash', () => {
  it('is true exactly when two hashes are equal', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{0,64}$/), fc.stringMatching(/^[0-9a-f]{0,64}$/), (a, b) => {
        expect(sameHash(a, b)).toBe(a === b);
        expect(sameHash(a, a)).toBe(true);
      }),
    );
  });

  it('tells hashes apart that differ in one place only, first or last', () => {
    const hash = 'ab'.repeat(32);
    expect(sameHash(hash, `c${hash.slice(1)}`)).toBe(false);
    expect(sameHash(hash, `${hash.slice(0, -1)}c`)).toBe(false);
    expect(sameHash(hash, hash.slice(1))).toBe(false);
  });
});
