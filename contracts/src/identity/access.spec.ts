import { canAccess, type AccessLevel } from './access';

const LEVELS: AccessLevel[] = ['public', 'user', 'admin', 'root'];
const auditor = { isAdmin: false, isRoot: false, isAuditor: true };

describe('access rule', () => {
  it('lets an auditor read every level and change nothing that needs a sign-in', () => {
    expect(LEVELS.map((level) => canAccess(level, auditor, 'read'))).toEqual([true, true, true, true]);
    expect(LEVELS.map((level) => canAccess(level, auditor, 'change'))).toEqual([true, false, false, false]);
  });

  it('keeps admin and root as they were, for reads and changes alike', () => {
    const admin = { isAdmin: true, isRoot: false };
    expect(LEVELS.map((level) => canAccess(level, admin))).toEqual([true, true, true, false]);
    expect(LEVELS.map((level) => canAccess(level, admin, 'read'))).toEqual([true, true, true, false]);
    expect(LEVELS.map((level) => canAccess(level, { isAdmin: false, isRoot: false }, 'read'))).toEqual([true, true, false, false]);
    expect(LEVELS.map((level) => canAccess(level, null, 'read'))).toEqual([true, false, false, false]);
  });
});
