import { describe, expect, it } from '@jest/globals';
import * as contracts from '@tpp/contracts';
import { API, type ApiRoute } from '@tpp/contracts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The product's documentation lives in `docs/`: every call of the route table and every text a
 * user can see (the contracts' message constants and the modules' error tables) appears there,
 * and the generated call reference is what `npm run docs:api` writes from the committed
 * OpenAPI document.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const DOCS = join(ROOT, 'docs');
const MODULES = join(ROOT, 'services/api/src/modules');

async function filesUnder(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Markdown joins wrapped lines with a space: so do the comparisons. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

async function docsText(): Promise<string> {
  const files = await filesUnder(DOCS, '.md');
  return oneLine((await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n'));
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** `MESSAGES`, `TALENT_MESSAGES`… : every message constant the contracts export. */
function messageConstants(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!/(^|_)MESSAGES?$/.test(name)) continue;
    for (const text of stringsIn(value)) texts.set(text, name);
  }
  return texts;
}

/** The `message` of every entry of every module's `*_ERRORS` table. */
async function errorTableMessages(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const file of await filesUnder(MODULES, '.errors.ts')) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const [name, table] of Object.entries(exported)) {
      if (!name.endsWith('_ERRORS') || !table || typeof table !== 'object') continue;
      for (const spec of Object.values(table as Record<string, { message?: unknown }>)) {
        if (typeof spec.message === 'string') texts.set(spec.message, name);
      }
    }
  }
  return texts;
}

describe('docs/', () => {
  it('has the product docs, the departures from the spec and the call reference', async () => {
    const files = (await filesUnder(DOCS, '.md')).map((file) => file.slice(DOCS.length + 1));
    expect(files).toEqual(expect.arrayContaining(['README.md', 'spec-departures.md', 'api-reference.md']));
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  it('names every route of the route table', async () => {
    const docs = await docsText();
    const routes = (Object.values(API) as Record<string, ApiRoute>[]).flatMap((group) =>
      Object.values(group).map((route) => `${route.method} ${route.path}`),
    );
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !docs.includes(route))).toEqual([]);
  });

  it('quotes every message constant and every error table message', async () => {
    const docs = await docsText();
    const texts = new Map([...messageConstants(), ...(await errorTableMessages())]);
    expect(texts.size).toBeGreaterThan(150);
    const missing = [...texts]
      .filter(([text]) => !docs.includes(oneLine(text)))
      .map(([text, from]) => `${from}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('holds the call reference that npm run docs:api writes from the committed openapi.json', async () => {
    const script = join(ROOT, 'scripts/api-reference.mjs');
    const { renderReference, readOpenApi } = (await import(script)) as {
      renderReference: (openapi: unknown) => Promise<string>;
      readOpenApi: () => Promise<unknown>;
    };
    const committed = await readFile(join(DOCS, 'api-reference.md'), 'utf8');
    const current = committed === (await renderReference(await readOpenApi()));
    expect(current ? 'current' : 'out of date: run `npm run docs:api` and commit docs/api-reference.md').toBe(
      'current',
    );
  });
});
