import { COMMON_ERROR_CODES, type ApiErrorBody } from '@tpp/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { routeOf } from './csrf.js';
import { dataAnswerHeaders } from './security-headers.js';

/** Deeper JSON than any request of the API needs; deeper input would only exhaust the stack. */
export const MAX_INPUT_DEPTH = 32;

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export interface UnsafeInput {
  field: string;
  message: string;
}

function problemWith(text: string): 'nul' | 'surrogate' | null {
  if (text.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

const describeProblem = (field: string, problem: 'nul' | 'surrogate') =>
  problem === 'nul' ? `${field} must not contain NUL characters` : `${field} must be valid Unicode text`;

/** A field name fit to show: unsafe characters become U+FFFD. */
const printable = (name: string) => name.replace(LONE_SURROGATES, '\ufffd').replaceAll(NUL, '\ufffd');

const join = (parent: string, key: string | number) => (parent ? `${parent}.${key}` : String(key));

/**
 * The first string (value or object key) holding a NUL character or a lone UTF-16 surrogate, or
 * nesting deeper than MAX_INPUT_DEPTH; `root` names the top (a query or path parameter), '' for a
 * body whose keys are the field names. Iterative, so no input can exhaust the stack.
 */
export function findUnsafeInput(value: unknown, root = ''): UnsafeInput | null {
  const pending: [unknown, string, number][] = [[value, root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, field, depth] = next;
    if (typeof node === 'string') {
      const problem = problemWith(node);
      if (problem) return { field: field || 'body', message: describeProblem(field || 'body', problem) };
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH)
      return { field: field || 'body', message: `${field || 'body'} is nested too deeply` };
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node);
    // Reversed onto the stack, so the first problem in document order is the one reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      if (typeof key === 'string') {
        const problem = problemWith(key);
        if (problem) {
          const named = join(field, printable(key));
          return { field: named, message: describeProblem(`the field name ${named}`, problem) };
        }
        if (RESERVED_NAMES.has(key))
          return { field: join(field, key), message: `${join(field, key)} is not a field of this request` };
      }
      pending.push([item, join(field, key), depth + 1]);
    }
  }
  return null;
}

/** Names JavaScript objects carry themselves: never a field of a request, and a pollution risk. */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

function decoded(component: string): string | null {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * A query parameter that is not valid percent-encoded UTF-8 (how a lone surrogate travels in a
 * URL: the parser would silently keep the raw escapes), or one named like an object's own key.
 */
export function findMalformedQuery(url: string): UnsafeInput | null {
  const start = url.indexOf('?');
  if (start === -1) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const name = decoded(rawName);
    const field = name === null ? printable(rawName) : printable(name);
    if (name === null || decoded(equals === -1 ? '' : pair.slice(equals + 1)) === null)
      return { field, message: `${field} is not valid percent-encoded UTF-8` };
    if (RESERVED_NAMES.has(name)) return { field, message: `${field} is not a field of this request` };
  }
  return null;
}

function invalidInput(fields: Record<string, string[]>, message: string): ApiErrorBody {
  return { statusCode: 400, error: COMMON_ERROR_CODES.invalidInput, message, fields };
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** What is wrong with the request's path parameters, query string or body, before any handler runs. */
export function checkRequestInput(request: {
  url: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
}): ApiErrorBody | null {
  const malformed = findMalformedQuery(request.url);
  if (malformed) return invalidInput({ [malformed.field]: [malformed.message] }, sentence(malformed.message));
  for (const part of [request.params, request.query]) {
    if (!part || typeof part !== 'object') continue;
    for (const [name, value] of Object.entries(part)) {
      const unsafe = findUnsafeInput(name, printable(name)) ?? findUnsafeInput(value, printable(name));
      if (unsafe) return invalidInput({ [unsafe.field]: [unsafe.message] }, sentence(unsafe.message));
    }
  }
  const { body } = request;
  if (body === undefined) return null;
  // Every body of the API is a JSON object; null, lists and bare values would reach the handlers.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const message = 'the request body must be a JSON object';
    return invalidInput({ body: [message] }, sentence(message));
  }
  const unsafe = findUnsafeInput(body);
  return unsafe ? invalidInput({ [unsafe.field]: [unsafe.message] }, sentence(unsafe.message)) : null;
}

