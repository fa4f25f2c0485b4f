import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const FIXTURES = join(ROOT, 'scripts/dependency-rules');

interface Cruised {
  summary: { violations: { from: string; to: string; rule: { name: string } }[] };
}

/** The repository's own rule set, run over files that break it on purpose (scripts/dependency-rules). */
function violations(): string[] {
  // depcruise exits non-zero when it finds violations: its report is still on stdout.
  let output: string;
  try {
    output = execFileSync(join(ROOT, 'node_modules/.bin/depcruise'), ['services', 'projections', '--config', join(ROOT, '.dependency-cruiser.js'), '--output-type', 'json'], { cwd: FIXTURES, encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as Cruised;
  return [...new Set(report.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`))].sort();
}

describe('the dependency rules', () => {
  const found = violations();

  it('catch a decider that reaches a framework through another file', () => {
    expect(found).toContain('pure-core-reaches-no-io: services/src/fixture/through-a-helper.decider.ts');
    // The helper itself is not the pure core: it may use the framework.
    expect(found.filter((line) => line.includes('framework-helper.ts'))).toEqual([]);
  });

  it('catch a Node built-in named with the node: prefix and a subpath (node:fs/promises)', () => {
    expect(found).toContain('pure-core-imports-no-io: services/src/fixture/node-prefix.decider.ts');
  });

  it('catch deciders and stream states at any depth of a capability folder', () => {
    expect(found).toContain('pure-core-imports-no-io: services/src/fixture/deep/er/nested.state.ts');
    expect(found).toContain('pure-core-imports-no-io: services/src/fixture/deep/er/nested.decider.ts');
  });

  it('catch shipped code that uses a devDependency', () => {
    expect(found).toContain('not-to-dev-dep: services/src/fixture/plain/uses-a-dev-dependency.ts');
  });

  it('keep the projections package to contracts and itself', () => {
    expect(found).toContain('projections-only-contracts: projections/src/fixture/uses-a-driver.ts');
  });

  it('leave alone a pure decider with a pure helper, and shipped code using its own dependency', () => {
    expect(found.filter((line) => /clean\.decider|pure-helper|uses-its-own-dependency/.test(line))).toEqual([]);
  });
});
