import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MAIN } from '../../testing/server-process';
import { reachablePort } from '../../testing/ports';

const ROOT = resolve(__dirname, '../../../..');
/** Nest colours its text log for a terminal; the lines are read without the colours. */
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** What a newcomer sees: a build with no warning, and a start that ends with where to go and who to sign in as. */
describe('a clean start', () => {
  jest.setTimeout(180_000);

  it('builds the web app without a warning', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'cargo-web-build-'));
    const build = spawnSync('npm', ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status).toBe(0);
    const warnings = plain(`${build.stdout}\n${build.stderr}`)
      .split('\n')
      .filter((line) => /warn|\(!\)|deprecat/i.test(line));
    expect(warnings).toEqual([]);
  });

  it('starts on a new folder with demo data, logging no warning and ending with the URL and the demo logins', async () => {
    const port = reachablePort(3700, 40);
    const server = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'cargo-clean-start-')),
        PORT: String(port),
        SEED_DEMO_DATA: 'true',
        NODE_ENV: '',
        LOG_LEVEL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 120_000;
    while (!plain(output).includes('Demo login (customer)') && Date.now() < deadline && server.exitCode === null) {
      await new Promise((done) => setTimeout(done, 100));
    }
    // A moment more: anything the start still had to say would come now.
    await new Promise((done) => setTimeout(done, 1500));
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    const lines = plain(output).trim().split('\n');
    expect(lines.filter((line) => / (WARN|ERROR) /.test(line))).toEqual([]);
    expect(lines.length).toBeLessThan(18);
    expect(lines.slice(-8).map((line) => line.replace(/^.*\[Cargo\] /, ''))).toEqual([
      `Open http://localhost:${port}/ (API docs: http://localhost:${port}/api/docs)`,
      'Demo login (root): root@mtlcargo.demo / Root#2026demo',
      'Demo login (admin): admin@mtlcargo.demo / Admin#2026demo',
      'Demo login (auditor): auditor@mtlcargo.demo / Auditor#2026demo',
      'Demo login (customer): customer@mtlcargo.demo / Customer#2026demo',
      'Demo login (warehouse): warehouse@mtlcargo.demo / Warehouse#2026demo',
      'Demo login (sales): sales@mtlcargo.demo / Sales#2026demo',
      'Demo login (accountant): accountant@mtlcargo.demo / Accountant#2026demo',
    ]);
  });
});
