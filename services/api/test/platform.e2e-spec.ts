import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { RemotesDocument } from '@tpp/contracts';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootOf, makeStaticRoot, SHELL_INDEX_HTML, withoutBoot } from './support/static-root.js';
import { useTestApi } from './support/test-api.js';
import { TestRoutesModule } from './support/test-routes.module.js';

describe('platform: health, errors, request ids, OpenAPI, remotes.json, static files, SPA fallback', () => {
  let staticRoot: string;
  const logLines: string[] = [];
  const api = useTestApi(async () => {
    staticRoot = await makeStaticRoot();
    return {
      env: {
        STATIC_ROOT: staticRoot,
        REMOTE_MFE_ANALYTICS_URL: 'https://analytics.cdn.example/mf-manifest.json',
      },
      extraModules: [TestRoutesModule],
      logLines,
    };
  });
  afterAll(async () => {
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('sets no cookie on public API reads, so shared caches may keep them', async () => {
    const health = await api.browser().get('/api/health', { csrf: false });
    expect(health.headers['set-cookie']).toBeUndefined();
    const roster = await api.browser().get('/remotes.json', { csrf: false });
    expect(roster.headers['set-cookie']).toBeUndefined();
    const status = await api.browser().get('/api/status', { csrf: false });
    expect(String(status.headers['set-cookie'])).toContain('tpp_csrf=');
  });

  it('reports health with a database round trip', async () => {
    const response = await api.browser().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  describe('errors', () => {
    it('answers an unexpected error with 500, a reference and no internals, and logs it under that id', async () => {
      const response = await api.browser().get('/api/test-only/failure');
      expect(response.statusCode).toBe(500);
      const body = response.json<{ requestId: string }>();
      const requestId = response.headers['x-request-id'];
      expect(body).toEqual({
        statusCode: 500,
        error: 'INTERNAL_ERROR',
        message: `An unexpected error occurred. Reference: ${requestId}`,
        requestId,
      });
      expect(response.body).not.toMatch(/hunter2|ECONNREFUSED|stack|at /);
      const logged = logLines
        .map((line) => JSON.parse(line) as { reqId?: string; level: number; err?: { message: string } })
        .find((entry) => entry.reqId === requestId && entry.level === 50);
      expect(logged?.err?.message).toContain('ECONNREFUSED');
    });

    it('answers an unknown API route with 404 JSON', async () => {
      const response = await api.browser().get('/api/no/such/route');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Not found: GET /api/no/such/route',
      });
      const write = await api.browser().request('DELETE', '/api/no/such/route');
      expect(write.statusCode).toBe(404);
      expect(write.json<{ error: string }>().error).toBe('NOT_FOUND');
    });

    it('answers a bad path parameter with 400 naming it', async () => {
      const team = await api.createTeam();
      const browser = await api.signedIn(await api.createUser({ teamId: team }));
      const response = await browser.get('/api/test-only/teams/abc');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'INVALID_INPUT',
        message: 'id must be a positive whole number.',
        fields: { id: ['id must be a positive whole number'] },
      });
    });

    it('answers an oversized body with 413 in the error shape', async () => {
      const response = await api
        .browser()
        .post('/api/user/account/signin', { email: 'a@b.cd', password: 'x'.repeat(1024 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, error: 'PAYLOAD_TOO_LARGE' });
    });
  });

  describe('request ids', () => {
    it('makes one per request and echoes it', async () => {
      const a = await api.browser().get('/api/health');
      const b = await api.browser().get('/api/health');
      expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    it("keeps a proxy's request id, but not a malformed one", async () => {
      const kept = await api.browser().get('/api/health', { headers: { 'x-request-id': 'edge-42.abc' } });
      expect(kept.headers['x-request-id']).toBe('edge-42.abc');
      const replaced = await api
        .browser()
        .get('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('describes every account route in the OpenAPI document', async () => {
    const response = await api.browser().get('/api/docs-json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/status',
        'GET /api/csrf-token',
        'GET /api/health',
        'POST /api/user/account/signin',
        'GET /api/user/signout',
        'POST /api/user/account/request-magic-link',
        'GET /api/user/account/verify-magic-link/{token}',
        'POST /api/user/account/forgot-password',
        'POST /api/user/account/reset-password',
        'POST /api/user/account/change-password',
        'POST /api/user/registration',
        'POST /api/user/confirm-account',
        'POST /api/account-registration',
        'GET /api/user/configuration',
        'POST /api/user/configuration',
        'POST /api/user/mark-notification-read',
      ]),
    );
    const html = await api.browser().get('/api/docs');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
  });

  describe('remotes.json', () => {
    it('lists the four remotes with routes, labels and manifest URLs, overridable by configuration', async () => {
      const response = await api.browser().get('/remotes.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const document = response.json<RemotesDocument>();
      expect(document.remotes.map((r) => [r.name, r.manifestUrl, r.label])).toEqual([
        ['mfe-public', '/assets/mfe-public/mf-manifest.json', 'The public area'],
        ['mfe-workspace', '/assets/mfe-workspace/mf-manifest.json', 'The workspace'],
        ['mfe-settings', '/assets/mfe-settings/mf-manifest.json', 'Settings'],
        ['mfe-analytics', 'https://analytics.cdn.example/mf-manifest.json', 'Statistics'],
      ]);
      expect(document.remotes[2]?.routes).toEqual([
        '/configure',
        '/configure/audit-log',
        '/configure/creator-calls',
      ]);
    });
  });

  describe('static files', () => {
    it('serves a remote manifest to any origin, never cached stale', async () => {
      const response = await api.browser().get('/assets/mfe-settings/mf-manifest.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('caches content-hashed files for good and revalidates unhashed ones', async () => {
      const hashed = await api.browser().get('/assets/mfe-settings/static/js/settings.3f9a1c2b.js');
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const entry = await api.browser().get('/assets/mfe-settings/remoteEntry.js');
      expect(entry.headers['cache-control']).toBe('no-cache');
      const shell = await api.browser().get('/assets/shell/main.0badc0de.js');
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toBe('console.log("shell");');
    });

    it('sends bundles gzip-compressed to browsers that accept it', async () => {
      const plain = await api.browser().get('/assets/shell/vendor.1234abcd.js');
      const zipped = await api.browser().get('/assets/shell/vendor.1234abcd.js', {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    });

    it("sends the build's brotli copy of a bundle as it is, cached like the bundle", async () => {
      const file = join(staticRoot, 'shell', 'dist', 'vendor.1234abcd.js');
      const source = await readFile(file);
      // Marked, so the test sees the build's copy was sent rather than one made per request.
      const marked = Buffer.concat([source, Buffer.from('//prebuilt')]);
      await writeFile(`${file}.br`, brotliCompressSync(marked));
      const answer = await api.browser().get('/assets/shell/vendor.1234abcd.js', {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(marked.toString());
      await rm(`${file}.br`);
    });

    it('answers 404, not the page, for a missing asset or an unbuilt remote', async () => {
      for (const path of [
        '/assets/mfe-settings/missing.js',
        '/assets/mfe-public/mf-manifest.json',
        '/assets/unknown/x.js',
        '/assets/shell/..%2f..%2fpackage.json',
      ]) {
        const response = await api.browser().get(path);
        expect([path, response.statusCode]).toEqual([path, 404]);
        expect(response.body).not.toContain('<!doctype html>');
      }
    });
  });

  describe('SPA fallback', () => {
    it('answers every page path with the shell', async () => {
      for (const path of [
        '/',
        '/signin',
        '/talent-sheets/statistics/42',
        '/public/talent-sheet/abc?x=1',
        '/no-such-page',
      ]) {
        const response = await api.browser().get(path);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        // The page carries the visitor's session status: no shared cache may keep it.
        expect(response.headers['cache-control']).toBe('private, no-cache');
        expect(withoutBoot(response.body)).toBe(SHELL_INDEX_HTML);
        const remotes = (await api.browser().get('/remotes.json')).json<RemotesDocument>();
        expect(bootOf(response.body)).toEqual({
          remotes: remotes.remotes,
          answers: { '/api/status': { authed: false } },
          manifests: {},
        });
      }
    });

    it('answers 503 with a hint when the shell is not built', async () => {
      await rm(join(staticRoot, 'shell', 'dist', 'index.html'));
      const response = await api.browser().get('/signin');
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('The shell has not been built: run npm run build');
    });
  });
});
