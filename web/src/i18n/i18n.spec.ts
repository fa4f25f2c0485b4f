import { en } from './en';
import { vi } from './vi';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
}

describe('UI strings', () => {
  it('have the same keys in Vietnamese and English', () => {
    expect(keysOf(vi).sort()).toEqual(keysOf(en).sort());
  });

  it('are never empty in either language', () => {
    for (const text of [...leaves(en), ...leaves(vi)]) expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
  });

  it('keep the same {{placeholders}} in both languages', () => {
    const placeholders = (text: unknown) => String(text).match(/{{\w+}}/g)?.sort() ?? [];
    const vietnamese = new Map(keysOf(vi).map((key) => [key, key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], vi)]));
    for (const key of keysOf(en)) {
      const english = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
      expect({ key, placeholders: placeholders(vietnamese.get(key)) }).toEqual({ key, placeholders: placeholders(english) });
    }
  });
});
