import { CheckpointMovedError, type Doc } from './read-store.port';
import { ScratchDocuments } from './scratch-documents';

describe('scratch documents of a verified replay', () => {
  const entry = (id: number) => ({ collection: 'entries', id: String(id), doc: { id, text: `entry ${id}` } });

  it('keeps documents and checkpoints with compare-and-set, like a read store', async () => {
    const scratch = new ScratchDocuments();
    await scratch.commit([{ collection: 'records', id: '1', doc: { id: 1 } }], [{ name: 'p', expected: null, next: 5n }]);
    await expect(scratch.commit([], [{ name: 'p', expected: 4n, next: 6n }])).rejects.toBeInstanceOf(CheckpointMovedError);
    await scratch.commit([{ collection: 'records', id: '1', doc: null }], [{ name: 'p', expected: 5n, next: 6n }]);
    expect([...(await scratch.checkpoints())]).toEqual([['p', 6n]]);
    expect((await scratch.getMany('records', ['1'])).size).toBe(0);
  });

  it('hands write-once documents over a page at a time and lets them go, still knowing it made them', async () => {
    const settled: string[][] = [];
    const scratch = new ScratchDocuments({ collections: new Set(['entries']), settle: async (_collection, docs: ReadonlyMap<string, Doc>) => void settled.push([...docs.keys()]) });
    await scratch.commit(Array.from({ length: 1500 }, (_, index) => entry(index + 1)), []);
    await scratch.commit([entry(1501), { collection: 'records', id: '1', doc: { id: 1 } }], []);
    expect(settled.map((ids) => ids.length)).toEqual([1500]);
    expect(scratch.documents('entries').size).toBe(1);
    await scratch.settleAll();
    expect(settled.map((ids) => ids.length)).toEqual([1500, 1]);
    expect(scratch.documents('entries').size).toBe(0);
    expect(scratch.documents('records').size).toBe(1);
    expect([scratch.made('entries', '7'), scratch.made('entries', '1502')]).toEqual([true, false]);
    await expect(scratch.commit([entry(7)], [])).rejects.toThrow('not write-once');
  });
});
