import type { RosterResponse } from '@tpp/contracts';

/** A minimal signed-in API client for benchmarks: keeps the session and CSRF cookies like a browser. */
export class BenchClient {
  private readonly cookies = new Map<string, string>();
  private csrf = '';
  /** The headers of the last answer (e.g. Server-Timing). */
  lastHeaders = new Headers();

  constructor(private readonly origin: string) {}

  /** The ids of the first `count` creators of the signed-in team's roster (pages of 50). */
  async rosterIds(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ids.length < count; page += 1) {
      const answer = (await this.request(
        'GET',
        `/api/user/influencers?limit=50&page=${page}`,
      )) as RosterResponse;
      if (answer.influencers.length === 0) break;
      ids.push(...answer.influencers.map((row) => row.id));
    }
    if (ids.length < count) throw new Error(`the roster has ${ids.length} creators, ${count} needed`);
    return ids.slice(0, count);
  }

  static async signIn(origin: string, email: string, password: string): Promise<BenchClient> {
    const client = new BenchClient(origin);
    const { token } = (await client.request('GET', '/api/csrf-token')) as { token: string };
    client.csrf = token;
    await client.request('POST', '/api/user/account/signin', { email, password });
    return client;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        cookie: this.cookieHeader(),
        'x-csrf-token': this.csrf,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.lastHeaders = response.headers;
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }
}
