import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transformFileSync } from '@swc/core';

const SERVICES = resolve(__dirname, '../../..');
const DRIVER = join(SERVICES, 'src/testing/thread-cycles.ts');
/** Beside the built code, so the driver's relative imports reach the compiled modules and their thread bodies. */
const COMPILED = join(SERVICES, 'dist/testing/thread-cycles.js');

describe('worker threads on this line of Node.js', () => {
  jest.setTimeout(240_000);

  beforeAll(() => {
    const { code } = transformFileSync(DRIVER, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
    mkdirSync(join(SERVICES, 'dist/testing'), { recursive: true });
    writeFileSync(COMPILED, code);
  });

  it('start and stop 20 times in one process under forced garbage collection, and the process exits 0', () => {
    const run = spawnSync(process.execPath, ['--expose-gc', COMPILED, '20'], { encoding: 'utf8', timeout: 220_000 });
    // An abort (a native destructor after its thread's environment is gone) ends in SIGABRT or SIGSEGV.
    expect({ signal: run.signal, status: run.status, stderr: run.stderr }).toEqual({ signal: null, status: 0, stderr: '' });
    expect(run.stdout).toContain(`20 cycles of the log writer, projection and replay threads on Node ${process.version}`);
  });
});
