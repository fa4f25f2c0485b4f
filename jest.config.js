/** Three projects, each runnable on its own: `npx jest --selectProjects unit|int|e2e`. */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const moduleNameMapper = {
  '^@cargo/contracts$': '<rootDir>/contracts/src/index.ts',
  '^@cargo/projections$': '<rootDir>/projections/src/index.ts',
  '^@cargo/projections/testing$': '<rootDir>/projections/src/testing/index.ts',
  '^virtual:message-catalog$': '<rootDir>/contracts/src/message-catalog.ts',
};
// .node/ holds Node.js releases fetched by scripts/node.sh (each with its own package.json).
const common = { rootDir: __dirname, transform, moduleNameMapper, testEnvironment: 'node', modulePathIgnorePatterns: ['<rootDir>/.node/'] };

module.exports = {
  // A global option: jest ignores it inside a project (integration tests ran with the 5 s default).
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{contracts,projections,services,web}/src/**/*.spec.{ts,tsx}'],
      testPathIgnorePatterns: ['\\.int\\.spec\\.ts$', '/node_modules/'],
    },
    { ...common, displayName: 'int', testMatch: ['<rootDir>/{projections,services}/src/**/*.int.spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/web/e2e/**/*.e2e.spec.ts'] },
  ],
};
