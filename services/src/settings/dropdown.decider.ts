import {
  conflict,
  dropdownByRef,
  invalid,
  notFound,
  reservedCustomEnums,
  type DropdownEvent,
  type DropdownOption,
  type DropdownRef,
  type LocalizedName,
  unhandled,
} from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

type OptionState = DropdownOption & { isActive: boolean };

export type DropdownState = { status: 'unseeded' } | { status: 'seeded'; options: ReadonlyMap<number, OptionState> };

export type DropdownCommand =
  | { type: 'SeedDropdown'; data: { dropdown: DropdownRef } }
  | { type: 'AddOption'; data: { dropdown: DropdownRef; displayName: LocalizedName } }
  | { type: 'UpdateOption'; data: { dropdown: DropdownRef; optionId: number; displayName: LocalizedName; customEnum: string | null; isActive: boolean } };

const withOption = (options: ReadonlyMap<number, OptionState>, option: OptionState) => new Map(options).set(option.id, option);

function evolve(state: DropdownState, event: DropdownEvent): DropdownState {
  const options = state.status === 'seeded' ? state.options : new Map<number, OptionState>();
  switch (event.type) {
    case 'DropdownSeeded':
      return { status: 'seeded', options: new Map(event.data.options.map((option) => [option.id, { ...option, isActive: true }])) };
    case 'DropdownOptionAdded':
      return { status: 'seeded', options: withOption(options, { ...event.data.option, isActive: true }) };
    case 'DropdownOptionUpdated':
      return { status: 'seeded', options: withOption(options, { ...event.data.option, isActive: options.get(event.data.option.id)?.isActive ?? true }) };
    case 'DropdownOptionDeactivated':
    case 'DropdownOptionReactivated': {
      const option = options.get(event.data.optionId);
      return option ? { status: 'seeded', options: withOption(options, { ...option, isActive: event.type === 'DropdownOptionReactivated' }) } : state;
    }
    default:
      return unhandled(event);
  }
}

function decide(command: DropdownCommand, state: DropdownState): DropdownEvent[] {
  const { dropdown } = command.data;
  if (command.type === 'SeedDropdown') {
    if (state.status === 'seeded') return [];
    const options = dropdownByRef(dropdown).seeds.map(({ en, vi, customEnum }, index) => ({
      id: index + 1,
      displayName: { en, vi },
      customEnum: customEnum ?? null,
    }));
    return [{ type: 'DropdownSeeded', data: { dropdown, options } }];
  }
  if (state.status !== 'seeded') throw notFound('settings.dropdownNotFound');
  switch (command.type) {
    case 'AddOption': {
      // Ids count up within a dropdown, so a product's brandId 3 means the third brand ever added.
      const id = Math.max(0, ...state.options.keys()) + 1;
      return [{ type: 'DropdownOptionAdded', data: { dropdown, option: { id, displayName: command.data.displayName, customEnum: null } } }];
    }
    case 'UpdateOption': {
      const { optionId, displayName, customEnum, isActive } = command.data;
      const current = state.options.get(optionId);
      if (!current) throw notFound('settings.optionNotFound');
      const reserved = reservedCustomEnums(dropdownByRef(dropdown));
      if (current.customEnum !== customEnum) {
        if (current.customEnum !== null && reserved.has(current.customEnum))
          throw invalid('settings.customEnumReserved', [{ path: 'customEnum', code: 'settings.customEnumReserved' }]);
        if (customEnum !== null && [...state.options.values()].some((other) => other.id !== optionId && other.customEnum === customEnum)) {
          throw invalid('settings.customEnumTaken', [{ path: 'customEnum', code: 'settings.customEnumTaken' }]);
        }
      }
      if (!isActive && current.isActive && (current.customEnum !== null || customEnum !== null)) throw conflict('settings.optionHasCustomEnum');
      const events: DropdownEvent[] = [];
      const renamed = current.displayName.en !== displayName.en || current.displayName.vi !== displayName.vi;
      if (renamed || current.customEnum !== customEnum)
        events.push({ type: 'DropdownOptionUpdated', data: { dropdown, option: { id: optionId, displayName, customEnum } } });
      if (current.isActive !== isActive)
        events.push({ type: isActive ? 'DropdownOptionReactivated' : 'DropdownOptionDeactivated', data: { dropdown, optionId } });
      return events;
    }
    default:
      return unhandled(command);
  }
}

export const dropdownDecider: Decider<DropdownCommand, DropdownEvent, DropdownState> = { initialState: { status: 'unseeded' }, evolve, decide };
