import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { CookieBrowser, type Method, type SetCookie } from './cookie-browser.js';

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
export class HttpBrowser extends CookieBrowser<HttpAnswer> {
  /** `base` is an origin such as http://127.0.0.1:8080; `setBase` moves the browser to another. */
  constructor(private base: string) {
    super();
  }

  setBase(base: string): void {
    this.base = base;
  }

  protected send(
    method: Method,
    url: string,
    headers: Record<string, string>,
    payload: string | undefined,
  ): Promise<HttpAnswer> {
    return send(method, new URL(url, this.base), headers, payload);
  }

  /** The cookies of the answer's Set-Cookie lines. */
  protected cookiesSet(answer: HttpAnswer): SetCookie[] {
    return (answer.headers['set-cookie'] ?? []).map((line) => {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const value = pair.slice(separator + 1).trim();
      const expired =
        value === '' ||
        attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) ||
        attributes.some((attribute) => {
          const match = /^\s*expires=(.*)$/i.exec(attribute);
          return match ? new Date(match[1]!).getTime() <= Date.now() : false;
        });
      return { name: pair.slice(0, separator).trim(), value, expired };
    });
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
