import { beforeAll, describe, expect, it } from '@jest/globals';
import { API } from '@tpp/contracts';
import {
  baseDraft,
  operationsOf,
  urlOf,
  type Draft,
  type Json,
  type Operation,
  type Schema,
} from '../support/bad-input-fuzz.js';
import {
  declaredRange,
  isPercent,
  namesField,
  numericFields,
  withBodyValue,
  type NumericField,
} from '../support/openapi-numbers.js';
import { fingerprint, seedSecurityWorld, type SecurityWorld } from '../support/security-world.js';
import { useTestApi } from '../support/test-api.js';

/**
 * Security class: every number a request carries has a declared range, and a number outside it
 * is refused with 400 naming the field, never a 500. The review found
 * `GET /api/user/influencers?avg_views_min=2147483648` answering 500: the filter declared a range
 * wider than the `integer` column it is compared with. The ranges are read from the served
 * OpenAPI document (`minimum`, `maximum`, or an `enum`), so the document cannot promise what the
 * validation does not hold: out-of-range values are refused, the bounds of every read are taken.
 */

interface Probe {
  field: NumericField;
  value: string | number;
}

describe('numbers in queries, paths and bodies have a declared range', () => {
  const api = useTestApi();
  let world: SecurityWorld;
  let operations: Operation[];
  let resolve: (schema?: Schema) => Schema;
  let fields: NumericField[];

  /** The operation's valid request with one numeric field set to `value`. */
  function requestWith(
    field: NumericField,
    value: string | number,
  ): { url: string; body: string | undefined } {
    const draft: Draft = baseDraft(field.operation, resolve, world.seeded);
    if (field.in === 'path') draft.path[field.name] = String(value);
    else if (field.in === 'query') {
      draft.query = draft.query.filter(([name]) => name !== field.name);
      draft.query.push([field.name, String(value)]);
    } else draft.body = withBodyValue(draft.body, field.bodyPath, value as Json);
    return {
      url: urlOf(field.operation, draft),
      body: draft.body === undefined ? undefined : JSON.stringify(draft.body),
    };
  }

  async function send(field: NumericField, value: string | number) {
    const { url, body } = requestWith(field, value);
    const response = await world.browser.request(
      field.operation.method,
      url,
      body === undefined ? {} : { payload: body },
    );
    return { url, body, response };
  }

  /** Just past both bounds, and huge values either way. */
  function outOfRange(field: NumericField): (string | number)[] {
    const range = declaredRange(field.schema) ?? { min: 1, max: 2_147_483_647 };
    const half = isPercent(field.schema) ? [range.max + 0.5, range.min - 0.5] : [];
    const values = [range.min - 1, range.max + 1, ...half];
    return field.in === 'body'
      ? [...values, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2]
      : [...values.map(String), '99999999999999999999', '-99999999999999999999'];
  }

  beforeAll(async () => {
    world = await seedSecurityWorld(api);
    const parsed = operationsOf(
      (await api.browser().get('/api/docs-json')).json<Parameters<typeof operationsOf>[0]>(),
    );
    ({ operations, resolve } = parsed);
    fields = numericFields(operations, resolve);
  });

  it('GET /api/user/influencers?avg_views_min=2147483648 answers 400 naming avg_views_min (it answered 500)', async () => {
    const refused = await world.browser.get(`${API.talent.roster.path}?avg_views_min=2147483648`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string; fields: Record<string, string[]> }>()).toMatchObject({
      error: 'INVALID_INPUT',
      fields: { avg_views_min: [expect.any(String)] },
    });
    for (const value of ['2147483647', '0'])
      expect((await world.browser.get(`${API.talent.roster.path}?avg_views_min=${value}`)).statusCode).toBe(
        200,
      );
  });

  it('every numeric path, query and body field of every operation declares its range', () => {
    expect(fields.length).toBeGreaterThan(80);
    const open = fields
      .filter((field) => declaredRange(field.schema) === null)
      .map((field) => `${field.operation.method} ${field.operation.path} ${field.in}:${field.name}`);
    expect(open).toEqual([]);
  });

  it('refuses a number just past either bound, or huge, with 400 naming the field, and changes nothing', async () => {
    const before = await fingerprint(api.db);
    const probes: Probe[] = fields.flatMap((field) => outOfRange(field).map((value) => ({ field, value })));
    const wrong: { request: string; value: string | number; status: number; answer: string }[] = [];
    for (const { field, value } of probes) {
      const { url, body, response } = await send(field, value);
      const answer = response.json<{ fields?: Record<string, unknown> }>();
      if (response.statusCode !== 400 || !namesField(answer.fields, field))
        wrong.push({
          request: `${field.operation.method} ${url} ${body?.slice(0, 120) ?? ''} (${field.in}:${field.name})`,
          value,
          status: response.statusCode,
          answer: response.body.slice(0, 200),
        });
    }
    expect(wrong).toEqual([]);
    expect(probes.length).toBeGreaterThan(400);
    expect(await fingerprint(api.db)).toEqual(before);
  }, 180_000);

  it('takes both bounds of every number of every read (the range declared is the range held)', async () => {
    const wrong: { request: string; status: number; answer: string }[] = [];
    let sent = 0;
    for (const field of fields.filter((candidate) => candidate.operation.method === 'GET')) {
      const range = declaredRange(field.schema);
      if (!range) continue;
      for (const value of [range.min, range.max]) {
        const { url, response } = await send(field, String(value));
        sent += 1;
        const answer = response.json<{ fields?: Record<string, unknown> }>();
        if (response.statusCode >= 500 || (response.statusCode === 400 && namesField(answer.fields, field)))
          wrong.push({
            request: `GET ${url}`,
            status: response.statusCode,
            answer: response.body.slice(0, 200),
          });
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(60);
  }, 120_000);
});
