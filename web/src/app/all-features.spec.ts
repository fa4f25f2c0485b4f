import { allFeatures, joinStrings, uiStrings } from './all-features';
import { drawerEntries } from '../shared/feature';
import { gridLocaleText } from '../shared/grid-locale';
import { everyString } from './testing/every-string';

/** Every string: the app's and each feature's, and those a page loads with it (`FeaturePage.strings`). */
let en: object = uiStrings.en;
let vi: object = uiStrings.vi;
beforeAll(async () => {
  ({ en, vi } = await everyString());
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
}

const at = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('UI strings', () => {
  it('include the strings a page loads with it', () => {
    expect(typeof at(en, 'shipping.scan.title')).toBe('string');
    expect(typeof at(uiStrings.en, 'shipping.scan.title')).toBe('undefined');
  });

  it('have the same keys in Vietnamese and English', () => {
    expect(keysOf(vi).sort()).toEqual(keysOf(en).sort());
  });

  it('are never empty in either language', () => {
    for (const text of [...leaves(en), ...leaves(vi)]) expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
  });

  it('keep the same {{placeholders}} in both languages', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/{{\w+}}/g)
        ?.sort() ?? [];
    for (const key of keysOf(en)) {
      expect({ key, placeholders: placeholders(at(vi, key)) }).toEqual({ key, placeholders: placeholders(at(en, key)) });
    }
  });

  it("name every feature page's tab title and drawer entry in both languages", () => {
    const keys = [
      ...allFeatures.flatMap((feature) => feature.pages.map((page) => `titles.${page.title}`)),
      ...drawerEntries(allFeatures).map((entry) => entry.label),
    ];
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect({ key, en: typeof at(en, key), vi: typeof at(vi, key) }).toEqual({ key, en: 'string', vi: 'string' });
  });

  it('write Vietnamese drawer entries and tab titles in sentence case, as Vietnamese does (only the first word capitalised)', () => {
    const labels = [
      ...drawerEntries(allFeatures).map((entry) => entry.label),
      ...allFeatures.flatMap((feature) => feature.pages.map((page) => `titles.${page.title}`)),
    ];
    // Names keep their capitals: brands and countries in a label.
    const NAMES = new Set(['Việt', 'Nam', 'Mỹ']);
    for (const key of labels) {
      const later = String(at(vi, key)).split(/\s+/).slice(1);
      expect({ key, capitalised: later.filter((word) => /^\p{Lu}/u.test(word) && !NAMES.has(word)) }).toEqual({ key, capitalised: [] });
    }
  });

  it('give every page its own tab title in each language (a list and its record never share one)', () => {
    for (const language of [en, vi]) {
      const titles = Object.entries((language as { titles: Record<string, string> }).titles);
      const shared = titles
        .filter(([key, text]) => titles.some(([other, otherText]) => other !== key && otherText === text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(shared).toEqual([]);
    }
  });

  it('refuse two features defining the same key, and join the ones that share a section', () => {
    expect(joinStrings([{ titles: { a: 'A' } }, { titles: { b: 'B' } }])).toEqual({ titles: { a: 'A', b: 'B' } });
    expect(() => joinStrings([{ titles: { a: 'A' } }, { titles: { a: 'Other' } }])).toThrow('UI string titles.a is defined twice');
  });
});

describe('the grid texts', () => {
  it.each(['en', 'vi'] as const)('say an empty list as the phone cards do (%s)', (language) => {
    expect(gridLocaleText(language).noRowsLabel).toBe(uiStrings[language].common.noRows);
  });
});
