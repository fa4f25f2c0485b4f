import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from 'virtual:message-catalog';
import { LANGUAGES, type Language, type MessageKey } from '@cargo/contracts';
import appStrings from './app.strings.json';
import type { Strings } from './translation';

const STORAGE_KEY = 'language';

/** Server and schema messages come from contracts, so their wording is never copied here. */
function messageCatalog(language: Language): Record<MessageKey, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[language]])) as Record<MessageKey, string>;
}

const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language chosen with the switch; on a first visit, the first of the browser's languages the app
 * speaks (`en-GB` is English); Vietnamese, the business's own, when it asks for neither.
 */
function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const asked = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return asked.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage) ?? 'vi';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  resources: {
    en: { translation: appStrings.en, messages: messageCatalog('en') },
    vi: { translation: appStrings.vi, messages: messageCatalog('vi') },
  },
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Installs the UI strings (the app's and every feature's, joined in `app/all-features.ts`) before anything renders. */
export function addStrings(strings: Strings): void {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', strings[language], true, true);
}

/** Whether a schema's or the server's text is a message code the catalog translates. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, value);
}

/** The language the switch offers: the one not on screen. */
export const otherLanguage = (language: string): Language => (language === 'vi' ? 'en' : 'vi');

export function switchLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

/** The Intl locale for numbers, money and dates in the current language. */
export const intlLocale = (language: string) => (language === 'vi' ? 'vi-VN' : 'en-US');
