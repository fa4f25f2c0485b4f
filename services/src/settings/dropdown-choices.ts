import { dropdownStream, invalid, type DropdownRef, type FieldError } from '@cargo/contracts';
import type { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { streamRead, StreamStates } from '../platform/write-model/use-case';
import { dropdownDecider } from './dropdown.decider';

/** A record's field that names a dropdown option, and the option it named before (updates). */
export interface DropdownChoice {
  field: string;
  dropdown: DropdownRef;
  optionId: number;
  previous?: number;
}

/** A dropdown's stream, as a use case that checks a choice reads it. */
export const dropdownRead = (dropdown: DropdownRef) => streamRead(dropdownStream(dropdown), dropdownDecider);

/** The streams the choices are checked on. */
export const choiceReads = (choices: readonly DropdownChoice[]) => choices.map(({ dropdown }) => dropdownRead(dropdown));

/**
 * Refuses options that do not exist, and newly chosen options that were deleted (a record may keep
 * the deleted option it already had): the rule, on the dropdowns' states as read.
 */
export function checkDropdownChoices(choices: readonly DropdownChoice[], states: StreamStates): void {
  const fields: FieldError[] = [];
  for (const { field, dropdown, optionId, previous } of choices) {
    const state = states.of(dropdownRead(dropdown));
    const option = state.status === 'seeded' ? state.options.get(optionId) : undefined;
    if (!option || (!option.isActive && optionId !== previous)) fields.push({ path: field, code: 'validation.invalidChoice' });
  }
  if (fields.length > 0) throw invalid('error.invalidInput', fields);
}

/** The same rule for a handler that is not yet a use case: it reads the dropdowns (small and cached) itself. */
export async function requireDropdownChoices(aggregates: AggregateRepository, choices: readonly DropdownChoice[]): Promise<void> {
  const states = new Map<string, unknown>();
  for (const read of choiceReads(choices)) states.set(read.stream, (await aggregates.load(read.stream, read.decider)).state);
  checkDropdownChoices(choices, new StreamStates(states));
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
