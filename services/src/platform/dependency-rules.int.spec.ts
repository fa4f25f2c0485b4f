import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const FIXTURES = join(ROOT, 'scripts/dependency-rules');

interface Cruised {
  summary: { violations: { from: string; to: string; rule: { name: string } }[] };
}

/** The repository's own rule set run in `cwd` over `folders`: its report, which depcruise prints even when it exits non-zero for violations. */
function cruise(cwd: string, folders: string[]): { stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(
      join(ROOT, 'node_modules/.bin/depcruise'),
      [...folders, '--config', join(ROOT, '.dependency-cruiser.js'), '--output-type', 'json'],
      { cwd, encoding: 'utf8', maxBuffer: 16 * 2 ** 20, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return { stdout, stderr: '' };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Over files that break the rules on purpose (scripts/dependency-rules). */
function violations(): string[] {
  const report = JSON.parse(cruise(FIXTURES, ['services', 'projections', 'web']).stdout) as Cruised;
  return [...new Set(report.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`))].sort();
}

describe('the dependency rules', () => {
  const found = violations();

  it('catch a decider that reaches a framework through another file', () => {
    expect(found).toContain('pure-core-reaches-no-io: services/src/contact/through-a-helper.decider.ts');
    // The helper itself is not the pure core: it may use the framework.
    expect(found.filter((line) => line.includes('framework-helper.ts'))).toEqual([]);
  });

  it('catch a Node built-in named with the node: prefix and a subpath (node:fs/promises)', () => {
    expect(found).toContain('pure-core-imports-no-io: services/src/contact/node-prefix.decider.ts');
  });

  it('catch deciders and stream states at any depth of a capability folder', () => {
    expect(found).toContain('pure-core-imports-no-io: services/src/contact/deep/er/nested.state.ts');
    expect(found).toContain('pure-core-imports-no-io: services/src/contact/deep/er/nested.decider.ts');
  });

  it('catch shipped code that uses a devDependency', () => {
    expect(found).toContain('not-to-dev-dep: services/src/contact/plain/uses-a-dev-dependency.ts');
  });

  it('keep the projections package to contracts and itself', () => {
    expect(found).toContain('projections-only-contracts: projections/src/fixture/uses-a-driver.ts');
  });

  it('let a capability use another only through its public face and only if it declares using it, and make every folder declare what it uses', () => {
    expect(found).toContain('capabilities-meet-at-public-faces: services/src/shipping/reaches-inside-ordering.ts');
    expect(found).toContain('capabilities-use-what-they-declare: services/src/customers/uses-a-higher-capability.ts');
    expect(found).toContain('every-capability-declares-what-it-uses: services/src/newcapability/unplaced.ts');
  });

  it('keep the web app one way down: features and shared never import the shell, shared knows no feature but its routes', () => {
    expect(found).toContain('web-layers-one-way-down: web/src/features/billing/reads-the-shell.ts');
    expect(found).toContain('web-shared-below-features: web/src/shared/knows-a-feature.ts');
    expect(found.filter((line) => line.includes('links-to-a-feature'))).toEqual([]);
  });

  it('refuse capabilities whose declarations loop', () => {
    const { stdout, stderr } = cruise(join(FIXTURES, 'looping'), ['services']);
    expect(`${stdout}${stderr}`).toContain('capabilities loop: ordering -> shipping -> ordering');
  });

  it('leave alone a pure decider with a pure helper, shipped code using its own dependency, and a public face used from above', () => {
    expect(found.filter((line) => /clean\.decider|pure-helper|uses-its-own-dependency|uses-ordering-face/.test(line))).toEqual([]);
  });
});
