import { jestConfig } from '../jest.base.mjs';

const base = jestConfig({ environment: 'jsdom' });

// jest.base.mjs maps the shared packages for packages two levels deep; the apps sit one level down.
export default {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@tpp/contracts$': '<rootDir>/../shared/contracts/src/index.ts',
    '^@tpp/session$': '<rootDir>/../shared/session/src/index.ts',
    '^@tpp/ui$': '<rootDir>/../shared/ui/src/index.ts',
    '\\.css$': '<rootDir>/../scripts/jest-style-stub.cjs',
  },
  // wouter and its route parser ship only as ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(wouter|regexparam)/)'],
};
