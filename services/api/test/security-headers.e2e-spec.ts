import { beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { rosterCreators } from './factories/sheets.js';
import { makeStaticRoot } from './support/static-root.js';
import { useTestApi } from './support/test-api.js';

/**
 * Issue 16, security headers: read from real answers of the real app. The shell's template here
 * carries one inline script (the built shell has none today) so the hash path is exercised: the
 * page's policy must allow exactly the template's scripts, never one written into the page later.
 */

const ANALYTICS_ORIGIN = 'http://127.0.0.1:3611';
const TEMPLATE_SCRIPT = 'window.__tppStartedAt = Date.now();';
const SHELL_HTML =
  '<!doctype html><html><head><title>Talent Pitch Pro (test shell)</title>' +
  `<script>${TEMPLATE_SCRIPT}</script><script defer src="/assets/shell/main.0badc0de.js"></script>` +
  '</head><body><div id="root"></div></body></html>';

/** The CSP of an answer as directive name → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Every <script> the browser would run inline: no src, not a JSON data block. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes]) => !/\bsrc=/i.test(attributes!) && !/type="application\/json"/i.test(attributes!),
    )
    .map(([, , body]) => body!);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function expectPagePolicy(response: LightMyRequestResponse): void {
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const policy = policyOf(response);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((source) => source === '*' || source.endsWith(':'))).toBe(false);
  // The analytics remote is configured on its own origin: its code and manifest may load.
  expect(scripts).toContain(ANALYTICS_ORIGIN);
  expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", ANALYTICS_ORIGIN]));
  expect(policy.get('style-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
  expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  const inline = inlineScripts(response.body);
  for (const body of inline) expect(scripts).toContain(sha256(body));
  // Exactly the template's script: nothing written into the page is allowed by hash.
  expect(inline).toEqual([TEMPLATE_SCRIPT]);
  expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([sha256(TEMPLATE_SCRIPT)]);
}

function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers on real answers', () => {
  const api = useTestApi(async () => {
    const root = await makeStaticRoot();
    await writeFile(join(root, 'shell', 'dist', 'index.html'), SHELL_HTML);
    return { env: { STATIC_ROOT: root, REMOTE_MFE_ANALYTICS_URL: `${ANALYTICS_ORIGIN}/mf-manifest.json` } };
  });
  let teamId: number;

  beforeAll(async () => {
    // A team name that tries to end the boot document and open a script of its own.
    teamId = await api.createTeam('Northstar </script><script>alert(1)</script> & Co');
    await rosterCreators(api.db, teamId, 2);
  });

  it('a private page: the page policy, its only inline script allowed by hash, the common headers', async () => {
    const response = await api.browser().get('/dashboard', { csrf: false });
    expect(response.statusCode).toBe(200);
    expectPagePolicy(response);
    expectCommonHeaders(response);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('a brand-facing pitch page with its boot document and first paint: no script but the template one', async () => {
    const response = await api.browser().get(`/public/talent-roster/${teamId}`, { csrf: false });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script type="application/json" id="tpp-boot">');
    expect(response.body).toContain('Northstar');
    expectPagePolicy(response);
    expectCommonHeaders(response);
  });

  it('a JSON answer gets a policy that lets nothing load', async () => {
    const response = await api.browser().get('/api/status', { csrf: false });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expectCommonHeaders(response);
  });

  it('a static asset may be loaded by a shell on another origin', async () => {
    const response = await api.browser().get('/assets/shell/main.0badc0de.js', { csrf: false });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expectCommonHeaders(response);
  });

  it('404s carry the headers too', async () => {
    for (const url of ['/api/no-such-route', '/assets/shell/missing.0badc0de.js']) {
      const response = await api.browser().get(url, { csrf: false });
      expect(response.statusCode).toBe(404);
      expect(policyOf(response).get('default-src')).toEqual(["'none'"]);
      expectCommonHeaders(response);
    }
  });

  it('a malformed path answered by the framework before any hook: 400 with the data policy and nosniff', async () => {
    const response = await api.browser().get('/api/team/roster/%E0%A4%A', { csrf: false });
    expect(response.statusCode).toBe(400);
    expect(policyOf(response).get('default-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('no HSTS over plain HTTP, nor from an untrusted X-Forwarded-Proto', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const response = await api.browser().get('/api/status', { csrf: false, headers });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('behind a trusted TLS proxy, with S3 storage', () => {
  const bucketOrigin = 'http://127.0.0.1:4599';
  const api = useTestApi(async () => ({
    env: {
      STATIC_ROOT: await makeStaticRoot(),
      // The proxy's own address (the test browser's default): only it may say the scheme.
      TRUST_PROXY: '127.0.0.1',
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: 'tpp-media',
      S3_ENDPOINT: bucketOrigin,
    },
  }));

  it('HSTS only when the proxy says the request came over https', async () => {
    const secure = await api.browser().get('/api/status', {
      csrf: false,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await api
      .browser()
      .get('/api/status', { csrf: false, headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const direct = await api.browser().get('/api/status', { csrf: false });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    // A client that reaches the API past the proxy cannot claim https.
    const bypass = await api
      .browser('10.9.8.7')
      .get('/api/status', { csrf: false, headers: { 'x-forwarded-proto': 'https' } });
    expect(bypass.headers['strict-transport-security']).toBeUndefined();
  });

  it('pages may show and upload to the bucket; with no remote elsewhere scripts come from this origin only', async () => {
    const response = await api.browser().get('/settings', { csrf: false });
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response);
    expect(policy.get('img-src')).toContain(bucketOrigin);
    expect(policy.get('connect-src')).toContain(bucketOrigin);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(inlineScripts(response.body)).toEqual([]);
  });
});
