import fc from 'fast-check';

/**
 * The bad-input generator of test/bad-input.e2e-spec.ts, shared with the multi-process test: for
 * every operation of the served OpenAPI document, requests that each hold at least one element
 * invalid for its schema (wrong type, null, NUL, a lone surrogate, an out-of-range number, a
 * non-canonical id, an unknown field, malformed JSON, a huge string). Numbers are tried just past
 * the range the document declares for them (`minimum`, `maximum`) on both sides and at huge values;
 * test/support/openapi-numbers.ts lists them (every one must declare its range).
 */

export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: Schema;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type QueryValue = string | string[];

/** One request: the parts that are sent, each possibly broken. */
export interface Draft {
  path: Record<string, string>;
  query: [string, QueryValue][];
  body: Json | undefined;
  /** Sent as is instead of the JSON of `body`. */
  rawBody?: string;
}

type Mutation = (draft: Draft) => void;

/** Values of the seeded data, so the valid parts of a request reach as far as possible. */
export interface Seeded {
  teamId: number;
  creatorId: number;
  sheetId: string;
  collectionId: string;
  castingCallId: number;
}

/* ------------------------------------------------------------------ schema helpers */

export function resolver(document: { components?: { schemas?: Record<string, Schema> } }) {
  const schemas = document.components?.schemas ?? {};
  return function resolve(schema: Schema | undefined): Schema {
    if (!schema) return {};
    if (schema.$ref) return resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]);
    return schema;
  };
}

const isNumeric = (schema: Schema) => schema.type === 'number' || schema.type === 'integer';
/** Percent filters (0 to 100) are the only decimal numbers of the API; every other number is an integer id, page, version, age or count. */
const isDecimal = (schema: Schema) => isNumeric(schema) && schema.minimum === 0 && schema.maximum === 100;
const hasClosedProperties = (schema: Schema) =>
  schema.type === 'object' && !!schema.properties && !schema.additionalProperties;

/** A plausible valid value, from the seeded data where the name says what it is. */
function validValue(
  name: string,
  schema: Schema,
  seeded: Seeded,
  resolve: (s?: Schema) => Schema,
  context = '',
): Json {
  const lower = name.toLowerCase();
  if (schema.enum?.length) return schema.enum[0] as Json;
  if (isNumeric(schema)) {
    if (lower.includes('team')) return seeded.teamId;
    if (lower.includes('casting')) return seeded.castingCallId;
    if (lower.includes('version')) return 1;
    if (/influencer|^id$|liked/.test(lower)) return seeded.creatorId;
    return schema.minimum ?? 1;
  }
  if (schema.type === 'boolean') return false;
  if (schema.type === 'array') {
    const items = resolve(schema.items);
    return [validValue(name, items, seeded, resolve, context)];
  }
  if (schema.type === 'object' || schema.properties) {
    const value: Record<string, Json> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      value[key] = validValue(key, resolve(property), seeded, resolve, context);
    return value;
  }
  if (schema.format === 'email' || lower.includes('email')) return 'fuzz.viewer@brand.test';
  if (lower.includes('collection') || (lower === 'id' && context.includes('collections')))
    return seeded.collectionId;
  if (/sheet|hash|^id$/.test(lower)) return seeded.sheetId;
  if (lower === 'file') return 'creator-1.svg';
  if (lower.includes('date') || lower.includes('deadline')) return '2026-12-01';
  if (lower === 'platform') return 'instagram';
  if (lower.includes('url') || lower.includes('image')) return 'https://example.com/a.png';
  if (lower.includes('password')) return 'fuzz-password-1';
  if (lower.includes('settings')) return '{}';
  return 'Fuzz text';
}

/* ------------------------------------------------------------------ bad values */

const text = fc.string({ maxLength: 12 });
const withNul = fc.tuple(text, text).map(([a, b]) => `${a}\u0000${b}`);
// ASCII around the surrogate: nothing can pair with it.
const withLoneSurrogate = fc
  .tuple(text, fc.integer({ min: 0xd800, max: 0xdfff }), text)
  .map(([a, unit, b]) => `${a}${String.fromCharCode(unit)}${b}`);
