import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { apiBoundaries } from './scripts/eslint-api-boundaries.mjs';

/** `<root>/mfe-workspace/src/features/roster/x.ts` -> { app: '<root>/mfe-workspace', area: 'features', feature: 'roster' }. */
function placeOf(file) {
  const match = /^(.*[\\/](?:mfe-[a-z-]+|shell))[\\/](?:src[\\/]([^\\/]+)(?:[\\/]([^\\/]+)[\\/])?)?/.exec(
    file,
  );
  if (!match) return null;
  return {
    app: match[1],
    area: match[2] ?? null,
    feature: match[2] === 'features' ? (match[3] ?? null) : null,
  };
}

/**
 * Frontend boundaries: a remote never imports another remote (or the shell), a
 * feature never imports another feature's files, and the shared folders of a remote
 * (src/components, src/api, src/testing) never import a feature. Imports are resolved against the
 * importing file, so `../roster/x`, `../../features/roster/x` and `../../../mfe-public/src/x` are
 * all caught.
 */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (/^@tpp\/(mfe-|shell)/.test(source)) {
        context.report({ node, message: `Remotes never import each other: '${source}'.` });
        return;
      }
      if (!source.startsWith('.')) return;
      const there = placeOf(path.resolve(path.dirname(file), source));
      if (!there) return;
      if (!here || there.app !== here.app) {
        context.report({ node, message: `Remotes never import each other: '${source}'.` });
      } else if (here.feature && there.feature && there.feature !== here.feature) {
        context.report({
          node,
          message: `Feature '${here.feature}' imports feature '${there.feature}' ('${source}'): move the shared piece to src/components, src/api or a shared/ package.`,
        });
      } else if (['components', 'api', 'testing'].includes(here.area) && there.area === 'features') {
        context.report({ node, message: `src/${here.area} never imports a feature: '${source}'.` });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** Calls to the API (`api.call`) and to the network (`fetch`), allowed only in src/api/. */
export const API_CALL_SELECTORS = [
  {
    selector: "CallExpression[callee.object.name='api'][callee.property.name='call']",
    message:
      "api.call belongs in this app's src/api/: call a function of src/api (a read through useApiQuery).",
  },
  {
    selector:
      "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]",
    message: "fetch belongs in this app's src/api/ (or in @tpp/session's client).",
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/{session,ui,profile}/**/*.{ts,tsx}'],
    plugins: { tpp: { rules: { boundaries } } },
    rules: { 'tpp/boundaries': 'error' },
  },
  {
    // API modules use each other only through public files; no SQL in services/ (the rule's file says which).
    files: ['services/api/src/modules/**/*.ts'],
    plugins: { 'tpp-api': { rules: { boundaries: apiBoundaries } } },
    rules: { 'tpp-api/boundaries': 'error' },
  },
  {
    // The browser talks to the API only from a remote's or the shell's src/api/ (screens read
    // through those functions and the query layer of @tpp/session, which holds the client itself).
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mfe-*/src/**/*.{ts,tsx}',
      'shared/{ui,profile,contracts}/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/src/api/**', '**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...API_CALL_SELECTORS] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
