import type { DomainEvent, DropdownView } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { dropdownsProjection } from './dropdowns.projection';

const dropdownIn = (events: DomainEvent[]) => project(dropdownsProjection, recorded(events)).get('dropdowns/4') as DropdownView | undefined;

const seeded: DomainEvent = {
  type: 'DropdownSeeded',
  data: {
    dropdown: 'currency',
    options: [
      { id: 1, displayName: { en: 'US Dollar', vi: 'Đô la Mỹ' }, customEnum: 'UsDollar' },
      { id: 2, displayName: { en: 'Vietnamese Dong', vi: 'Đồng Việt Nam' }, customEnum: 'VietDong' },
    ],
  },
};
const added: DomainEvent = {
  type: 'DropdownOptionAdded',
  data: { dropdown: 'currency', option: { id: 3, displayName: { en: 'Euro', vi: 'Euro' }, customEnum: null } },
};

describe('dropdowns projection', () => {
  it('keeps one document per dropdown, named in both languages, with its seeded options active', () => {
    const view = dropdownIn([seeded]);
    expect(view).toMatchObject({ id: 4, strRef: 'currency', displayName: { en: 'Currency', vi: 'Tiền tệ' } });
    expect(view?.options).toEqual([
      { id: 1, dropdownId: 4, displayName: { en: 'US Dollar', vi: 'Đô la Mỹ' }, customEnum: 'UsDollar', isActive: true },
      { id: 2, dropdownId: 4, displayName: { en: 'Vietnamese Dong', vi: 'Đồng Việt Nam' }, customEnum: 'VietDong', isActive: true },
    ]);
  });

  it('appends added options, renames them, and keeps a deleted one as inactive (records still name it)', () => {
    const given: DomainEvent[] = [
      seeded,
      added,
      { type: 'DropdownOptionUpdated', data: { dropdown: 'currency', option: { id: 3, displayName: { en: 'Euro', vi: 'Đồng Euro' }, customEnum: 'Euro' } } },
      { type: 'DropdownOptionDeactivated', data: { dropdown: 'currency', optionId: 2 } },
    ];
    const options = dropdownIn(given)?.options ?? [];
    expect(options.map(({ id, isActive, customEnum }) => ({ id, isActive, customEnum }))).toEqual([
      { id: 1, isActive: true, customEnum: 'UsDollar' },
      { id: 2, isActive: false, customEnum: 'VietDong' },
      { id: 3, isActive: true, customEnum: 'Euro' },
    ]);
    expect(options[2].displayName).toEqual({ en: 'Euro', vi: 'Đồng Euro' });
  });

  it('brings a deleted option back when it is reactivated', () => {
    const given: DomainEvent[] = [
      seeded,
      { type: 'DropdownOptionDeactivated', data: { dropdown: 'currency', optionId: 2 } },
      { type: 'DropdownOptionReactivated', data: { dropdown: 'currency', optionId: 2 } },
    ];
    expect(dropdownIn(given)?.options).toContainEqual(expect.objectContaining({ id: 2, isActive: true }));
  });

  it('gives the same documents when every event is applied twice', () => {
    const given = recorded([seeded, added, { type: 'DropdownOptionDeactivated', data: { dropdown: 'currency', optionId: 3 } }]);
    expect(project(dropdownsProjection, eachTwice(given))).toEqual(project(dropdownsProjection, given));
  });
});
