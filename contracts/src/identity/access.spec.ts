import { canAccess, type AccessLevel } from './access';
import { BUILT_IN_ROLES } from './built-in-roles';
import { combinedPermissions, roleFlags } from './roles';

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

describe('access rule with roles as data', () => {
  const staff = (key: string) => {
    const role = BUILT_IN_ROLES.find((candidate) => candidate.key === key)!;
    return { ...roleFlags([key]), permissions: combinedPermissions([role]) };
  };

  it("runs a staff route only where the user's roles allow its capability and action", () => {
    const warehouse = staff('warehouse');
    expect(canAccess('admin', warehouse, 'change', { capability: 'receiving', action: 'create' })).toBe(true);
    expect(canAccess('admin', warehouse, 'read', { capability: 'billing', action: 'read' })).toBe(false);
    expect(canAccess('admin', warehouse, 'change', { capability: 'catalog', action: 'change' })).toBe(false);
    expect(canAccess('root', warehouse, 'read')).toBe(false);
    const accountant = staff('accountant');
    expect(canAccess('admin', accountant, 'change', { capability: 'billing', action: 'delete' })).toBe(true);
    expect(canAccess('admin', accountant, 'read', { capability: 'shipping', action: 'read' })).toBe(true);
    expect(canAccess('admin', accountant, 'change', { capability: 'shipping', action: 'change' })).toBe(false);
  });

  it('lets any staff role read what belongs to no capability in particular, and change it only if the role changes something', () => {
    expect(canAccess('admin', staff('auditor'), 'read', { capability: null, action: 'read' })).toBe(true);
    expect(canAccess('admin', staff('auditor'), 'change', { capability: null, action: 'change' })).toBe(false);
    expect(canAccess('admin', staff('warehouse'), 'change', { capability: null, action: 'change' })).toBe(true);
    expect(canAccess('admin', { ...roleFlags([]), permissions: combinedPermissions([]) }, 'read', { capability: null, action: 'read' })).toBe(false);
  });
});
