import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@tpp/contracts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface RequestOptions {
  body?: unknown;
  /** A body sent as is, e.g. malformed JSON. */
  payload?: string;
  headers?: Record<string, string>;
  /** Send the CSRF header (default true); false leaves it out. */
  csrf?: boolean;
}

/** A cookie an answer sets; `expired` when it is emptied or expires now (the browser drops it). */
export interface SetCookie {
  name: string;
  value: string;
  expired: boolean;
}

/**
 * What every test browser does, like the shared API client: keeps the cookies the answers set,
 * reads a CSRF cookie before its first request that needs one and sends it back in the CSRF
 * header, sends JSON bodies. A subclass says how a request travels (`send`) and how it reads the
 * cookies of an answer (`cookiesSet`).
 */
export abstract class CookieBrowser<Answer> {
  protected readonly cookies = new Map<string, string>();

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  get(url: string, options: RequestOptions = {}): Promise<Answer> {
    return this.request('GET', url, options);
  }

  post(url: string, body: unknown = {}, options: RequestOptions = {}): Promise<Answer> {
    return this.request('POST', url, { ...options, body });
  }

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<Answer> {
    if (options.csrf !== false && !this.cookies.has(CSRF_COOKIE))
      await this.request('GET', '/api/csrf-token', { csrf: false });
    const headers: Record<string, string> = { 'user-agent': 'tpp-tests', ...options.headers };
    if (options.csrf !== false) headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | undefined = options.payload;
    if (payload === undefined && options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const answer = await this.send(method, url, headers, payload);
    for (const cookie of this.cookiesSet(answer)) {
      if (cookie.expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return answer;
  }

  protected abstract send(
    method: Method,
    url: string,
    headers: Record<string, string>,
    payload: string | undefined,
  ): Promise<Answer>;

  protected abstract cookiesSet(answer: Answer): SetCookie[];
}
