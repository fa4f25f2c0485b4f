import type { DropdownEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { dropdownDecider } from './dropdown.decider';

const spec = deciderSpec(dropdownDecider);
const seeded: DropdownEvent = {
  type: 'DropdownSeeded',
  data: {
    dropdown: 'currency',
    options: [
      { id: 1, displayName: { en: 'US Dollar', vi: 'Đô la Mỹ' }, customEnum: 'UsDollar' },
      { id: 2, displayName: { en: 'Vietnamese Dong', vi: 'Đồng Việt Nam' }, customEnum: 'VietDong' },
    ],
  },
};
const euro: DropdownEvent = {
  type: 'DropdownOptionAdded',
  data: { dropdown: 'currency', option: { id: 3, displayName: { en: 'Euro', vi: 'Euro' }, customEnum: null } },
};
const update = (optionId: number, change: Partial<{ displayName: { en: string; vi: string }; customEnum: string | null; isActive: boolean }> = {}) => ({
  type: 'UpdateOption' as const,
  data: { dropdown: 'currency' as const, optionId, displayName: { en: 'Euro', vi: 'Euro' }, customEnum: null, isActive: true, ...change },
});

describe('dropdown decider', () => {
  it('seeds a dropdown once, from the catalog, with ids from 1', () => {
    spec
      .given([])
      .when({ type: 'SeedDropdown', data: { dropdown: 'warehouse' } })
      .then([
        {
          type: 'DropdownSeeded',
          data: {
            dropdown: 'warehouse',
            options: [
              { id: 1, displayName: { en: 'US warehouse', vi: 'Kho Mỹ' }, customEnum: 'US' },
              { id: 2, displayName: { en: 'VN warehouse', vi: 'Kho Việt Nam' }, customEnum: 'VN' },
            ],
          },
        },
      ]);
    spec
      .given([seeded])
      .when({ type: 'SeedDropdown', data: { dropdown: 'currency' } })
      .then([]);
  });

  it('adds an option with the next id of its dropdown', () => {
    spec
      .given([seeded])
      .when({ type: 'AddOption', data: { dropdown: 'currency', displayName: { en: 'Euro', vi: 'Euro' } } })
      .then([euro]);
  });

  it('renames an option and sets a free custom enum; an unchanged option decides nothing', () => {
    spec
      .given([seeded, euro])
      .when(update(3, { displayName: { en: 'Euro', vi: 'Đồng Euro' }, customEnum: 'Euro' }))
      .then([
        { type: 'DropdownOptionUpdated', data: { dropdown: 'currency', option: { id: 3, displayName: { en: 'Euro', vi: 'Đồng Euro' }, customEnum: 'Euro' } } },
      ]);
    spec.given([seeded, euro]).when(update(3)).then([]);
  });

  it('deletes an option without a custom enum softly, and can bring it back', () => {
    spec
      .given([seeded, euro])
      .when(update(3, { isActive: false }))
      .then([{ type: 'DropdownOptionDeactivated', data: { dropdown: 'currency', optionId: 3 } }]);
    spec
      .given([seeded, euro, { type: 'DropdownOptionDeactivated', data: { dropdown: 'currency', optionId: 3 } }])
      .when(update(3))
      .then([{ type: 'DropdownOptionReactivated', data: { dropdown: 'currency', optionId: 3 } }]);
  });

  it('refuses to delete an option with a custom enum, to change a reserved one, to reuse one, or an unknown option', () => {
    spec
      .given([seeded])
      .when(update(1, { displayName: { en: 'US Dollar', vi: 'Đô la Mỹ' }, customEnum: 'UsDollar', isActive: false }))
      .thenThrows('settings.optionHasCustomEnum');
    spec
      .given([seeded])
      .when(update(1, { customEnum: null }))
      .thenThrows('settings.customEnumReserved');
    spec
      .given([seeded, euro])
      .when(update(3, { customEnum: 'VietDong' }))
      .thenThrows('settings.customEnumTaken');
    spec
      .given([seeded, euro])
      .when(update(3, { customEnum: 'Euro', isActive: false }))
      .thenThrows('settings.optionHasCustomEnum');
    spec.given([seeded]).when(update(9)).thenThrows('settings.optionNotFound');
    spec
      .given([])
      .when({ type: 'AddOption', data: { dropdown: 'currency', displayName: { en: 'Euro', vi: 'Euro' } } })
      .thenThrows('settings.dropdownNotFound');
  });
});
