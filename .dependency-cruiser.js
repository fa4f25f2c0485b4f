/** Boundaries checked by a tool, not remembered (DESIGN.md section 2, STYLE.md rule 9). */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    { name: 'contracts-stand-alone', comment: 'contracts is the shared truth: it imports no other workspace', severity: 'error', from: { path: '^contracts/' }, to: { path: '^(services|projections|web)/' } },
    { name: 'web-imports-only-contracts', severity: 'error', from: { path: '^web/' }, to: { path: '^(services|projections)/' } },
    { name: 'projections-never-import-services', severity: 'error', from: { path: '^projections/' }, to: { path: '^services/' } },
    {
      name: 'pure-core-by-path',
      comment: 'the pure core imports no framework, driver or I/O module: contracts, the projections (not their platform adapters), and in services the deciders, stream states, stock plan, pricing and the persistent map',
      severity: 'error',
      from: {
        path: '^(contracts/src/|projections/src/(?!platform/|testing/)|services/src/[^/]+/[^/]+\\.(decider|state)\\.ts$|services/src/ordering/(stock-plan|order-pricing)\\.ts$|services/src/platform/write-model/(chunked-map|decider)\\.ts$)',
      },
      to: { path: '(node_modules/(@nestjs|better-sqlite3|mongodb|@eventstore|express|nodemailer))|^node:(fs|net|http|https|child_process)$|^(fs|net|http|https|child_process)$' },
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A workspace's own package.json plus the root one (tools and test libraries live there).
    combinedDependencies: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)dist/' },
  },
};
