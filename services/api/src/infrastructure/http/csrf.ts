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
 * Reads hand the token cookie out with the session status and the token endpoint: what the shell
 * loads before anything writes. Other API reads and bundles never set cookies, so public answers
 * stay cacheable by shared caches and cost no token per request.
 */
export function issuesCsrfCookie(path: string): boolean {
  return path === '/api/status' || path === '/api/csrf-token';
}

/** The request's token: its cookie's value, or a fresh one made on first use (set on the answer). */
export function csrfTokenOf(request: FastifyRequest): string {
  if (!request.csrfToken) request.csrfToken = createSecureToken();
  return request.csrfToken;
}

/**
 * Double-submit CSRF protection: a write must echo the `tpp_csrf` cookie in the `x-csrf-token`
 * header, which a page on another origin cannot read. A browser without the cookie gets one from
 * the session status, the token endpoint and any refused write.
 */
export function registerCsrfProtection(app: FastifyInstance, options: { secureCookies: boolean }): void {
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('csrfTokenIssued', false);

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    const valid = looksLikeSecureToken(cookie);
    // A fresh token is made only when an answer hands one out (csrfTokenOf).
    request.csrfToken = valid ? cookie : '';
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
    reply.setCookie(CSRF_COOKIE, csrfTokenOf(request), {
      path: '/',
      sameSite: 'lax',
      secure: options.secureCookies,
      httpOnly: false,
    });
  });
}
