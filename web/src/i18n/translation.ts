/** The same tree of keys as `T`, each leaf a string in another language. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** One source's strings in both languages: the app's own, or a feature's. */
export interface Strings {
  en: object;
  vi: object;
}
