import * as capabilities from './capabilities';
import { isMessages, platformMessages, type CodesOf, type Language } from './platform/messages';

type Exported = (typeof capabilities)[keyof typeof capabilities];

/** Every code a user can be shown: the platform's and those of every table a capability exports. */
export type MessageKey = CodesOf<typeof platformMessages> | CodesOf<Exported>;

/**
 * Every message a user can see from the server or from a shared schema, in both languages. The web
 * merges this catalog into its i18next resources and the server translates with it, so a rule's
 * wording lives in exactly one place.
 */
export const messages: Readonly<Record<MessageKey, { readonly en: string; readonly vi: string }>> = collectMessages();

function collectMessages() {
  const catalog: Record<string, { en: string; vi: string }> = { ...platformMessages };
  for (const table of Object.values(capabilities).filter(isMessages)) {
    for (const [code, text] of Object.entries(table)) {
      // A code is an API (clients match on it): two capabilities must never claim the same one.
      if (Object.prototype.hasOwnProperty.call(catalog, code)) throw new Error(`Message code ${code} is defined twice`);
      catalog[code] = text;
    }
  }
  return catalog as Record<MessageKey, { en: string; vi: string }>;
}

export function translate(key: MessageKey, language: Language): string {
  return messages[key][language];
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, value);
}
