import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@tpp/contracts';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface HttpRequestOptions {
  body?: unknown;
  /** A body sent as is, e.g. malformed JSON. */
  payload?: string;
  headers?: Record<string, string>;
  /** Send the CSRF header (default true). */
  csrf?: boolean;
}

/** The parts of an answer the tests read (the same names as Fastify's inject answers). */
export interface HttpAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

/**
 * A browser over real HTTP (through nginx or straight to one API process): keeps cookies and
 * sends the CSRF header like the shared API client. One connection per request (no keep-alive),
 * so a proxy reload or a process exit never catches an idle pooled socket.
 */
export class HttpBrowser {
  private readonly cookies = new Map<string, string>();

  /** `base` is an origin such as http://127.0.0.1:8080; `setBase` moves the browser to another. */
  constructor(private base: string) {}

  setBase(base: string): void {
    this.base = base;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  get(url: string, options: HttpRequestOptions = {}): Promise<HttpAnswer> {
    return this.request('GET', url, options);
  }

  post(url: string, body: unknown = {}, options: HttpRequestOptions = {}): Promise<HttpAnswer> {
    return this.request('POST', url, { ...options, body });
  }

  async request(method: Method, url: string, options: HttpRequestOptions = {}): Promise<HttpAnswer> {
    if (options.csrf !== false && !this.cookies.has(CSRF_COOKIE))
      await this.request('GET', '/api/csrf-token', { csrf: false });
    const headers: Record<string, string> = { 'user-agent': 'tpp-tests', ...options.headers };
    if (options.csrf !== false) headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | undefined = options.payload;
    if (payload === undefined && options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const answer = await send(method, new URL(url, this.base), headers, payload);
    const setCookie = answer.headers['set-cookie'] ?? [];
    for (const line of setCookie) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired =
        value === '' ||
        attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) ||
        attributes.some((attribute) => {
          const match = /^\s*expires=(.*)$/i.exec(attribute);
          return match ? new Date(match[1]!).getTime() <= Date.now() : false;
        });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }
}

/** One HTTP request on its own connection. */
export function send(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payload?: string,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = payload === undefined ? undefined : Buffer.from(payload, 'utf8');
    const request = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: {
          ...headers,
          connection: 'close',
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
