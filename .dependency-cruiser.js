/** Boundaries checked by a tool, not remembered (DESIGN.md section 2, STYLE.md rule 9). */
// The tool reads this file as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { builtinModules } = require('node:module');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { existsSync, readdirSync, readFileSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { join } = require('node:path');

/** Every Node built-in, as `fs`, `fs/promises` or `node:anything`. */
const NODE_BUILTIN = `^(node:|(${builtinModules.filter((name) => !name.includes('/')).join('|')})(/|$))`;
/** Frameworks, drivers and I/O libraries: what the pure core never reaches. */
const FRAMEWORK_OR_DRIVER =
  'node_modules/(@nestjs|@fastify|fastify|express|better-sqlite3|mongodb|@eventstore|nodemailer|sharp|exceljs|pino|rxjs|passport[^/]*|rate-limiter-flexible)/';
/** Tests, their fixtures, test support and the bench: never part of what ships (the build leaves the same files out). */
const NOT_SHIPPED = '(\\.spec\\.tsx?$|-fixtures\\.ts$|\\.contract\\.ts$|(^|/)(testing|e2e)/|^services/bench/)';
/** Build tools in the tree: the API reply-schema generator runs at build time (`npm run api:contract`), never in the server. */
const BUILD_TOOLS = '^services/src/platform/http/contract/(generate-response-schemas|response-schemas|type-schema)\\.ts$';
/**
 * The pure core: contracts, the projections package (all of it but its tests), and in services every
 * decider and stream state at any depth, the stock plan, the order pricing and the persistent map.
 */
const PURE_CORE =
  '^(contracts/src/|projections/src/|services/src/.*\\.(decider|state)\\.ts$|services/src/ordering/(stock-plan|order-pricing)\\.ts$|services/src/platform/write-model/(chunked-map|decider)\\.ts$)';

/**
 * The capabilities of services/src: each folder that declares, in its `capability.json`, which other
 * capabilities it uses (`{ "uses": [...] }`). A capability imports only those, and only their
 * `public.ts`; the declarations must not loop (checked here, so a loop stops the lint with its path).
 */
const SERVICES = join(process.cwd(), 'services/src');
const capabilities = new Map(
  (existsSync(SERVICES) ? readdirSync(SERVICES) : [])
    .filter((name) => existsSync(join(SERVICES, name, 'capability.json')))
    .map((name) => [name, JSON.parse(readFileSync(join(SERVICES, name, 'capability.json'), 'utf8')).uses]),
);
for (const start of capabilities.keys()) {
  const visit = (name, path) => {
    for (const used of capabilities.get(name) ?? []) {
      if (used === start) throw new Error(`capabilities loop: ${[...path, used].join(' -> ')} (services/src/*/capability.json)`);
      if (!path.includes(used)) visit(used, [...path, used]);
    }
  };
  visit(start, [start]);
}
const CAPABILITIES = [...capabilities.keys()].join('|');
const capabilityRules = [...capabilities].map(([capability, uses]) => ({
  name: 'capabilities-use-what-they-declare',
  comment: `${capability} uses only what its capability.json names: ${uses.join(', ') || 'no other capability'}`,
  severity: 'error',
  from: { path: `^services/src/${capability}/`, pathNot: NOT_SHIPPED },
  to: { path: `^services/src/(${CAPABILITIES})/`, pathNot: [`^services/src/(${[capability, ...uses].join('|')})/`] },
}));

module.exports = {
  forbidden: [
    ...capabilityRules,
    {
      name: 'capabilities-meet-at-public-faces',
      comment:
        'a capability uses another only through its public.ts; the rest of its folder is its own (the app module, the registry and the demo seed compose them all)',
      severity: 'error',
      from: { path: '^services/src/([^/]+)/', pathNot: [NOT_SHIPPED, '^services/src/(platform|demo)/'] },
      to: { path: `^services/src/(${CAPABILITIES})/`, pathNot: ['^services/src/$1/', '^services/src/[^/]+/public\\.ts$'] },
    },
    {
      name: 'every-capability-declares-what-it-uses',
      comment: 'a folder of services/src is a capability with its capability.json (platform, testing and the demo seed are not capabilities)',
      severity: 'error',
      from: { path: `^services/src/(?!(${[...capabilities.keys(), 'platform', 'testing', 'demo'].join('|')})/)[^/]+/` },
      to: {},
    },
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contracts-stand-alone',
      comment: 'contracts is the shared truth: it imports no other workspace',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(services|projections|web)/' },
    },
    { name: 'web-imports-only-contracts', severity: 'error', from: { path: '^web/' }, to: { path: '^(services|projections)/' } },
    { name: 'projections-never-import-services', severity: 'error', from: { path: '^projections/' }, to: { path: '^services/' } },
    {
      name: 'projections-only-contracts',
      comment:
        'the projections package is pure: besides itself it uses only contracts (its package.json lists nothing else); the read stores are adapters in services/src/platform/read-store',
      severity: 'error',
      from: { path: '^projections/src/', pathNot: NOT_SHIPPED },
      to: { pathNot: '^(projections/src/|contracts/src/)' },
    },
    {
      name: 'pure-core-imports-no-io',
      comment: 'the pure core imports no framework, driver or Node built-in',
      severity: 'error',
      from: { path: PURE_CORE, pathNot: NOT_SHIPPED },
      to: { path: [FRAMEWORK_OR_DRIVER, NODE_BUILTIN] },
    },
    {
      name: 'pure-core-reaches-no-io',
      comment: 'nor through another file: whatever the pure core imports, at any depth, is pure too',
      severity: 'error',
      from: { path: PURE_CORE, pathNot: NOT_SHIPPED },
      to: { path: [FRAMEWORK_OR_DRIVER, NODE_BUILTIN], reachable: true },
    },
    {
      name: 'not-to-dev-dep',
      comment: "what ships uses only its workspace's dependencies: test and build tools are devDependencies",
      severity: 'error',
      from: { path: '^(contracts|projections|services|web)/src/', pathNot: [NOT_SHIPPED, BUILD_TOOLS] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['npm', 'type-only'] },
    },
    {
      name: 'shipped-code-reaches-no-test-support',
      comment: 'test support and the bench are reached only by tests and the bench',
      severity: 'error',
      from: { path: '^(contracts|projections|services|web)/src/', pathNot: NOT_SHIPPED },
      // A type import leaves nothing behind at run time.
      to: { path: NOT_SHIPPED, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-non-package-json',
      comment: 'every package a workspace imports is in its own package.json (or the root one, for tests and tools)',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-cross-feature-imports-in-web',
      comment: 'features compose in web/src/app and never import each other, except to link to one another by its route (<feature>.paths.ts)',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/[^/]+\\.paths\\.ts$'] },
    },
    {
      name: 'web-layers-one-way-down',
      comment: 'web/src/app is the shell on top (router, store, the features composed); features and shared never import it',
      severity: 'error',
      from: { path: '^web/src/(features|shared|i18n)/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'web/src/shared is what every feature may use; it knows no feature, but may link to one by its route (<feature>.paths.ts)',
      severity: 'error',
      from: { path: '^web/src/shared/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/[^/]+/[^/]+\\.paths\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A workspace's own package.json plus the root one (tools and test libraries live there).
    combinedDependencies: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)dist(-bench)?/' },
  },
};