const unsafeString = fc.oneof(withNul, withLoneSurrogate);
const NON_CANONICAL_IDS = [
  ' 1',
  '1 ',
  '0x1',
  '0x10',
  '1e0',
  '+1',
  '1.0',
  '01',
  '0b1',
  '1_0',
  '١',
  'Infinity',
  'NaN',
];
const OUT_OF_RANGE_INTEGERS = [
  2_147_483_648,
  -2_147_483_649,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
];
/** Past any range the API declares, either way, as query and path text. */
const HUGE_TEXT = ['99999999999999999999', '-99999999999999999999'];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,',
  '{"a":1}x',
  'nul',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  '{"a":"\\x"}',
];

/** A JSON value of the wrong type for the schema (null only where the schema does not allow it). */
function wrongType(schema: Schema): fc.Arbitrary<Json> {
  const candidates: Json[] = [];
  if (!schema.nullable) candidates.push(null);
  if (schema.type !== 'string') candidates.push('not-a-value', '');
  if (!isNumeric(schema)) candidates.push(0, 7, -1);
  if (schema.type !== 'boolean') candidates.push(true, false);
  if (schema.type !== 'array') candidates.push([], ['x'], [1]);
  if (schema.type !== 'object' && !schema.properties) candidates.push({}, { a: 1 });
  return fc.constantFrom(...candidates);
}

/** A body value that the schema refuses. */
function badBodyValue(schema: Schema): fc.Arbitrary<Json> {
  const options: fc.Arbitrary<Json>[] = [wrongType(schema), unsafeString];
  if (isNumeric(schema)) {
    // Just past the declared range on both sides (and far past it).
    const low =
      schema.minimum === undefined ? [] : [schema.minimum - 1, schema.minimum - 0.5, schema.minimum - 1000];
    const high =
      schema.maximum === undefined
        ? []
        : [schema.maximum + 0.5, schema.maximum + 1, schema.maximum * 1000 + 1];
    const decimal = isDecimal(schema)
      ? OUT_OF_RANGE_INTEGERS.filter((n) => n !== 1.5)
      : OUT_OF_RANGE_INTEGERS;
    options.push(fc.constantFrom(...decimal, ...low, ...high));
  }
  if (schema.type === 'string' && schema.enum?.length)
    options.push(fc.constantFrom('not-a-member', 'TALENT'));
  if (schema.type === 'string' && schema.maxLength !== undefined)
    options.push(
      fc.integer({ min: schema.maxLength + 1, max: schema.maxLength * 4 + 10 }).map((n) => 'x'.repeat(n)),
    );
  if (schema.type === 'string' && schema.format === 'email')
    options.push(fc.constantFrom('not-an-email', 'a@b', '@b.cd', 'a b@c.de'));
  return fc.oneof(...options);
}

/** Past the schema's maximum, or past PostgreSQL's integer when it declares none. */
function tooLarge(schema: Schema): string {
  return schema.maximum === undefined ? '2147483648' : String(schema.maximum + 1);
}

/** A query or path value that the schema refuses. */
function badParamValue(schema: Schema, where: 'path' | 'query'): fc.Arbitrary<QueryValue> {
  const options: fc.Arbitrary<QueryValue>[] = [unsafeString];
  if (where === 'query') options.push(fc.constant(['1', '2']));
  if (isNumeric(schema)) {
    const ids = isDecimal(schema) ? NON_CANONICAL_IDS.filter((id) => id !== '1.0') : NON_CANONICAL_IDS;
    const range = isDecimal(schema)
      ? ['1e400', ...HUGE_TEXT]
      : ['-1', tooLarge(schema), ...HUGE_TEXT, '1.5', '-0'];
    // Just past the declared range on both sides.
    if (schema.minimum !== undefined) range.push(String(schema.minimum - 1));
    if (schema.maximum !== undefined) range.push(String(schema.maximum + 1));
    if (isDecimal(schema))
      range.push(String((schema.minimum ?? 0) - 0.5), String((schema.maximum ?? 100) + 0.5));
    options.push(fc.constantFrom(...ids, ...range, 'abc', 'null', 'true'));
  }
  if (schema.type === 'boolean') options.push(fc.constantFrom('maybe', 'yes', 'TRUE', '2', 'null'));
  if (schema.type === 'string' && schema.enum?.length) options.push(fc.constantFrom('not-a-member', 'NAME'));
  if (schema.type === 'string' && schema.maxLength !== undefined)
    options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  return fc.oneof(...options);
}

