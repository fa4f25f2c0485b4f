import appStrings from '../i18n/app.strings.json';
import { addStrings } from '../i18n/i18n';
import type { Translation } from '../i18n/translation';
import type { Feature } from '../shared/feature';
import * as registered from './features';

/** Every feature, each page carrying the capability its feature names unless it names its own. */
export const allFeatures: readonly Feature[] = Object.values(registered).map((feature: Feature) => ({
  ...feature,
  pages: feature.pages.map((page) => (page.capability || !feature.capability ? page : { ...page, capability: feature.capability })),
}));

type UnionToIntersection<U> = (U extends unknown ? (from: U) => void : never) extends (from: infer I) => void ? I : never;

/** Every string the UI shows: the app's own and each feature's, as one tree (the shape i18next reads). */
export type UiStrings = (typeof appStrings)['en'] & UnionToIntersection<(typeof registered)[keyof typeof registered]['strings']['en']>;

/** Joins string trees; two sources defining the same key is a mistake, not an override. */
export function joinStrings(trees: readonly object[], path = ''): object {
  const joined: Record<string, unknown> = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const at = path ? `${path}.${key}` : key;
      const existing = joined[key];
      if (existing === undefined) joined[key] = value;
      else if (typeof existing === 'object' && typeof value === 'object') joined[key] = joinStrings([existing as object, value as object], at);
      else throw new Error(`UI string ${at} is defined twice`);
    }
  }
  return joined;
}

export const uiStrings = {
  en: joinStrings([appStrings.en, ...allFeatures.map((feature) => feature.strings.en)]) as UiStrings,
  vi: joinStrings([appStrings.vi, ...allFeatures.map((feature) => feature.strings.vi)]) as Translation<UiStrings>,
};

addStrings(uiStrings);
