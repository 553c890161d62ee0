/**
 * ESM Jest for the API: @swc/jest compiles TypeScript with legacy decorators and metadata;
 * integration tests (test/*.e2e-spec.ts) share one embedded PostgreSQL started by globalSetup.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  // The whole suite (the package's test script sets TPP_TEST_SHARDS) runs the integration files in
  // shards that share one import of the app (test/support/shards.ts); a file named on the command
  // line runs alone.
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    process.env.TPP_TEST_SHARDS === '1'
      ? '<rootDir>/test/shards/*.shard.ts'
      : '<rootDir>/test/**/*.e2e-spec.ts',
  ],
  // The shards first: they are the longest, and the short unit files fill the end of the run.
  testSequencer: '<rootDir>/test/support/shards-first-sequencer.cjs',
  transform: { '^.+\\.(t|j)s$': swc },
  // ESM-only packages that CommonJS dependencies require (Node 20 can, Jest's runtime cannot).
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|content-disposition|sanitize-html|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)',
  ],
  moduleNameMapper: {
    '^@tpp/contracts$': '<rootDir>/../../shared/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Stops what a test file left running when a hook timed out or failed (no worker kept alive).
  setupFilesAfterEnv: ['<rootDir>/test/support/stop-leftovers.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30_000,
  // A worker with nothing left open sometimes needed more than Jest's default 500 ms to exit on the
  // loaded 2-core machine (measured: an orphaned-app test pair warned in 2 of 3 runs at 500 ms, in
  // none of 3 at 5 s, with nothing open at the file's end). A real leak (an app's pools, pg-boss's
  // interval) never closes by itself, so it is still reported: the same pair at 531bc19 warns at 5 s.
  workerGracefulExitTimeout: 5_000,
  maxWorkers: 2,
};