/* ------------------------------------------------------------------ mutations */

type BodyPath = (string | number)[];

/** Every place in a body schema a bad value can go: properties, list items, nested objects. */
function bodySlots(schema: Schema, resolve: (s?: Schema) => Schema, at: BodyPath = []): [BodyPath, Schema][] {
  const slots: [BodyPath, Schema][] = [];
  for (const [key, raw] of Object.entries(schema.properties ?? {})) {
    const property = resolve(raw);
    slots.push([[...at, key], property]);
    if (property.type === 'array') {
      const items = resolve(property.items);
      slots.push([[...at, key, 0], items]);
      if (items.properties) slots.push(...bodySlots(items, resolve, [...at, key, 0]));
    } else if (property.properties) slots.push(...bodySlots(property, resolve, [...at, key]));
  }
  return slots;
}

/** Sets (or, with `undefined`, removes) the value at `path`, making the containers on the way. */
function setAt(body: Json | undefined, path: BodyPath, value: Json | undefined): Json {
  const root: Json = body !== null && typeof body === 'object' ? body : {};
  let node: Json = root;
  for (const [index, key] of path.entries()) {
    const container = node as Record<string | number, Json>;
    if (index === path.length - 1) {
      if (value === undefined) delete container[key];
      else container[key] = value;
      break;
    }
    const next = container[key];
    if (next === null || typeof next !== 'object')
      container[key] = typeof path[index + 1] === 'number' ? [] : {};
    node = container[key] as Json;
  }
  return root;
}

function objectsIn(schema: Schema, resolve: (s?: Schema) => Schema): BodyPath[] {
  const paths: BodyPath[] = hasClosedProperties(schema) ? [[]] : [];
  for (const [path, slot] of bodySlots(schema, resolve)) if (hasClosedProperties(slot)) paths.push(path);
  return paths;
}

