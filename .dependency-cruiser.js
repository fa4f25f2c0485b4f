/** Boundaries checked by a tool, not remembered (DESIGN.md section 2, STYLE.md rule 9). */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    { name: 'contracts-stand-alone', comment: 'contracts is the shared truth: it imports no other workspace', severity: 'error', from: { path: '^contracts/' }, to: { path: '^(services|projections|web)/' } },
    { name: 'web-imports-only-contracts', severity: 'error', from: { path: '^web/' }, to: { path: '^(services|projections)/' } },
    { name: 'projections-never-import-services', severity: 'error', from: { path: '^projections/' }, to: { path: '^services/' } },
    {
      name: 'pure-by-path',
      comment: 'contracts and the projections themselves (not their platform adapters) are pure: no framework, no driver, no I/O',
      severity: 'error',
      from: { path: '^(contracts/src/|projections/src/(?!platform/|testing/))' },
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
      name: 'pure-core-has-no-framework',
      comment: 'deciders, stream state and projections are pure: no NestJS, no database drivers',
      severity: 'error',
      from: { path: '(\\.decider|\\.state|\\.projection)\\.ts$' },
      to: { path: 'node_modules/(@nestjs|better-sqlite3|mongodb|@eventstore)' },
    },
    {
      name: 'no-cross-feature-imports-in-web',
      comment: 'features compose in web/src/app, never import each other',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
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
