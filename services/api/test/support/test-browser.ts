import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@tpp/contracts';
import type { LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface RequestOptions {
  body?: unknown;
  /** A body sent as is, e.g. malformed JSON. */
  payload?: string;
  headers?: Record<string, string>;
  /** Send the CSRF header (default true); false leaves it out. */
  csrf?: boolean;
}

/** A browser against the in-process app: keeps cookies and, like the shared API client, sends the CSRF header. */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: NestFastifyApplication,
    readonly ip = '127.0.0.1',
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  forgetCookies(): void {
    this.cookies.clear();
  }

  get(url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    return this.request('GET', url, options);
  }

  post(url: string, body: unknown = {}, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    return this.request('POST', url, { ...options, body });
  }

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    if (options.csrf !== false && !this.cookies.has(CSRF_COOKIE))
      await this.request('GET', '/api/csrf-token', { csrf: false });
    const headers: Record<string, string> = { 'user-agent': 'tpp-tests', ...options.headers };
    if (options.csrf !== false) headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | undefined = options.payload;
    if (payload === undefined && options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(payload === undefined ? {} : { payload }),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}