/** Mutations that make any request of the operation invalid. */
function invalidMutations(operation: Operation, resolve: (s?: Schema) => Schema): fc.Arbitrary<Mutation>[] {
  const mutations: fc.Arbitrary<Mutation>[] = [];
  for (const parameter of operation.pathParams) {
    const schema = resolve(parameter.schema);
    mutations.push(
      badParamValue(schema, 'path').map((value) => (draft: Draft) => {
        draft.path[parameter.name] = Array.isArray(value) ? value.join(',') : value;
      }),
    );
  }
  for (const parameter of operation.queryParams) {
    const schema = resolve(parameter.schema);
    if (schema.type === 'string')
      mutations.push(
        unsafeString.map((value) => (draft: Draft) => {
          draft.query = draft.query.filter(([name]) => name !== parameter.name);
          draft.query.push([parameter.name, value]);
        }),
      );
    mutations.push(
      badParamValue(schema, 'query').map((value) => (draft: Draft) => {
        draft.query = draft.query.filter(([name]) => name !== parameter.name);
        draft.query.push([parameter.name, value]);
      }),
    );
    if (parameter.required)
      mutations.push(
        fc.constant((draft: Draft) => {
          draft.query = draft.query.filter(([name]) => name !== parameter.name);
        }),
      );
  }
  // The query string is checked for unsafe text on every operation, declared or not; unknown
  // names are refused where the operation declares its query.
  mutations.push(
    fc.tuple(fc.oneof(text, unsafeString), unsafeString).map(([name, value]) => (draft: Draft) => {
      draft.query.push([name || 'q', value]);
    }),
    unsafeString.map((name) => (draft: Draft) => {
      draft.query.push([name, '1']);
    }),
  );
  if (operation.queryParams.length > 0)
    mutations.push(
      fc.constantFrom('unknown_field', 'pagee', '__proto__', 'constructor').map((name) => (draft: Draft) => {
        draft.query.push([name, '1']);
      }),
    );
  if (operation.method !== 'GET') {
    mutations.push(
      fc.constantFrom(...MALFORMED_JSON).map((raw) => (draft: Draft) => {
        draft.rawBody = raw;
      }),
      fc.constantFrom<Json>(null, [], [{}], 'text', 42, true).map((value) => (draft: Draft) => {
        draft.body = value;
      }),
      fc.constant((draft: Draft) => {
        draft.rawBody = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) });
      }),
      fc.tuple(unsafeString, fc.jsonValue({ maxDepth: 1 })).map(([key, value]) => (draft: Draft) => {
        draft.body = setAt(draft.body, [key], value as Json);
      }),
    );
  }
  if (operation.body) {
    const slots = bodySlots(operation.body, resolve);
    for (const [path, schema] of slots) {
      mutations.push(
        badBodyValue(schema).map((value) => (draft: Draft) => {
          draft.body = setAt(draft.body, path, value);
        }),
      );
      // Text fields get unsafe text on their own too: the likeliest way to reach the database.
      if (schema.type === 'string')
        mutations.push(
          unsafeString.map((value) => (draft: Draft) => {
            draft.body = setAt(draft.body, path, value);
          }),
        );
    }
    const textSlots = slots.filter(([, schema]) => schema.type === 'string');
    if (textSlots.length > 1)
      mutations.push(
        unsafeString.map((value) => (draft: Draft) => {
          for (const [path] of textSlots) draft.body = setAt(draft.body, path, value);
        }),
      );
    for (const required of operation.body.required ?? [])
      mutations.push(
        fc.constant((draft: Draft) => {
          draft.body = setAt(draft.body, [required], undefined);
        }),
      );
    for (const objectPath of objectsIn(operation.body, resolve))
      mutations.push(
        fc
          .tuple(
            fc.constantFrom('unknown_field', 'isAdmin', 'team_id_x', '__proto__x'),
            fc.jsonValue({ maxDepth: 1 }),
          )
          .map(([key, value]) => (draft: Draft) => {
            draft.body = setAt(draft.body, [...objectPath, key], value as Json);
          }),
      );
    // Deep nesting where the schema has an open object or a list.
    mutations.push(
      fc.integer({ min: 40, max: 5000 }).map((depth) => (draft: Draft) => {
        draft.rawBody = `{"${Object.keys(operation.body?.properties ?? { a: 1 })[0]}":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      }),
    );
  }
  return mutations;
}

/** Noise that may or may not be valid on its own, layered under the invalid element. */
function noiseMutations(operation: Operation, resolve: (s?: Schema) => Schema): fc.Arbitrary<Mutation>[] {
  const noise: fc.Arbitrary<Mutation>[] = [
    fc.constant(() => undefined),
    fc.tuple(text, fc.string({ unit: 'grapheme', maxLength: 30 })).map(([name, value]) => (draft: Draft) => {
      draft.query.push([name || 'x', value]);
    }),
  ];
  for (const parameter of operation.queryParams)
    noise.push(
      fc
        .oneof(fc.string({ unit: 'grapheme', maxLength: 50 }), fc.constant('y'.repeat(50_000)))
        .map((value) => (draft: Draft) => {
          draft.query.push([parameter.name, value]);
        }),
    );
  if (operation.body)
    for (const [path] of bodySlots(operation.body, resolve))
      noise.push(
        fc
          .oneof(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, fc.constant('z'.repeat(100_000)))
          .map((value) => (draft: Draft) => {
            draft.body = setAt(draft.body, path, value);
          }),
      );
  return noise;
}

/* ------------------------------------------------------------------ sending */

/** Percent-encodes like a browser, but lone surrogates as their WTF-8 bytes (encodeURIComponent throws). */
function encodeLoosely(value: string): string {
  let out = '';
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(value[index]!);
  }
  return out;
}

export function urlOf(operation: Operation, draft: Draft): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeLoosely(draft.path[name] ?? ''),
  );
  const pairs = draft.query.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => `${encodeLoosely(name)}=${encodeLoosely(one)}`),
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** The parts of an answer the checks read: Fastify's inject answers and real HTTP answers both have them. */
export interface FuzzAnswer {
  statusCode: number;
  body: string;
  json<T = unknown>(): T;
}

export interface Sent {
  operation: string;
  url: string;
  body: string | undefined;
  signedIn: boolean;
  response: FuzzAnswer;
}

export function errorCode(response: FuzzAnswer): string | undefined {
  try {
    return response.json<{ error?: string }>().error;
  } catch {
    return undefined;
  }
}

export function hasErrorShape(response: FuzzAnswer): boolean {
  try {
    const body = response.json<{ statusCode?: unknown; error?: unknown; message?: unknown }>();
    return (
      body.statusCode === response.statusCode &&
      typeof body.error === 'string' &&
      /^[A-Z][A-Z_]+$/.test(body.error) &&
      typeof body.message === 'string'
    );
  } catch {
    return false;
  }
}

/* ------------------------------------------------------------------ operations and requests */

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

/** Every operation of the served OpenAPI document (GET /api/docs-json), with the schema resolver. */
export function operationsOf(document: OpenApiDocument): {
  operations: Operation[];
  resolve: (schema?: Schema) => Schema;
} {
  const resolve = resolver(document);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path'),
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query'),
        ...(body ? { body: resolve(body) } : {}),
      };
    }),
  );
  return { operations, resolve };
}

/** A browser the fuzz sends with: TestBrowser in process, HttpBrowser over HTTP. */
interface FuzzBrowser<A extends FuzzAnswer> {
  request(method: Operation['method'], url: string, options: { payload?: string }): Promise<A>;
}

/**
 * Sends `badRequests` of the operation, each first with the signed-in `member` and then with the
 * `anonymous` browser, and answers what was sent with its answer, in that order.
 */
export async function sendBadRequests<A extends FuzzAnswer>(
  operation: Operation,
  resolve: (s?: Schema) => Schema,
  seeded: Seeded,
  options: { seed: number; samples: number },
  browsers: { member: FuzzBrowser<A>; anonymous: FuzzBrowser<A> },
): Promise<(Sent & { response: A })[]> {
  const sent: (Sent & { response: A })[] = [];
  for (const { url, body } of badRequests(operation, resolve, seeded, options))
    for (const [browser, signedIn] of [
      [browsers.member, true],
      [browsers.anonymous, false],
    ] as const) {
      const response = await browser.request(
        operation.method,
        url,
        body === undefined ? {} : { payload: body },
      );
      sent.push({ operation: `${operation.method} ${operation.path}`, url, body, signedIn, response });
    }
  return sent;
}

/** A request of the operation with every part valid (from the seeded data). */
export function baseDraft(operation: Operation, resolve: (s?: Schema) => Schema, seeded: Seeded): Draft {
  const path: Record<string, string> = {};
  for (const parameter of operation.pathParams)
    path[parameter.name] = String(
      validValue(parameter.name, resolve(parameter.schema), seeded, resolve, operation.path),
    );
  const query: [string, QueryValue][] = operation.queryParams
    .filter((parameter) => parameter.required)
    .map((parameter) => [
      parameter.name,
      String(validValue(parameter.name, resolve(parameter.schema), seeded, resolve, operation.path)),
    ]);
  const body = operation.body ? validValue('', operation.body, seeded, resolve, operation.path) : undefined;
  return { path, query, body };
}

/** `samples` generated bad requests of one operation (deterministic for the seed), as URL and body. */
export function badRequests(
  operation: Operation,
  resolve: (s?: Schema) => Schema,
  seeded: Seeded,
  options: { seed: number; samples: number },
): { url: string; body: string | undefined }[] {
  const request = fc.tuple(
    fc.array(fc.oneof(...noiseMutations(operation, resolve)), { maxLength: 2 }),
    fc.oneof(...invalidMutations(operation, resolve)),
  );
  return fc.sample(request, { seed: options.seed, numRuns: options.samples }).map(([noise, invalid]) => {
    const draft = baseDraft(operation, resolve, seeded);
    // The invalid element goes last, so noise never overwrites it.
    for (const mutation of [...noise, invalid]) mutation(draft);
    const url = urlOf(operation, draft);
    const body = draft.rawBody ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body));
    return { url, body };
  });
}
