import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { startServer } from './http.bench';

/** A bare `node:http` server answering a small JSON body: the ceiling of any HTTP route on this machine. */
const BARE_SERVER = `
require('node:http').createServer((request, response) => {
  const body = JSON.stringify({ status: 'ok' });
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send && process.send('listening'));
`;

async function startBare(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['-e', BARE_SERVER], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  await new Promise<void>((listening) => server.once('message', () => listening()));
  return server;
}

export interface EdgeFigures {
  connections: number;
  seconds: number;
  /** `GET /api/health` on the app (anonymous: every header, the throttler and the request log on). */
  health: { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };
  bare: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
  ratio: number;
}

const load = (port: number, path: string, connections: number, seconds: number) =>
  autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: seconds });

async function stop(server: ChildProcess): Promise<void> {
  await new Promise<void>((done) => {
    server.once('exit', () => done());
    server.kill('SIGTERM');
  });
}

/** The app's cheapest route beside a bare `node:http` server, one after the other in the same run. */
export async function edgeFigures(connections: number, seconds: number): Promise<EdgeFigures> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const app = await startServer(port, undefined, { LOG_FORMAT: 'json' });
  let health: autocannon.Result;
  try {
    await load(port, '/api/health', connections, 1);
    health = await load(port, '/api/health', connections, seconds);
  } finally {
    await stop(app);
  }
  const bare = await startBare(port + 1);
  let ceiling: autocannon.Result;
  try {
    await load(port + 1, '/', connections, 1);
    ceiling = await load(port + 1, '/', connections, seconds);
  } finally {
    await stop(bare);
  }
  return {
    connections,
    seconds,
    health: {
      requestsPerSecond: Math.round(health.requests.average),
      p50Ms: health.latency.p50,
      p99Ms: health.latency.p99,
      non2xx: health.non2xx,
      errors: health.errors,
    },
    bare: { requestsPerSecond: Math.round(ceiling.requests.average), p50Ms: ceiling.latency.p50, p99Ms: ceiling.latency.p99 },
    ratio: Math.round((100 * health.requests.average) / ceiling.requests.average) / 100,
  };
}
