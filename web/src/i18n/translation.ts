/** The same tree of keys as `T`, each leaf a string in another language. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * One source's strings in both languages: the app's own (`i18n/app.strings.json`) or a feature's
 * (`<feature>.strings.json`). They are data, kept as JSON for translators; `app/all-features.spec.ts` holds both
 * languages to the same keys and placeholders.
 */
export interface Strings {
  en: object;
  vi: object;
}
