import { reachablePort } from './ports';

/** How fetch fails to reach a port nothing listens on: "bad port" when it refuses the port itself. */
const failure = async (port: number) =>
  fetch(`http://127.0.0.1:${port}/`).then(
    () => 'answered',
    (error: unknown) => String((error as { cause?: { message?: string; code?: string } }).cause?.message ?? error),
  );

describe('ports a test server listens on', () => {
  it("are never one fetch refuses: 3659 and 4190 were drawn in CI, and every health check failed with 'bad port'", async () => {
    expect(await failure(3659)).toBe('bad port');
    expect(await failure(4190)).toBe('bad port');
    const drawn = new Set(Array.from({ length: 2000 }, () => reachablePort(3650, 20)));
    expect(drawn.has(3659)).toBe(false);
    expect(drawn.size).toBe(19);
    for (const port of drawn) expect(await failure(port)).not.toBe('bad port');
  });
});
