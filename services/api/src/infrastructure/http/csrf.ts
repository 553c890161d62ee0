import { CSRF_COOKIE, CSRF_HEADER } from '@tpp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSecureToken, looksLikeSecureToken, secretsEqual } from '../../common/secure-token.js';
import { CSRF_ERROR } from './api-exception.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The double-submit token of this browser: its cookie's value, or a fresh one set on the answer. */
    csrfToken: string;
    csrfTokenIssued: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET routes that change state (sign-out is a GET in the spec). */
const UNSAFE_GET_PATHS = new Set(['/api/user/signout']);

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function requiresCsrfCheck(method: string, path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  // Fastify answers HEAD with the GET handler, so HEAD is as unsafe as GET there.
  return (
    UNSAFE_METHODS.has(method) || ((method === 'GET' || method === 'HEAD') && UNSAFE_GET_PATHS.has(path))
  );
}

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[CSRF_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Double-submit CSRF protection: a write must echo the `tpp_csrf` cookie in the `x-csrf-token`
 * header, which a page on another origin cannot read. Every answer (except cacheable assets)
 * sets the cookie when the browser has none.
 */
/**
 * Reads hand the token cookie out with the session status and the token endpoint: what the shell
 * loads before anything writes. Other API reads and bundles never set cookies, so public answers
 * stay cacheable by shared caches and cost no token per request.
 */
export function issuesCsrfCookie(path: string): boolean {
  return path === '/api/status' || path === '/api/csrf-token';
}

export function registerCsrfProtection(app: FastifyInstance, options: { secureCookies: boolean }): void {
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('csrfTokenIssued', false);

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    const valid = looksLikeSecureToken(cookie);
    request.csrfToken = valid ? cookie : createSecureToken();
    request.csrfTokenIssued = !valid;
    if (!requiresCsrfCheck(request.method, pathOf(request.url))) return;
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
    if (isRead && !issuesCsrfCookie(pathOf(request.url))) return;
    reply.setCookie(CSRF_COOKIE, request.csrfToken, {
      path: '/',
      sameSite: 'lax',
      secure: options.secureCookies,
      httpOnly: false,
    });
  });
}
