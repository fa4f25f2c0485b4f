import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../..');

const PLATFORM = `linux-${process.arch}`;

/** A folder holding a `node` that reports this version (and runs the real one for anything else). */
function machineNode(version: string): string {
  const bin = mkdtempSync(join(tmpdir(), 'cargo-machine-node-'));
  const answers = `[ "$1" = -p ] && echo ${version.split('.')[0]} && exit 0\n[ "$1" = --version ] && echo v${version} && exit 0\n`;
  writeFileSync(join(bin, 'node'), `#!/bin/sh\n${answers}exec ${process.execPath} "$@"\n`);
  chmodSync(join(bin, 'node'), 0o755);
  return bin;
}

/** Which node the README's commands would run, given a machine whose own Node is `version`. */
function chosen(version: string, call = 'use_supported_node'): { node: string; said: string } {
  const script = `. scripts/node.sh && ${call} && command -v node`;
  const out = execFileSync('bash', ['-c', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${machineNode(version)}:${process.env.PATH}` },
    timeout: 120_000,
  });
  const lines = out.trim().split('\n');
  return { node: lines.at(-1)!, said: lines.slice(0, -1).join('\n') };
}

describe('scripts/node.sh: the Node.js the two README commands run on', () => {
  jest.setTimeout(150_000);

  it("uses the machine's own Node when it is 22 or newer, and says nothing", () => {
    for (const version of ['22.1.0', '24.21.0', '26.12.1'])
      expect(chosen(version)).toEqual({ node: expect.stringMatching(/cargo-machine-node-.*\/node$/), said: '' });
  });

  it('fetches Node 26 into .node/ of the project on an older machine, and says so in one line', () => {
    const { node, said } = chosen('20.20.2');
    expect(node).toBe(join(ROOT, `.node/node-v26.12.1-${PLATFORM}/bin/node`));
    expect(said.split('\n').at(-1)).toBe(`Using Node.js v26.12.1 from .node/node-v26.12.1-${PLATFORM}/bin (the machine has v20.20.2).`);
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()).toBe('v26.12.1');
  });

  it("takes an exact line when asked (CI's NODE_LINE), fetching it when the machine has another", () => {
    expect(chosen('24.21.0', 'use_node_line 24').said).toBe('');
    expect(chosen('26.12.1', 'use_node_line 22').node).toBe(join(ROOT, `.node/node-v22.23.3-${PLATFORM}/bin/node`));
  });
});
