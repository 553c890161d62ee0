import { beforeAll, describe, expect, it } from '@jest/globals';
import { API, type ApiRoute } from '@tpp/contracts';
import {
  baseDraft,
  errorCode,
  hasErrorShape,
  operationsOf,
  urlOf,
  type Json,
  type Operation,
  type Schema,
} from '../support/bad-input-fuzz.js';
import {
  fingerprint,
  openApiPathOf,
  routesOf,
  seedSecurityWorld,
  type SecurityWorld,
} from '../support/security-world.js';
import { useTestApi } from '../support/test-api.js';

/**
 * Security class: every decision about a request is made on the path the router routes (decoded),
 * never on the raw URL. The review found `POST /%61pi/user/configuration` saving settings without
 * a CSRF token (the check read the raw path, the router the decoded one), a same-site HTML form
 * (an url-encoded body) changing a user's name, and `GET /api/user/%73ignout` from another site
 * signing users out. Here every unsafe route of the route table is sent through percent-encoded
 * paths, with a JSON and with a form body, without the token, as a signed-in platform admin: none
 * may act. With the token, the API still takes JSON bodies only.
 */

/** `/api/user/configuration` with the letters of some static segments percent-encoded. */
function encodedVariants(route: ApiRoute, filled: string): { name: string; url: string }[] {
  const [path, query] = filled.split('?') as [string, string | undefined];
  const segments = path.split('/');
  const patternSegments = route.path.split('/');
  const staticIndexes = patternSegments.flatMap((segment, index) =>
    segment && !segment.startsWith(':') ? [index] : [],
  );
  const encode = (text: string, upper: boolean) =>
    text.replace(/[A-Za-z]/g, (letter) => {
      const hex = letter.charCodeAt(0).toString(16);
      return `%${upper ? hex.toUpperCase() : hex}`;
    });
  const withSegments = (indexes: number[], how: (segment: string) => string) =>
    segments.map((segment, index) => (indexes.includes(index) ? how(segment) : segment)).join('/') +
    (query === undefined ? '' : `?${query}`);
  const first = staticIndexes[0]!;
  const last = staticIndexes[staticIndexes.length - 1]!;
  const variants = [
    { name: 'each letter of the first segment', url: withSegments([first], (s) => encode(s, false)) },
    { name: 'each letter of the last segment', url: withSegments([last], (s) => encode(s, true)) },
    {
      name: 'one letter of every segment',
      url: withSegments(staticIndexes, (s) => encode(s.charAt(0), false) + s.slice(1)),
    },
    { name: 'every letter of the path', url: withSegments(staticIndexes, (s) => encode(s, true)) },
    // Encoded twice: the router decodes once, so this is no route of the API (a write must still
    // be refused; a GET of it is a page of the static site).
    ...(route.method === 'GET'
      ? []
      : [
          {
            name: 'the first segment encoded twice',
            url: withSegments([first], (s) => encode(s, false).replaceAll('%', '%25')),
          },
        ]),
  ];
  return variants.filter(
    (variant, index) => variants.findIndex((other) => other.url === variant.url) === index,
  );
}

