import { followChanges } from './live-updates';

/** A streamed reply whose body yields the given chunks, then ends (or stays open until the request is aborted, as fetch does). */
function streamed(chunks: string[], stayOpen = false): (signal: AbortSignal) => Response {
  return (signal) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
        if (!stayOpen) controller.close();
        signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
}

describe('live updates', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('refetches the tags of the collections that moved, and after a lost stream reconnects and refetches everything followed', async () => {
    const calls: RequestInit[] = [];
    const replies = [
      streamed([': connected\n\n', 'event: moved\ndata: {"position":"5","collections":["orders","unknown_collection"]}\n\n']),
      () => {
        throw new TypeError('network down');
      },
      streamed([': connected\n\n'], true),
    ];
    global.fetch = ((_url: string, init: RequestInit) => {
      calls.push(init);
      try {
        return Promise.resolve(replies.shift()!(init.signal!));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }) as typeof fetch;
    const invalidated: (readonly string[])[] = [];
    const stop = new AbortController();
    const following = followChanges('token-1', stop.signal, (tags) => invalidated.push(tags), { firstMs: 5, lastMs: 20 });
    for (let waited = 0; calls.length < 3 && waited < 2000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop.abort();
    await following;

    expect(calls).toHaveLength(3);
    expect(calls[0].headers).toEqual({ Authorization: 'Bearer token-1', Accept: 'text/event-stream' });
    // The order list's tag for 'orders'; nothing for a collection no screen reads.
    expect(invalidated[0]).toEqual(['Order']);
    // Back after the loss: every followed tag, since moves may have been missed meanwhile.
    expect(invalidated[1]).toEqual(expect.arrayContaining(['Order', 'Invoice', 'Dashboard', 'Expense', 'Vendor']));
    expect(invalidated).toHaveLength(2);
  });

  it('stops when the session is refused (a refreshed token starts a new stream)', async () => {
    let calls = 0;
    global.fetch = (() => {
      calls += 1;
      return Promise.resolve(new Response(null, { status: 401 }));
    }) as typeof fetch;
    await followChanges('expired', new AbortController().signal, () => undefined, { firstMs: 1, lastMs: 1 });
    expect(calls).toBe(1);
  });

  it("stops when its stream is closed for a newer one of the same session (reconnecting would close another tab's)", async () => {
    let calls = 0;
    global.fetch = ((_url: string, init: RequestInit) => {
      calls += 1;
      return Promise.resolve(streamed([': connected\n\n', 'event: replaced\ndata: {}\n\n'])(init.signal!));
    }) as typeof fetch;
    await followChanges('token-1', new AbortController().signal, () => undefined, { firstMs: 1, lastMs: 1 });
    expect(calls).toBe(1);
  });
});
