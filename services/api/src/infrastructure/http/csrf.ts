import { CSRF_COOKIE, CSRF_HEADER } from '@tpp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSecureToken, looksLikeSecureToken, secretsEqual } from '../../common/secure-token.js';
import { CSRF_ERROR } from './api-exception.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The double-submit token of this browser: its cookie's value, or '' until csrfTokenOf makes one. */
    csrfToken: string;
    csrfTokenIssued: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET routes that change state (sign-out is a GET in the spec), by route pattern. */
const UNSAFE_GET_ROUTES = new Set(['/api/user/signout']);

/**
 * The route the router chose for the request: its pattern as the route table declares it
 * (`/api/talent-sheets/:hashId`), or null when no route matched (the 404 handler). Fastify routes
 * before the first hook runs, on the decoded path (`/%61pi/user/%73ignout` is
 * `/api/user/signout`), so every decision made on this sees exactly what the handler serves.
 * The raw `request.url` must never decide anything: it is what the router decodes, not what it routes.
 */
export function routeOf(request: FastifyRequest): string | null {
  return request.routeOptions.url ?? null;
}

/**
 * Whether a request needs the CSRF token, by its method and ROUTED pattern (routeOf): every
 * POST, PUT, PATCH and DELETE, routed or not, except the routes in `exempt` (authorised by a
 * signature in their URL, not by a cookie); GET and HEAD of the state-changing GET routes.
 */
export function requiresCsrfCheck(
  method: string,
  route: string | null,
  exempt: ReadonlySet<string> = new Set(),
): boolean {
  if (UNSAFE_METHODS.has(method)) return route === null || !exempt.has(route);
  // Fastify answers HEAD with the GET handler, so HEAD is as unsafe as GET there.
  return (method === 'GET' || method === 'HEAD') && route !== null && UNSAFE_GET_ROUTES.has(route);
}

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[CSRF_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reads hand the token cookie out with the session status and the token endpoint: what the shell
 * loads before anything writes. Other API reads and bundles never set cookies, so public answers
 * stay cacheable by shared caches and cost no token per request.
 */
export function issuesCsrfCookie(route: string | null): boolean {
  return route === '/api/status' || route === '/api/csrf-token';
}

/** The request's token: its cookie's value, or a fresh one made on first use (set on the answer). */
export function csrfTokenOf(request: FastifyRequest): string {
  if (!request.csrfToken) request.csrfToken = createSecureToken();
  return request.csrfToken;
}

/**
 * Double-submit CSRF protection: a write must echo the `tpp_csrf` cookie in the `x-csrf-token`
 * header, which a page on another origin cannot read. A browser without the cookie gets one from
 * the session status, the token endpoint and any refused write. Decided on the routed pattern
 * (routeOf), never on the raw URL: a percent-encoded path is checked like the route it reaches.
 * `exemptRoutes`: route patterns whose writes a signature in the URL authorises (the local upload PUT).
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  options: { secureCookies: boolean; exemptRoutes?: readonly string[] },
): void {
  const exempt = new Set(options.exemptRoutes ?? []);
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('csrfTokenIssued', false);

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    const valid = looksLikeSecureToken(cookie);
    // A fresh token is made only when an answer hands one out (csrfTokenOf).
    request.csrfToken = valid ? cookie : '';
    request.csrfTokenIssued = !valid;
    if (!requiresCsrfCheck(request.method, routeOf(request), exempt)) return;
    const header = headerToken(request);
    if (valid && header !== undefined && secretsEqual(header, cookie)) return;
    await reply
      .code(403)
      .type('application/json; charset=utf-8')
      .send({ statusCode: 403, ...CSRF_ERROR });
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.csrfTokenIssued) return;
    // A refused write gets a token too, so the client can retry it.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !issuesCsrfCookie(routeOf(request))) return;
    reply.setCookie(CSRF_COOKIE, csrfTokenOf(request), {
      path: '/',
      sameSite: 'lax',
      secure: options.secureCookies,
      httpOnly: false,
    });
  });
}
