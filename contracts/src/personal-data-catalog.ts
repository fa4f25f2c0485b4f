import * as capabilities from './capabilities';
import { translate } from './message-catalog';
import type { Language } from './platform/messages';
import { ERASED, isPersonalData, type PersonalFields } from './platform/personal-data';

/** Every event type's personal fields, from what capabilities export (`*.personal.ts`), for the store's seal. */
const personalFields: Readonly<Record<string, readonly PersonalFields<unknown>[]>> = Object.assign(
  {},
  ...Object.values(capabilities)
    .filter(isPersonalData)
    .map((declaration) => declaration.events),
);

/** The personal fields of an event type, person by person, if it has any. */
export function personalFieldsOf(type: string): readonly PersonalFields<unknown>[] | undefined {
  return personalFields[type];
}

/** Erased personal data reads as "(erased)" in the reader's language (exports, emails). */
export function personalText(text: string, language: Language): string {
  return text === ERASED ? translate('customers.erasedName', language) : text;
}
