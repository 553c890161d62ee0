import { beforeAll, describe, expect, it } from '@jest/globals';
import { API, type ApiRoute } from '@tpp/contracts';
import { baseDraft, operationsOf, urlOf, type Operation, type Schema } from '../support/bad-input-fuzz.js';
import { openApiPathOf, routesOf, seedSecurityWorld, type SecurityWorld } from '../support/security-world.js';
import { useTestApi } from '../support/test-api.js';

/**
 * Security class: private answers are never stored by a browser or a proxy. Every answer of the
 * API to a signed-in request carries `Cache-Control: no-store`, except the public answers that
 * are the same bytes for every visitor and declare their own caching (the public roster, sheet
 * and collection: `no-cache` with an ETag; the generated media: immutable).
 */

/** Public answers, identical for every visitor, with their own caching. */
const PUBLIC_CACHEABLE = new Map<string, RegExp>([
  [API.publicTalent.roster.path, /^no-cache$/],
  [API.publicSheets.sheet.path, /^no-cache$/],
  [API.publicCollections.get.path, /^no-cache$/],
  [API.media.avatar.path, /^public, max-age=\d+, immutable$/],
  [API.media.post.path, /^public, max-age=\d+, immutable$/],
]);

/** Uploaded files are another class (private attachments, test/security of uploads). */
const OTHER_CLASSES = new Set<string>([API.uploads.file.path]);

describe('private answers are not stored', () => {
  const api = useTestApi();
  let world: SecurityWorld;
  let operations: Map<string, Operation>;
  let resolve: (schema?: Schema) => Schema;

  function urlFor(route: ApiRoute): string {
    const operation = operations.get(`${route.method} ${openApiPathOf(route.path)}`);
    if (!operation) throw new Error(`No OpenAPI operation for ${route.method} ${route.path}`);
    return urlOf(operation, baseDraft(operation, resolve, world.seeded));
  }

  beforeAll(async () => {
    world = await seedSecurityWorld(api);
    const parsed = operationsOf(
      (await api.browser().get('/api/docs-json')).json<Parameters<typeof operationsOf>[0]>(),
    );
    resolve = parsed.resolve;
    operations = new Map(
      parsed.operations.map((operation) => [`${operation.method} ${operation.path}`, operation]),
    );
  });

  it('answers every GET of the route table signed in with no-store, but the public cacheable ones', async () => {
    const routes = routesOf(API).filter(
      (route) =>
        route.method === 'GET' && route.path !== API.session.signOut.path && !OTHER_CLASSES.has(route.path),
    );
    expect(routes.length).toBeGreaterThan(50);
    const wrong: { url: string; status: number; cacheControl: unknown }[] = [];
    let answered200 = 0;
    for (const route of routes) {
      const url = urlFor(route);
      const response = await world.browser.get(url);
      if (response.statusCode === 200) answered200 += 1;
      const cacheControl = response.headers['cache-control'];
      const own = PUBLIC_CACHEABLE.get(route.path);
      const fine = own
        ? typeof cacheControl === 'string' && own.test(cacheControl)
        : typeof cacheControl === 'string' && cacheControl.split(/\s*,\s*/).includes('no-store');
      if (!fine) wrong.push({ url, status: response.statusCode, cacheControl });
    }
    expect(wrong).toEqual([]);
    // The seeded world makes most reads succeed: the headers of real answers were checked.
    expect(answered200).toBeGreaterThan(routes.length * 0.7);
  }, 120_000);

  it('keeps the public answers cacheable with an ETag, the same for every visitor', async () => {
    for (const path of [
      API.publicTalent.roster.path,
      API.publicSheets.sheet.path,
      API.publicCollections.get.path,
    ]) {
      const url = urlFor(API_ROUTE_BY_PATH(path));
      const signedIn = await world.browser.get(url);
      const anonymous = await api.browser().get(url);
      expect({ url, status: signedIn.statusCode }).toEqual({ url, status: 200 });
      expect(signedIn.headers['cache-control']).toBe('no-cache');
      expect(signedIn.headers.etag).toBeDefined();
      expect(anonymous.headers.etag).toBe(signedIn.headers.etag);
    }
  });

  it('answers errors, the session status, sign-out and writes with no-store too', async () => {
    const anonymous = api.browser();
    const answers = [
      await anonymous.get(API.session.status.path),
      await anonymous.get(API.userConfiguration.read.path),
      await world.browser.get('/api/talent-sheets/NoSuchSheet1234'),
      await world.browser.post(API.userConfiguration.save.path, { full_name: 'Ada Admin', nickname: '' }),
      await world.browser.get('/api/no/such/route'),
    ];
    const signedOut = await api.signedIn(world.user);
    answers.push(await signedOut.get(API.session.signOut.path));
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 200, 404, 200]);
  });
});

function API_ROUTE_BY_PATH(path: string): ApiRoute {
  const route = routesOf(API).find((candidate) => candidate.method === 'GET' && candidate.path === path);
  if (!route) throw new Error(`No GET route ${path}`);
  return route;
}
