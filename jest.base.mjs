import path from 'node:path';

const root = import.meta.dirname;
const source = (file) => path.join(root, file);

/**
 * Shared Jest settings. TypeScript is compiled by @swc/jest; workspace packages map to their
 * sources so a unit test never needs a prior build (absolute paths: packages sit at any depth).
 * The API overrides this for ESM (see its config).
 */
export function jestConfig({ environment = 'node' } = {}) {
  return {
    testEnvironment: environment,
    // A screen test renders a whole page in jsdom; on a busy two-core machine that alone can pass
    // Jest's 5 s default. A limit on how long a test may hang, not an assertion about speed.
    testTimeout: 20_000,
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    setupFilesAfterEnv: environment === 'jsdom' ? [source('scripts/jest-dom-setup.cjs')] : [],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@tpp/contracts$': source('shared/contracts/src/index.ts'),
      '^@tpp/session$': source('shared/session/src/index.ts'),
      '^@tpp/ui$': source('shared/ui/src/index.ts'),
      '^@tpp/profile$': source('shared/profile/src/index.ts'),
      '^@tpp/profile/testing$': source('shared/profile/src/testing/fixtures.ts'),
      '^@tpp/ui/testing$': source('shared/ui/src/testing/fakeFetch.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': source('scripts/jest-style-stub.cjs'),
    },
    // wouter and its route parser ship only as ES modules.
    transformIgnorePatterns: ['/node_modules/(?!(wouter|regexparam)/)'],
  };
}
