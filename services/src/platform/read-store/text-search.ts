import type { Filter } from '@cargo/projections';

const REGEX_META = /[.*+?^${}()|[\]\\]/;

/**
 * A regex our queries build from literal text (`containing`), back to the literal; null for a real
 * pattern, and for one holding a NUL, which no full-text query string can carry (SQLite's ends there):
 * the regex itself decides those.
 */
export function literalOfRegex(pattern: string): string | null {
  if (pattern.includes('\u0000')) return null;
  let literal = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '\\') {
      const next = pattern[index + 1];
      if (next === undefined || !REGEX_META.test(next)) return null;
      literal += next;
      index += 1;
    } else if (REGEX_META.test(char)) return null;
    else literal += char;
  }
  return literal;
}

/** Where the MongoDB store keeps each document's trigrams, per declared text field (hidden from reads). */
export const TRIGRAMS_FIELD = '_trigrams';

/**
 * A character as a case-insensitive regex compares it (ECMAScript's Canonicalize without the `u`
 * flag): upper-cased, unless that takes more than one unit or turns a non-ASCII letter into ASCII.
 * Folding the text and the literal this way, a document the `i` regex matches holds every trigram
 * of the literal (a lower-casing fold would not: 'ς' and 'σ' match, lower-cased they differ).
 */
function canonical(character: string): string {
  const upper = character.toUpperCase();
  if (character.length !== 1 || upper.length !== 1) return character;
  return character.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128 ? character : upper;
}

/** The distinct trigrams of a text, case folded as the `i` flag folds (three characters, not UTF-16 units). */
export function trigramsOf(text: string): string[] {
  const characters = [...text].map(canonical);
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= characters.length; index += 1) grams.add(characters.slice(index, index + 3).join(''));
  return [...grams];
}

/** A document's trigrams for each declared text field that holds text (or texts); null when none does. */
export function documentTrigrams(doc: Record<string, unknown>, fields: readonly string[]): Record<string, string[]> | null {
  let kept: Record<string, string[]> | null = null;
  for (const field of fields) {
    const value = doc[field];
    const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    const grams = [...new Set(texts.flatMap(trigramsOf))];
    if (grams.length > 0) (kept ??= {})[field] = grams;
  }
  return kept;
}

/** Trigrams asked of one search at most: enough to narrow it through the index, the regex decides the rest. */
const GRAMS_ASKED = 8;

/**
 * The filter with each literal "contains" of three or more characters on a declared text field (at
 * the top, or inside $and / $or) also asking for the literal's trigrams, which a multikey index
 * answers: the documents read are those holding them, not the whole collection. The regex stays and
 * decides; the trigrams only narrow (a document whose field contains the text holds every trigram
 * of it, case folded as the `i` flag folds).
 */
export function withTrigrams(filter: Filter, textFields: ReadonlySet<string>): Filter {
  const narrowed: Filter = {};
  for (const [key, condition] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or') && Array.isArray(condition)) {
      narrowed[key] = condition.map((part) => (typeof part === 'object' && part !== null ? withTrigrams(part as Filter, textFields) : part));
      continue;
    }
    narrowed[key] = condition;
    if (!textFields.has(key) || typeof condition !== 'object' || condition === null) continue;
    const { $regex: pattern, $options: options } = condition as { $regex?: unknown; $options?: unknown };
    if (typeof pattern !== 'string' || !(options === undefined || options === '' || options === 'i')) continue;
    const literal = literalOfRegex(pattern);
    if (literal === null || [...literal].length < 3) continue;
    narrowed[`${TRIGRAMS_FIELD}.${key}`] = { $all: trigramsOf(literal).slice(0, GRAMS_ASKED) };
  }
  return narrowed;
}
