import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { LightMyRequestResponse } from 'fastify';
import { CookieBrowser, type Method, type SetCookie } from './cookie-browser.js';

/** A browser against the in-process app: keeps cookies and, like the shared API client, sends the CSRF header. */
export class TestBrowser extends CookieBrowser<LightMyRequestResponse> {
  constructor(
    private readonly app: NestFastifyApplication,
    readonly ip = '127.0.0.1',
  ) {
    super();
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  forgetCookies(): void {
    this.cookies.clear();
  }

  protected send(
    method: Method,
    url: string,
    headers: Record<string, string>,
    payload: string | undefined,
  ): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  /** The cookies Fastify's inject answer read from its Set-Cookie lines. */
  protected cookiesSet(response: LightMyRequestResponse): SetCookie[] {
    return (response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]).map(
      (cookie) => ({
        name: cookie.name,
        value: cookie.value,
        expired:
          cookie.value === '' ||
          cookie.maxAge === 0 ||
          (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()),
      }),
    );
  }
}
