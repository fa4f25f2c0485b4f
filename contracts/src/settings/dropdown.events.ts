import type { DomainEvent } from '../platform/envelope';
import type { DropdownRef, LocalizedName } from './dropdown.catalog';

export interface DropdownOption {
  id: number;
  displayName: LocalizedName;
  customEnum: string | null;
}

/** A dropdown's first event: the options a new store starts with (ids from 1). */
export type DropdownSeeded = DomainEvent<'DropdownSeeded', { dropdown: DropdownRef; options: DropdownOption[] }>;
export type DropdownOptionAdded = DomainEvent<'DropdownOptionAdded', { dropdown: DropdownRef; option: DropdownOption }>;
/** New display names and/or custom enum. */
export type DropdownOptionUpdated = DomainEvent<'DropdownOptionUpdated', { dropdown: DropdownRef; option: DropdownOption }>;
/** "Delete" on the setting screen: the option stays (records keep pointing at it) but is offered no more. */
export type DropdownOptionDeactivated = DomainEvent<'DropdownOptionDeactivated', { dropdown: DropdownRef; optionId: number }>;
export type DropdownOptionReactivated = DomainEvent<'DropdownOptionReactivated', { dropdown: DropdownRef; optionId: number }>;
export type DropdownEvent = DropdownSeeded | DropdownOptionAdded | DropdownOptionUpdated | DropdownOptionDeactivated | DropdownOptionReactivated;

export interface DropdownOptionView extends DropdownOption {
  dropdownId: number;
  isActive: boolean;
}

export interface DropdownView {
  id: number;
  strRef: DropdownRef;
  displayName: LocalizedName;
  options: DropdownOptionView[];
}