/** The body as an HTML form would send it: top-level fields, lists as repeated names. */
function formOf(body: Json | undefined): string {
  const form = new URLSearchParams();
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const [name, value] of Object.entries(body))
      for (const one of Array.isArray(value) ? value : [value])
        form.append(name, typeof one === 'object' ? JSON.stringify(one) : String(one));
  if ([...form.keys()].length === 0) form.append('full_name', 'Mallory');
  return form.toString();
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('decisions on the routed path, never the raw URL', () => {
  const api = useTestApi();
  let world: SecurityWorld;
  let operations: Map<string, Operation>;
  let resolve: (schema?: Schema) => Schema;
  let unsafeRoutes: ApiRoute[];

  /** A request of the route with every part valid, as the fuzz builds it (seeded ids, valid body). */
  function validRequest(route: ApiRoute): { url: string; body: Json | undefined; operation: Operation } {
    const operation = operations.get(`${route.method} ${openApiPathOf(route.path)}`);
    if (!operation) throw new Error(`No OpenAPI operation for ${route.method} ${route.path}`);
    const draft = baseDraft(operation, resolve, world.seeded);
    return { url: urlOf(operation, draft), body: draft.body, operation };
  }

  beforeAll(async () => {
    world = await seedSecurityWorld(api);
    const document = (await api.browser().get('/api/docs-json')).json<Parameters<typeof operationsOf>[0]>();
    const parsed = operationsOf(document);
    resolve = parsed.resolve;
    operations = new Map(
      parsed.operations.map((operation) => [`${operation.method} ${operation.path}`, operation]),
    );
    unsafeRoutes = routesOf(API).filter(
      (route) => route.method !== 'GET' || route.path === API.session.signOut.path,
    );
  });

  it('the route table has unsafe routes, each with its OpenAPI operation', () => {
    expect(unsafeRoutes.length).toBeGreaterThan(50);
    for (const route of unsafeRoutes) expect(validRequest(route).operation).toBeDefined();
  });

  it('refuses every unsafe route through percent-encoded paths without the CSRF token, and nothing changes', async () => {
    const before = await fingerprint(api.db);
    const acted: { request: string; status: number; body: string }[] = [];
    let sent = 0;
    for (const route of unsafeRoutes) {
      const { url, body } = validRequest(route);
      for (const variant of encodedVariants(route, url)) {
        const attempts =
          route.method === 'GET'
            ? [{ kind: 'no body', options: {} }]
            : [
                { kind: 'JSON', options: body === undefined ? {} : { payload: JSON.stringify(body) } },
                { kind: 'form', options: { payload: formOf(body), headers: FORM } },
              ];
        for (const attempt of attempts) {
          const response = await world.browser.request(route.method, variant.url, {
            ...attempt.options,
            csrf: false,
          });
          sent += 1;
          if (![403, 404, 415].includes(response.statusCode) || !hasErrorShape(response))
            acted.push({
              request: `${route.method} ${variant.url} (${attempt.kind}, ${variant.name})`,
              status: response.statusCode,
              body: response.body.slice(0, 160),
            });
        }
      }
    }
    expect(acted).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    // Still signed in, and not a row of any table changed (the name, the sheets, the team...).
    const configuration = await world.browser.get(API.userConfiguration.read.path);
    expect(configuration.statusCode).toBe(200);
    expect(configuration.json<{ full_name: string }>().full_name).toBe('Ada Admin');
    expect(await fingerprint(api.db)).toEqual(before);
  }, 180_000);

  it('GET /api/user/%73ignout from another site (no CSRF header) does not sign the user out', async () => {
    const session = world.browser.sessionToken;
    for (const url of ['/api/user/%73ignout', '/%61pi/user/signout', '/api/%75ser/%73%69%67%6E%6F%75%74']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await world.browser.request(method, url, { csrf: false });
        expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 403 });
      }
    }
    expect(world.browser.sessionToken).toBe(session);
    expect((await world.browser.get(API.session.status.path)).json<{ authed: boolean }>().authed).toBe(true);
    const { rows } = await api.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM sessions WHERE user_id = $1',
      [world.user.id],
    );
    expect(Number(rows[0]!.count)).toBeGreaterThan(0);
  });

  it('takes JSON bodies only: with the token, a form or text body is refused on every unsafe route', async () => {
    const before = await fingerprint(api.db);
    const wrong: { request: string; status: number; error: string | undefined }[] = [];
    for (const route of unsafeRoutes.filter((candidate) => candidate.method !== 'GET')) {
      const { url, body, operation } = validRequest(route);
      const [encoded] = encodedVariants(route, url);
      for (const target of [url, encoded!.url])
        for (const [type, payload] of [
          ['application/x-www-form-urlencoded', formOf(body)],
          ['text/plain', JSON.stringify(body ?? { full_name: 'Mallory' })],
          [
            'multipart/form-data; boundary=x',
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          ],
        ] as const) {
          const response = await world.browser.request(route.method, target, {
            payload,
            headers: { 'content-type': type },
          });
          // A route that takes a body answers 415; one that takes none refuses any body, naming it.
          const expected = operation.body
            ? { status: 415, error: 'UNSUPPORTED_MEDIA_TYPE' }
            : { status: 400, error: 'INVALID_INPUT' };
          if (response.statusCode !== expected.status || errorCode(response) !== expected.error)
            wrong.push({
              request: `${route.method} ${target} (${type})`,
              status: response.statusCode,
              error: errorCode(response),
            });
        }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(api.db)).toEqual(before);
  }, 180_000);

  it('refuses a JSON body on a route that takes none, naming body', async () => {
    for (const [method, url] of [
      ['POST', API.admin.stopActing.path],
      ['DELETE', `/api/team/influencer/${world.seeded.creatorId}`],
      ['GET', API.userConfiguration.read.path],
    ] as const) {
      const response = await world.browser.request(method, url, { body: { full_name: 'Mallory' } });
      expect({
        url,
        status: response.statusCode,
        fields: response.json<{ fields?: unknown }>().fields,
      }).toEqual({
        url,
        status: 400,
        fields: { body: ['this request takes no body'] },
      });
    }
    // The creator is still on the roster.
    expect((await world.browser.get(`/api/influencers/profiles/${world.seeded.creatorId}`)).statusCode).toBe(
      200,
    );
  });

  it('answers a percent-encoded /api path that no route serves as the API, not as a page', async () => {
    for (const url of ['/%61pi/no/such/route', '/%61%70%69', '/%61ssets/shell/missing.js']) {
      const response = await world.browser.get(url);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 404,
        type: 'application/json; charset=utf-8',
      });
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
  });
});
