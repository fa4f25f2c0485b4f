import fc from 'fast-check';
import { documentTrigrams, TRIGRAMS_FIELD, trigramsOf, withTrigrams } from './text-search';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Letters whose case folding is not plain: Vietnamese, Greek final and medial sigma, dotted I, German sharp s. */
const LETTERS = ['a', 'B', 'ă', 'Ư', 'ớ', 'Đ', 'ệ', 'Σ', 'σ', 'ς', 'İ', 'ı', 'ß', 'ẞ', 'K', '\u212A', ' ', '.', '(', '5', 'é', 'É'];
const text = fc.array(fc.constantFrom(...LETTERS), { minLength: 3, maxLength: 24 }).map((letters) => letters.join(''));
const recase = (value: string, flips: readonly boolean[]) =>
  [...value].map((character, index) => (flips[index % flips.length] ? character.toUpperCase() : character.toLowerCase())).join('');

describe('"contains" through trigrams', () => {
  it('never leaves out a document the case-insensitive regex matches: it holds every trigram asked for', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.integer({ min: 3, max: 12 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), (title, from, length, flips) => {
        const characters = [...title];
        const start = from % Math.max(1, characters.length - 2);
        const literal = recase(characters.slice(start, start + length).join(''), flips);
        if ([...literal].length < 3 || !new RegExp(escapeRegex(literal), 'i').test(title)) return;
        const held = new Set(documentTrigrams({ title }, ['title'])?.title ?? []);
        const asked = withTrigrams({ title: { $regex: escapeRegex(literal), $options: 'i' } }, new Set(['title']))[`${TRIGRAMS_FIELD}.title`] as {
          $all: string[];
        };
        expect(asked.$all.every((gram) => held.has(gram))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('folds as the i flag does: final and medial sigma match, and so do their trigrams', () => {
    expect(new RegExp('ΟΔΟΣ', 'i').test('οδος')).toBe(true);
    expect(trigramsOf('ΟΔΟΣ')).toEqual(trigramsOf('οδος'));
    expect(trigramsOf('NƯỚC mắm')).toEqual(trigramsOf('nước MẮM'));
  });

  it('asks only of literal searches of three characters or more on declared text fields, in $and and $or too', () => {
    const contains = (literal: string) => ({ $regex: escapeRegex(literal), $options: 'i' });
    const fields = new Set(['name', 'phone']);
    expect(withTrigrams({ name: contains('ab'), note: contains('abc'), phone: { $regex: '^09' } }, fields)).toEqual({
      name: contains('ab'),
      note: contains('abc'),
      phone: { $regex: '^09' },
    });
    expect(withTrigrams({ $or: [{ name: contains('Lan') }, { phone: contains('090') }], isActive: true }, fields)).toEqual({
      $or: [
        { name: contains('Lan'), [`${TRIGRAMS_FIELD}.name`]: { $all: ['LAN'] } },
        { phone: contains('090'), [`${TRIGRAMS_FIELD}.phone`]: { $all: ['090'] } },
      ],
      isActive: true,
    });
  });

  it("keeps a document's trigrams per text field, from a text or a list of texts", () => {
    expect(documentTrigrams({ name: 'Lan', tags: ['abcd', 7], other: 'xyz' }, ['name', 'tags', 'missing'])).toEqual({ name: ['LAN'], tags: ['ABC', 'BCD'] });
    expect(documentTrigrams({ name: 'ab' }, ['name'])).toBeNull();
  });
});
