import { allFeatures, joinStrings, uiStrings } from '../all-features';

/** Every UI string in both languages: the app's and each feature's, and those a page loads with it (`FeaturePage.strings`). */
export async function everyString(): Promise<{ en: object; vi: object }> {
  const loaders = [...new Set(allFeatures.flatMap((feature) => feature.pages.flatMap((page) => (page.strings ? [page.strings] : []))))];
  const pageStrings = await Promise.all(loaders.map(async (load) => (await load()).default));
  // A page's strings may not define a key the app already has (joinStrings throws).
  return {
    en: joinStrings([uiStrings.en, ...pageStrings.map((strings) => strings.en)]),
    vi: joinStrings([uiStrings.vi, ...pageStrings.map((strings) => strings.vi)]),
  };
}
