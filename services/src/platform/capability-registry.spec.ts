import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as modules from '../capabilities';

const ROOT = resolve(__dirname, '../../..');
const folders = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && keep(entry.name))
    .map((entry) => entry.name)
    .sort();
/** The registry's lines that export something, each reduced to the capability folder it names. */
const registered = (file: string, folderOf: RegExp) =>
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('export '))
    .map((line) => folderOf.exec(line)?.[1] ?? `(a line naming no capability: ${line})`)
    .sort();

/**
 * docs/architecture.md, "Adding a capability": a capability is its folders plus one line in each
 * workspace's registry. Checked here: the four workspaces have the same capabilities, each registry
 * has exactly one line per capability and nothing else, and what the lines export is collected.
 */
describe('the capability registries', () => {
  const capabilities = folders('services/src', (name) => existsSync(join(ROOT, 'services/src', name, 'capability.json')));

  it('find the same capabilities in every workspace', () => {
    expect(capabilities.length).toBeGreaterThanOrEqual(14);
    expect(folders('contracts/src', (name) => name !== 'platform')).toEqual(capabilities);
    expect(folders('projections/src', (name) => !['platform', 'testing'].includes(name))).toEqual(capabilities);
    expect(folders('web/src/features', () => true)).toEqual(capabilities);
    // Every other folder of services/src is the platform, test support or the demo seed.
    expect(folders('services/src', (name) => !capabilities.includes(name))).toEqual(['demo', 'platform', 'testing']);
  });

  it('register each capability with one line per workspace, and nothing else', () => {
    expect(registered('contracts/src/capabilities.ts', /from '\.\/([a-z]+)'/)).toEqual(capabilities);
    expect(registered('projections/src/capabilities.ts', /from '\.\/([a-z]+)'/)).toEqual(capabilities);
    expect(registered('services/src/capabilities.ts', /from '\.\/([a-z]+)\/[a-z]+\.module'/)).toEqual(capabilities);
    expect(registered('web/src/app/features.ts', /from '\.\.\/features\/([a-z]+)\/[a-z]+\.feature'/)).toEqual(capabilities);
  });

  it('give the app every capability module the services registry exports', () => {
    const appModule = readFileSync(join(ROOT, 'services/src/app.module.ts'), 'utf8');
    expect(appModule).toMatch(/Object\.values\(capabilities\)/);
    expect(Object.keys(modules)).toHaveLength(capabilities.length);
  });
});