/**
 * Refuses unsafe text anywhere in a request (NUL, which PostgreSQL cannot store, and lone
 * surrogates, which are not Unicode and break encoders) and over-deep JSON, with 400 naming the
 * field, after parsing and before guards, pipes and handlers: for every route, declared or not.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const problem = checkRequestInput(request);
    if (problem) await reply.code(400).type('application/json; charset=utf-8').send(problem);
  });
}

/* ------------------------------------------------------------------ request bodies */

/** `application/json`, parameters (charset) allowed: the one body type of the API. */
const JSON_MEDIA_TYPE = /^\s*application\/json\s*(;|$)/i;

/** Whether the request carries a body (what Fastify would parse): a length above 0, or chunked. */
export function carriesBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && Number(length) > 0;
}

/** `METHOD /route/:pattern` of an operation, the key of BodyPolicy.routesWithBody. */
export const routeKey = (method: string, route: string) => `${method === 'HEAD' ? 'GET' : method} ${route}`;

/**
 * The routes that take a body, as `METHOD /route/:pattern`, from the OpenAPI document: an
 * operation with a requestBody (an @Body() parameter). Its paths `/api/x/{id}` are the routes
 * `/api/x/:id`.
 */
export function routesWithBodyOf(document: { paths: object }): Set<string> {
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths as Record<string, object>))
    for (const [method, operation] of Object.entries(operations as Record<string, unknown>))
      if ((operation as { requestBody?: unknown } | null)?.requestBody)
        routes.add(routeKey(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1')));
  return routes;
}

export interface BodyPolicy {
  /** `METHOD /route/:pattern` of every route that takes a (JSON) body. */
  routesWithBody: ReadonlySet<string>;
  /** Route patterns that take any body as it is (the signed upload PUT): left alone. */
  exemptRoutes: ReadonlySet<string>;
}

const BODY_AS_JSON: ApiErrorBody = {
  statusCode: 415,
  error: COMMON_ERROR_CODES.unsupportedMediaType,
  message: 'Send the request body as JSON.',
};

/**
 * What is wrong with a request's body before it is parsed, decided on the ROUTED pattern
 * (`route`, from routeOf): a route that takes a body takes JSON only (415 for a form, text or
 * anything else: an HTML form on any site can send those without the app's client), a route that
 * takes none refuses one (400 naming `body`). Unrouted requests (404) and exempt routes pass.
 */
export function checkRequestBody(
  method: string,
  route: string | null,
  headers: IncomingHttpHeaders,
  policy: BodyPolicy,
): ApiErrorBody | null {
  if (route === null || policy.exemptRoutes.has(route) || !carriesBody(headers)) return null;
  if (!policy.routesWithBody.has(routeKey(method, route))) {
    const message = 'this request takes no body';
    return invalidInput({ body: [message] }, sentence(message));
  }
  const type = headers['content-type'];
  return typeof type === 'string' && JSON_MEDIA_TYPE.test(type) ? null : BODY_AS_JSON;
}

/**
 * Refuses bodies the route does not take (checkRequestBody) before they are read or parsed: a
 * hook of the request's start, after the CSRF check.
 */
export function registerBodyPolicy(app: FastifyInstance, policy: BodyPolicy): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const problem = checkRequestBody(request.method, routeOf(request), request.headers, policy);
    if (problem) await reply.code(problem.statusCode).type('application/json; charset=utf-8').send(problem);
  });
}

/**
 * Fastify's own answers to a URL it cannot route (a path parameter that is not valid
 * percent-encoded UTF-8, or one longer than the router takes), in the API's error shape.
 */
export function frameworkErrorAnswer(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'a path parameter is too long'
      : 'a path parameter is not valid percent-encoded UTF-8';
  void dataAnswerHeaders(reply)
    .header('cache-control', 'no-store')
    .code(400)
    .type('application/json; charset=utf-8')
    .send(invalidInput({ path: [problem] }, sentence(problem)));
}
