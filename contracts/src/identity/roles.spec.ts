import fc from 'fast-check';
import { BUILT_IN_ROLES } from './built-in-roles';
import { FIELD_GROUPS, fieldAccess, permits, ROLE_ACTIONS, ROLE_CAPABILITIES, type RoleDefinition } from './roles';
import { roleSchema } from './roles.schemas';

const role = (key: string) => BUILT_IN_ROLES.find((candidate) => candidate.key === key)!;
const valid = {
  key: 'night-shift',
  name: { en: 'Night shift', vi: 'Ca đêm' },
  actions: { receiving: ['read', 'change'] },
  fields: { money: 'none', costs: 'none', personal: 'read' },
};

describe('roles as data: the one rule', () => {
  it('the owner may do everything; the auditor reads everything and changes nothing', () => {
    for (const capability of ROLE_CAPABILITIES)
      for (const action of ROLE_ACTIONS) {
        expect(permits([role('owner')], capability, action)).toBe(true);
        expect(permits([role('auditor')], capability, action)).toBe(action === 'read');
      }
    expect(FIELD_GROUPS.map((group) => fieldAccess([role('auditor')], group))).toEqual(['read', 'read', 'read']);
  });

  it('warehouse staff receive and ship but never open billing, and see no money or costs; sales see prices, never costs', () => {
    const warehouse = [role('warehouse')];
    expect(permits(warehouse, 'receiving', 'change')).toBe(true);
    expect(permits(warehouse, 'shipping', 'create')).toBe(true);
    expect(permits(warehouse, 'billing', 'read')).toBe(false);
    expect(permits(warehouse, 'expenses', 'read')).toBe(false);
    expect([fieldAccess(warehouse, 'money'), fieldAccess(warehouse, 'costs')]).toEqual(['none', 'none']);
    expect([fieldAccess([role('sales')], 'money'), fieldAccess([role('sales')], 'costs')]).toEqual(['change', 'none']);
  });

  it('a user holding several roles gets what any of them gives, and no role of no rights gives anything', () => {
    const both = [role('warehouse'), role('sales')];
    expect(permits(both, 'ordering', 'delete')).toBe(true);
    expect(permits(both, 'receiving', 'delete')).toBe(true);
    expect(fieldAccess(both, 'money')).toBe('change');
    expect(fieldAccess(both, 'costs')).toBe('none');
    expect(permits([], 'catalog', 'read')).toBe(false);
    expect(fieldAccess([], 'personal')).toBe('none');
  });

  it('adding a role never takes a right away (any roles, any capability, action and field group)', () => {
    const roles = fc.subarray([...BUILT_IN_ROLES] as RoleDefinition[]);
    fc.assert(
      fc.property(
        roles,
        fc.constantFrom(...BUILT_IN_ROLES),
        fc.constantFrom(...ROLE_CAPABILITIES),
        fc.constantFrom(...ROLE_ACTIONS),
        (held, added, capability, action) => {
          if (permits(held, capability, action)) expect(permits([...held, added], capability, action)).toBe(true);
          for (const group of FIELD_GROUPS)
            expect(['none', 'read', 'change'].indexOf(fieldAccess([...held, added], group))).toBeGreaterThanOrEqual(
              ['none', 'read', 'change'].indexOf(fieldAccess(held, group)),
            );
        },
      ),
    );
  });

  it('every built-in role is a role root could have set', () => {
    for (const builtIn of BUILT_IN_ROLES) expect(roleSchema.safeParse(builtIn).success).toBe(true);
  });

  it('refuses an unknown capability, action or field group, and a bad key, each with its own message', () => {
    const codes = (input: unknown) => roleSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(codes(valid)).toBeUndefined();
    expect(codes({ ...valid, actions: { payroll: ['read'] } })).toEqual([['actions', 'identity.unknownCapability']]);
    expect(codes({ ...valid, actions: { receiving: ['approve'] } })).toEqual([['actions.receiving.0', 'identity.unknownAction']]);
    expect(codes({ ...valid, fields: { ...valid.fields, salaries: 'read' } })).toEqual([['fields', 'identity.unknownFieldGroup']]);
    expect(codes({ ...valid, key: 'Night Shift' })).toEqual([['key', 'identity.roleKey']]);
  });
});
