import { eventHistories, fieldLabels, messages } from '@cargo/contracts';
import { everyString } from './testing/every-string';
import glossary from '../i18n/glossary.json';

/** `idioms`: English phrases where the word is not the term ("in stock": available). */
type Term = { en: string; vi: string; idioms?: string[] };
const terms = Object.values(glossary.terms as Record<string, Term>);

/** Every string with its key, in one language's tree. */
function entries(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}

const namesInEnglish = (text: string, term: Term) =>
  new RegExp(`\\b${term.en}(s|es|d)?\\b`, 'i').test((term.idioms ?? []).reduce((rest, idiom) => rest.replace(new RegExp(idiom, 'gi'), ''), text));
const saysInVietnamese = (text: string, term: Term) => text.toLocaleLowerCase('vi').includes(term.vi.toLocaleLowerCase('vi'));

/**
 * The places where two terms share a Vietnamese word: an English string that names one term (and not
 * the other) translated without the term's word and with the other term's instead ("Add Stock" as
 * "Thêm lô hàng", lô hàng being Shipment's).
 */
export function misnamed(en: object, vi: object): string[] {
  const english = new Map(entries(en));
  return entries(vi).flatMap(([key, text]) => {
    const source = english.get(key) ?? '';
    return terms.flatMap((named) =>
      terms
        .filter(
          (other) =>
            other !== named &&
            namesInEnglish(source, named) &&
            !saysInVietnamese(text, named) &&
            !namesInEnglish(source, other) &&
            saysInVietnamese(text, other) &&
            !saysInVietnamese(named.vi, other),
        )
        .map((other) => `${key}: "${source}" (${named.en}) reads "${text}", ${other.en}'s word`),
    );
  });
}

describe('the glossary', () => {
  let en: object = {};
  let vi: object = {};
  beforeAll(async () => {
    ({ en, vi } = await everyString());
  });

  it('gives each term its own Vietnamese word', () => {
    const words = terms.map((term) => term.vi.toLocaleLowerCase('vi'));
    expect(words.length).toBe(new Set(words).size);
  });

  it("is kept by every screen's strings and every server message: no English term is translated with another term's word", () => {
    expect(misnamed(en, vi)).toEqual([]);
    const catalog = Object.entries(messages);
    expect(
      misnamed(Object.fromEntries(catalog.map(([code, text]) => [code, text.en])), Object.fromEntries(catalog.map(([code, text]) => [code, text.vi]))),
    ).toEqual([]);
  });

  it('is kept by the audit log and History: every change and field named in both languages', () => {
    const labels = [...Object.entries(eventHistories).map(([type, history]) => [type, history.label] as const), ...Object.entries(fieldLabels)];
    expect(
      misnamed(Object.fromEntries(labels.map(([key, label]) => [key, label.en])), Object.fromEntries(labels.map(([key, label]) => [key, label.vi]))),
    ).toEqual([]);
  });

  it("finds a term translated with another's word", () => {
    expect(misnamed({ stocks: { addStock: 'Add Stock' } }, { stocks: { addStock: 'Thêm lô hàng' } })).toEqual([
      'stocks.addStock: "Add Stock" (Stock) reads "Thêm lô hàng", Shipment\'s word',
    ]);
  });
});
