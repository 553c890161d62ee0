import { describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { API, type ApiRoute } from '@tpp/contracts';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestApi, useTestApi } from './support/test-api.js';

const SRC = new URL('../src/', import.meta.url).pathname;

function tableRoutes(): string[] {
  const routes: string[] = [];
  for (const group of Object.values(API) as Record<string, ApiRoute>[])
    for (const route of Object.values(group)) routes.push(`${route.method} ${route.path}`);
  return routes.sort();
}

function joinPath(...parts: (string | undefined)[]): string {
  return `/${parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;
}

/** Every route the running Nest application serves, read from its controllers' metadata. */
function servedRoutes(api: TestApi): string[] {
  const routes: string[] = [];
  for (const module of api.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!type) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, type) as string | undefined;
      const prototype = type.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        routes.push(`${method} ${joinPath(prefix, path)}`);
      }
    }
  }
  return routes.sort();
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the contract: @tpp/contracts API table, served routes, DTO classes, OpenAPI document', () => {
  const api = useTestApi();

  it('serves exactly the routes of the table: nothing missing, nothing extra', () => {
    expect(servedRoutes(api)).toEqual(tableRoutes());
  });

  it('declares every handler with @Endpoint or @ReplyEndpoint from the table (no path literals)', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(join(SRC, 'modules'))) {
      const text = await readFile(file, 'utf8');
      if (/@(Get|Post|Put|Patch|Delete)\(/.test(text) || /@Controller\(\s*['"`]/.test(text))
        offenders.push(file.slice(SRC.length));
    }
    expect(offenders).toEqual([]);
  });

  it('has every request and answer DTO class implement its contract type', async () => {
    const offenders: string[] = [];
    const files = (await sourceFiles(SRC)).filter((file) => /\/dto\/|\.dto\.ts$/.test(file));
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/export class (\w+)([^{]*)\{/g)) {
        if (!/\bimplements\b/.test(match[2] ?? '')) offenders.push(`${file.slice(SRC.length)}: ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('serves the committed OpenAPI document (regenerate it with `npm run openapi -w @tpp/api`)', async () => {
    const served = (await api.browser().get('/api/docs-json', { csrf: false })).json();
    const file = new URL('../openapi.json', import.meta.url);
    if (process.env.UPDATE_OPENAPI === '1') await writeFile(file, `${JSON.stringify(served, null, 2)}\n`);
    const committed = JSON.parse(await readFile(file, 'utf8')) as unknown;
    expect(served).toEqual(committed);
  });
});
