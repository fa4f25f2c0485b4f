import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
export const MAIN = join(ROOT, 'services/dist/main.js');
export const CLI = join(ROOT, 'services/dist/projections-cli.js');
export const BACKUP_CLI = join(ROOT, 'services/dist/backup-cli.js');
const START_LIMIT_MS = 60_000;
const OUTPUT_KEPT = 4000;
export const ROOT_LOGIN = { email: 'root@kill.test', password: 'Root#kill2026' };

/**
 * The built server as a separate process, so it can really be killed with SIGKILL, and a signed-in
 * client of it (the bearer header is kept once `signIn` ran).
 */
export class ServerProcess {
  process: ChildProcess | null = null;
  private authorization = '';
  readonly base: string;

  constructor(
    readonly dataDir: string,
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** Waits up to a minute for health; a start that fails says why, with the end of the process's output. */
  async start(): Promise<void> {
    const started = spawn(process.execPath, [MAIN], {
      env: { ...process.env, DATA_DIR: this.dataDir, PORT: String(this.port), SEED_DEMO_DATA: 'false', ROOT_EMAIL: ROOT_LOGIN.email, ROOT_PASSWORD: ROOT_LOGIN.password, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = started;
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    const deadline = Date.now() + START_LIMIT_MS;
    while (Date.now() < deadline && started.exitCode === null && started.signalCode === null) {
      try {
        if ((await fetch(`${this.base}/api/health`, { headers: this.headers() })).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    const ended = started.exitCode !== null || started.signalCode !== null ? `exited (code ${started.exitCode}, signal ${started.signalCode})` : `not healthy after ${START_LIMIT_MS} ms`;
    throw new Error(`server on port ${this.port} did not start: ${ended}\n${output}`);
  }

  /** Sends the signal and resolves with how the process ended (at once when it was not running). */
  kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<ProcessEnd> {
    const running = this.process;
    this.process = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve({ code: running?.exitCode ?? null, signal: running?.signalCode ?? null });
    const exited = new Promise<ProcessEnd>((done) => running.once('exit', (code, ended) => done({ code, signal: ended })));
    running.kill(signal);
    return exited;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { authorization: this.authorization, ...extra };
  }

  post(path: string, body: unknown, extra: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.base}${path}`, { method: 'POST', headers: this.headers({ 'content-type': 'application/json', ...extra }), body: JSON.stringify(body) });
  }

  async get<T>(path: string, extra: Record<string, string> = {}): Promise<T> {
    return json<T>(fetch(`${this.base}${path}`, { headers: this.headers(extra) }));
  }

  async signIn(): Promise<void> {
    this.authorization = '';
    this.authorization = `Bearer ${(await json<{ token: string }>(this.post('/api/user/login', ROOT_LOGIN))).token}`;
  }
}

export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export const json = async <T>(reply: Response | Promise<Response>): Promise<T> => (await (await reply).json()) as T;
