/** @jest-environment node */
/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Lints every case with the repository's ESLint config in one Node process (ESM, as ESLint loads it). */
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(await new Response(process.stdin).text());
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

/** The 'no-restricted-syntax' messages for each `code` placed at `file` (nothing is written to disk). */
function lint(cases: Array<{ file: string; code: string }>): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const API_CALL = `import { API } from '@tpp/contracts';
import { api } from '@tpp/session';
export const load = () => api.call(API.session.status);
`;
const FETCHES = `export const a = () => fetch('/api/status');
export const b = () => window.fetch('/api/status');
export const c = () => globalThis.fetch('/api/status');
`;

describe("the lint rule 'api.call and fetch only in src/api'", () => {
  it('fails planted calls outside src/api and passes the same code inside it', () => {
    const screens = [
      'mfe-public/src/features/planted/Planted.tsx',
      'mfe-workspace/src/components/Planted.tsx',
      'shell/src/layout/Planted.tsx',
      'shared/ui/src/Planted.tsx',
    ];
    const homes = [
      'mfe-public/src/api/planted.ts',
      'shell/src/api/planted.ts',
      'shared/session/src/planted.ts',
    ];
    const results = lint([
      ...screens.map((file) => ({ file, code: API_CALL })),
      { file: 'mfe-settings/src/features/planted/planted.ts', code: FETCHES },
      ...homes.map((file) => ({ file, code: API_CALL + FETCHES })),
    ]);

    for (const messages of results.slice(0, screens.length)) {
      expect(messages).toEqual([expect.stringContaining('api.call belongs in')]);
    }
    expect(results[screens.length]).toEqual([
      expect.stringContaining('fetch belongs in'),
      expect.stringContaining('fetch belongs in'),
      expect.stringContaining('fetch belongs in'),
    ]);
    expect(results.slice(screens.length + 1)).toEqual(homes.map(() => []));
  }, 120_000);
});
