/**
 * `{ ...doc, key }` against `Object.assign({}, doc, { key })` over JSON-parsed documents, as the replay,
 * the runner and the stores make them: Node 20 gave every spread result a hidden class of its own
 * (what an ESLint rule kept out of those loops until issue #47); Node 22 and newer give them one.
 */
export function spreadFigures(documents: number, rounds: number): { spreadMs: number; assignMs: number } {
  const docs = Array.from(
    { length: documents },
    (_, n) =>
      JSON.parse(
        JSON.stringify({
          id: String(n),
          name: `Vendor ${n}`,
          address1: 'a',
          address2: '',
          email: `v${n}@x.test`,
          phone: '1',
          isActive: true,
          total: n * 3,
          lines: [{ q: 1 }],
        }),
      ) as { total: number },
  );
  const time = (make: (doc: { total: number }) => { total: number }) => {
    let sum = 0;
    const started = process.hrtime.bigint();
    for (let round = 0; round < rounds; round += 1) for (const doc of docs) sum += make(doc).total;
    if (sum < 0) throw new Error('unreachable: keeps the loop from being optimised away');
    return Math.round(Number(process.hrtime.bigint() - started) / 1e6);
  };
  time((doc) => ({ ...doc, position: 7 }));
  return { spreadMs: time((doc) => ({ ...doc, position: 7 })), assignMs: time((doc) => Object.assign({}, doc, { position: 7 })) };
}
