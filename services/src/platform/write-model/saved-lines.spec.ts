import { evolveSavedLines, noSavedLines, savedLineChanges } from './saved-lines';

type Fields = { weight: number };

describe('saved lines (invoice charges, shipment parcels)', () => {
  it('given lines added under keys, one changed, one removed and restored: keeps each line with its state, the keys and the last id', () => {
    let saved = evolveSavedLines(noSavedLines<Fields>(), {
      kind: 'added',
      lines: [
        { id: 1, weight: 10 },
        { id: 2, weight: 20 },
      ],
      lineKeys: { 1: 'a', 2: 'b' },
    });
    saved = evolveSavedLines(saved, { kind: 'removed', lineId: 2 });
    saved = evolveSavedLines(saved, { kind: 'changed', line: { id: 2, weight: 25 } });
    saved = evolveSavedLines(saved, { kind: 'added', lines: [{ id: 3, weight: 30 }] });
    expect(saved).toEqual({
      lines: { 1: { id: 1, weight: 10, isActive: true }, 2: { id: 2, weight: 25, isActive: false }, 3: { id: 3, weight: 30, isActive: true } },
      lineKeys: { a: 1, b: 2 },
      lastId: 3,
    });
    expect(evolveSavedLines(saved, { kind: 'restored', lineId: 2 }).lines[2]).toEqual({ id: 2, weight: 25, isActive: true });
    // A line the record never had: nothing moves.
    expect(evolveSavedLines(saved, { kind: 'removed', lineId: 9 })).toBe(saved);
  });

  it('when a form is saved twice with the same new line: the second save adds nothing', () => {
    const same = (a: Fields, b: Fields) => a.weight === b.weight;
    const form = [{ id: null, lineKey: 'k1', isActive: true, fields: { weight: 10 } }];
    const first = savedLineChanges(form, noSavedLines<Fields>(), same, 'shipping.parcelNotFound', 'parcels');
    const saved = evolveSavedLines(noSavedLines<Fields>(), { kind: 'added', lines: first.added, lineKeys: first.addedKeys });
    expect(savedLineChanges(form, saved, same, 'shipping.parcelNotFound', 'parcels')).toEqual({
      added: [],
      addedKeys: {},
      changed: [],
      removed: [],
      restored: [],
    });
  });
});
