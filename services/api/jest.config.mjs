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
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j)s$': swc },
  // ESM-only packages that CommonJS dependencies require (Node 20 can, Jest's runtime cannot).
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|content-disposition|sanitize-html|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)',
  ],
  moduleNameMapper: {
    '^@tpp/contracts$': '<rootDir>/../../shared/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30_000,
  maxWorkers: 2,
};
