import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_REPLACED_EVENT, LIVE_STREAMS_PER_SESSION } from '@cargo/contracts';
import { ROOT, startTestApp, type TestApp } from '../../testing/test-app';

describe('live update streams (/api/changes)', () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await startTestApp();
    const server = app.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  /** Opens a stream with the token; `ended` settles when the server ends it. */
  const open = async (token: string) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/changes', headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    let text = '';
    response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    let ended = false;
    response.on('end', () => (ended = true));
    return { status: response.statusCode, isEnded: () => ended, text: () => text, close: () => request.destroy() };
  };

  it(`keeps at most ${LIVE_STREAMS_PER_SESSION} open per session: one more closes that session's oldest, never another session's`, async () => {
    const [mine, other] = [await app.login(ROOT.email, ROOT.password), await app.login(ROOT.email, ROOT.password)];
    const theirs = await open(other);
    const streams = [];
    for (let index = 0; index <= LIVE_STREAMS_PER_SESSION; index += 1) streams.push(await open(mine));
    try {
      expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
      const deadline = Date.now() + 5000;
      while (!streams[0].isEnded() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(streams.map((stream) => stream.isEnded())).toEqual([true, ...Array.from({ length: LIVE_STREAMS_PER_SESSION }, () => false)]);
      expect(theirs.isEnded()).toBe(false);
      // Its last words tell its client not to reconnect, which would close another.
      expect(streams[0].text()).toMatch(new RegExp(`event: ${LIVE_REPLACED_EVENT}\\n`));
      // A closed stream frees its place: one more opens without ending another.
      streams[1].close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      streams.push(await open(mine));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(streams.slice(2).map((stream) => stream.isEnded())).toEqual(Array.from({ length: LIVE_STREAMS_PER_SESSION }, () => false));
    } finally {
      for (const stream of [...streams, theirs]) stream.close();
    }
  });
});
