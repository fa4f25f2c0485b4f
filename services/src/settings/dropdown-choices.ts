import { dropdownStream, invalid, type DropdownRef, type FieldError } from '@cargo/contracts';
import type { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { dropdownDecider } from './dropdown.decider';

/** A record's field that names a dropdown option, and the option it named before (updates). */
export interface DropdownChoice {
  field: string;
  dropdown: DropdownRef;
  optionId: number;
  previous?: number;
}

/**
 * Refuses options that do not exist, and newly chosen options that were deleted (a record may keep
 * the deleted option it already had). Dropdown states are small and cached, so this is a few lookups.
 */
export async function requireDropdownChoices(aggregates: AggregateRepository, choices: readonly DropdownChoice[]): Promise<void> {
  const fields: FieldError[] = [];
  for (const { field, dropdown, optionId, previous } of choices) {
    const { state } = await aggregates.load(dropdownStream(dropdown), dropdownDecider);
    const option = state.status === 'seeded' ? state.options.get(optionId) : undefined;
    if (!option || (!option.isActive && optionId !== previous)) fields.push({ path: field, code: 'validation.invalidChoice' });
  }
  if (fields.length > 0) throw invalid('error.invalidInput', fields);
}

/** An option's name in a language (a deleted option keeps its name); null for an option that never existed. */
export async function dropdownOptionName(
  aggregates: AggregateRepository,
  dropdown: DropdownRef,
  optionId: number,
  language: 'en' | 'vi',
): Promise<string | null> {
  const { state } = await aggregates.load(dropdownStream(dropdown), dropdownDecider);
  return state.status === 'seeded' ? (state.options.get(optionId)?.displayName[language] ?? null) : null;
}
