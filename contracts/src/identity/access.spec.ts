import { canAccess, type AccessLevel } from './access';

const LEVELS: AccessLevel[] = ['public', 'user', 'admin', 'root'];
const auditor = { isAdmin: false, isRoot: false, isAuditor: true };

describe('access rule', () => {
  it('lets an auditor read every level and change nothing, not even through a public command', () => {
    expect(LEVELS.map((level) => canAccess(level, auditor, 'read'))).toEqual([true, true, true, true]);
    expect(LEVELS.map((level) => canAccess(level, auditor, 'change'))).toEqual([false, false, false, false]);
    // Visitors and everyone else still use the public commands (the contact form, registration).
    expect(canAccess('public', null, 'change')).toBe(true);
    expect(canAccess('public', { isAdmin: false, isRoot: false }, 'change')).toBe(true);
  });

  it('keeps admin and root as they were, for reads and changes alike', () => {
    const admin = { isAdmin: true, isRoot: false };
    expect(LEVELS.map((level) => canAccess(level, admin))).toEqual([true, true, true, false]);
    expect(LEVELS.map((level) => canAccess(level, admin, 'read'))).toEqual([true, true, true, false]);
    expect(LEVELS.map((level) => canAccess(level, { isAdmin: false, isRoot: false }, 'read'))).toEqual([true, true, false, false]);
    expect(LEVELS.map((level) => canAccess(level, null, 'read'))).toEqual([true, false, false, false]);
  });
});
