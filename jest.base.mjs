/**
 * Shared Jest settings. TypeScript is compiled by @swc/jest; workspace packages map to their
 * sources so a unit test never needs a prior build. The API overrides this for ESM (see its config).
 */
export function jestConfig({ environment = 'node' } = {}) {
  return {
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
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
      '^@tpp/contracts$': '<rootDir>/../../shared/contracts/src/index.ts',
      '^@tpp/session$': '<rootDir>/../../shared/session/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': '<rootDir>/../../scripts/jest-style-stub.cjs',
    },
  };
}
