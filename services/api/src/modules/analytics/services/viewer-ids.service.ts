import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { API_ERROR_CODES } from '@tpp/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isIPv6 } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { secretsEqual } from '../../../common/secure-token.js';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { IpHasher } from '../../../infrastructure/http/ip-hasher.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import { LinkSigner } from '../../../infrastructure/signing/link-signer.js';

/**
 * The first-party viewer cookie: `{id}.{signature}`, id 128 random bits, signature
 * HMAC-SHA256(key, purpose.id) with the `analytics-viewer` key of `signing_keys` (one key for every
 * API process, made on first use). HttpOnly, SameSite=Lax, path /api: only the API reads it.
 */
export const VIEWER_COOKIE = 'tpp_viewer';
const PURPOSE = 'analytics-viewer';
const VIEWER_COOKIE_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
const VIEWER_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;
const ONE_HOUR_SECONDS = 3_600;

/** What a request carries of the viewer cookie, and how to give the browser one. */
export interface ViewerCookieJar {
  /** The cookie's raw value, if any (checked by ViewerIds.read). */
  readonly value: string | undefined;
  /** Sets the cookie on the answer (only ever on an analytics or gate POST, never a cached GET). */
  set(value: string, secure: boolean): void;
}

/** The jar of a Fastify request and its reply. */
export function viewerCookieJar(request: FastifyRequest, reply: FastifyReply): ViewerCookieJar {
  return {
    value: request.cookies?.[VIEWER_COOKIE],
    set: (value, secure) =>
      void reply.setCookie(VIEWER_COOKIE, value, {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: VIEWER_COOKIE_MAX_AGE_SECONDS,
      }),
  };
}

/** The viewer cookie jar of a handler's request (`@ViewerJar() jar: ViewerCookieJar`). */
export const ViewerJar = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const http = context.switchToHttp();
  return viewerCookieJar(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
});

/** Who an event or a gate request comes from (see ViewerIds.identify). */
export interface Viewer {
  /** The key the view windows count by: the signed id's, or the IP's when there is no valid id. */
  key: string;
  /** The signed id's key when the request carried a valid one (the key verified addresses hang on). */
  idKey: string | null;
  /** The key of an id given to this browser with this answer (none was valid), else null. */
  issuedKey: string | null;
}

/**
 * Signed first-party viewer ids (modules/analytics/README.md, "Viewers"). A request with a valid
 * id is that id's viewer. A request without one (none, tampered, another key's) is its IP's
 * single viewer, whatever its user agent, and is given a fresh id, at most
 * ANALYTICS_VIEWER_IDS_PER_IP_PER_HOUR per IP per hour (the shared PostgreSQL limiter): past that,
 * a browser that drops its cookie stays its IP's viewer, so dropping cookies mints no viewers.
 */
@Injectable()
export class ViewerIds {
  constructor(
    private readonly signer: LinkSigner,
    @InjectConfig() private readonly config: AppConfig,
    private readonly ipHasher: IpHasher,
    private readonly rateLimits: RateLimitService,
  ) {}

  /**
   * The viewer of a request; sets a fresh id on the jar when it had none and the IP may have one
   * (`issue: false` for bots, whose events never count).
   */
  async identify(jar: ViewerCookieJar, ip: string, options: { issue: boolean }): Promise<Viewer> {
    const id = await this.read(jar.value);
    if (id !== null) {
      const idKey = viewerIdKey(id);
      return { key: idKey, idKey, issuedKey: null };
    }
    const ipKey = `ip:${(await this.ipHasher.hash(viewerNetwork(ip))).slice(0, 32)}`;
    const issued = options.issue ? await this.issue(jar, ip) : null;
    return { key: ipKey, idKey: null, issuedKey: issued === null ? null : viewerIdKey(issued) };
  }

  /**
   * The id key of the request's valid viewer id, giving the browser one when it has none (subject
   * to the per-IP budget; null when over it).
   */
  async idKeyOrIssue(jar: ViewerCookieJar, ip: string): Promise<string | null> {
    const id = (await this.read(jar.value)) ?? (await this.issue(jar, ip));
    return id === null ? null : viewerIdKey(id);
  }

  /**
   * Like idKeyOrIssue, for a step that needs the id (the gate's form, its mailed link): 429 when
   * the browser has none and its IP may be given no more this hour.
   */
  async idKeyOrRefuse(jar: ViewerCookieJar, ip: string): Promise<string> {
    const idKey = await this.idKeyOrIssue(jar, ip);
    if (idKey === null)
      throw new ApiException(
        429,
        API_ERROR_CODES.rateLimited,
        'Too many visitors from this network. Please wait an hour and try again.',
        { headers: { 'retry-after': '3600' } },
      );
    return idKey;
  }

  /** The id of a cookie value whose signature holds; null for anything else. */
  async read(value: string | undefined): Promise<string | null> {
    if (!value || !VIEWER_COOKIE_PATTERN.test(value)) return null;
    const [id, signature] = value.split('.') as [string, string];
    return secretsEqual(signature, await this.signature(id)) ? id : null;
  }

  private async issue(jar: ViewerCookieJar, ip: string): Promise<string | null> {
    const allowed = await this.rateLimits.allowKeyed(
      'analytics-viewer-id',
      viewerNetwork(ip),
      this.config.rateLimits.viewerIdsPerIpPerHour,
      ONE_HOUR_SECONDS,
    );
    if (!allowed) return null;
    const id = randomBytes(16).toString('base64url');
    jar.set(`${id}.${await this.signature(id)}`, this.config.secureCookies);
    return id;
  }

  private signature(id: string): Promise<string> {
    return this.signer.mac(PURPOSE, id);
  }
}

/** The key a viewer id is counted and verified by (its hash: the table never holds a cookie value). */
export function viewerIdKey(id: string): string {
  return `v:${createHash('sha256').update(`${PURPOSE}\n${id}`).digest('base64url').slice(0, 32)}`;
}

/**
 * What counts as one IP for viewers: the address, or its /64 for IPv6 (one subscriber's network,
 * whose addresses a client may rotate at will).
 */
export function viewerNetwork(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group || '0', 16) || 0).toString(16))
    .join(':')}::/64`;
}
