import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import { CSRF_COOKIE, CSRF_HEADER } from '@tpp/contracts';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { ensureDatabase } from '../../src/infrastructure/database/embedded-postgres.js';
import { Cluster, type ApiProcess } from '../support/cluster.js';

/**
 * Security class: the client address the per-IP limits count (sign-in throttle, magic links,
 * password resets, the public forms) is the address the proxy sees, never one the client names.
 *
 * Through the real deploy/nginx.conf in front of two built API processes (test/support/cluster.ts),
 * with clients bound to different source addresses of 127.0.0.0/8, so nginx sees many real
 * addresses. A client that sends its own X-Forwarded-For (a fresh value every request, the proxy's
 * own address, lists, IPv6) still meets the limits of its real address; different real addresses
 * are counted apart. Found by the outside review: with nginx appending to the client's header and
 * the API trusting every hop, 68 wrong passwords never met a 429 and the 69th, right, signed in.
 */

/** Room for a loaded machine (processes starting, mail through the queue); no assertion is timed. */
const TEST_TIMEOUT_MS = 120_000;

const PASSWORD = 'correct-horse-battery';
const SIGNIN = '/api/user/account/signin';
const MAGIC_LINK = '/api/user/account/request-magic-link';
const FORGOT = '/api/user/account/forgot-password';
const INTEREST = '/api/account-registration';
/** Wrong passwords one (address, IP) may send before it waits. */
const PAIR_FAILURES = 3;
/** Wrong passwords one IP may send, whatever the addresses, before it waits. */
const IP_FAILURES = 8;
/** Magic-link and forgot-password requests per IP per window; interest forms per IP. */
const PER_IP = 4;

interface Answer {
  status: number;
  body: string;
}

/** A forged X-Forwarded-For value, different every call: what an attacker rotates through. */
let forgeries = 0;
function forgedForwardedFor(): string {
  forgeries += 1;
  const n = forgeries;
  const shapes = [
    `203.0.113.${n % 250}`,
    `198.51.100.${n % 250}, 10.0.0.${n % 250}`,
    '127.0.0.1',
    `2001:db8::${n.toString(16)}`,
    `192.0.2.${n % 250}, 127.0.0.1`,
    `100.64.${n % 250}.1`,
  ];
  return shapes[n % shapes.length]!;
}

/**
 * A client whose connections leave from `localAddress` (one of 127.0.0.0/8): what the proxy sees as
 * its address. Keeps the CSRF cookie like a browser; one connection per request.
 */
class BoundClient {
  private csrf: string | null = null;

  constructor(
    private readonly base: string,
    readonly localAddress: string,
  ) {}

  async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const csrf = await this.csrfToken();
    return this.send('POST', path, JSON.stringify(body), {
      'content-type': 'application/json',
      cookie: `${CSRF_COOKIE}=${csrf}`,
      [CSRF_HEADER]: csrf,
      ...headers,
    });
  }

  /** A sign-in with a forged X-Forwarded-For (or the given one). */
  signIn(
    email: string,
    password: string,
    forwardedFor: string | null = forgedForwardedFor(),
  ): Promise<Answer> {
    return this.post(
      SIGNIN,
      { email, password },
      forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor },
    );
  }

  private async csrfToken(): Promise<string> {
    if (this.csrf) return this.csrf;
    const answer = await this.send('GET', '/api/csrf-token', undefined, {});
    this.csrf = (JSON.parse(answer.body) as { token: string }).token;
    return this.csrf;
  }

  private send(method: string, path: string, payload: string | undefined, headers: Record<string, string>) {
    const url = new URL(path, this.base);
    const body = payload === undefined ? undefined : Buffer.from(payload, 'utf8');
    return new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method,
          localAddress: this.localAddress,
          agent: false,
          headers: {
            'user-agent': 'tpp-tests',
            connection: 'close',
            ...headers,
            ...(body ? { 'content-length': String(body.length) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}

describe('security: the client address is the one the proxy sees (per-IP limits behind nginx)', () => {
  let cluster: Cluster;
  let db: pg.Client;
  let processA: ApiProcess;
  /** Source addresses 127.0.0.2 … : a fresh one per test, so their counts never meet. */
  let nextHost = 1;
  const freshAddress = () => {
    nextHost += 1;
    return `127.0.0.${nextHost}`;
  };
  const viaProxy = (address = freshAddress()) => new BoundClient(cluster.url, address);

  async function createUser(): Promise<string> {
    const email = `client-address-${randomBytes(5).toString('hex')}@agency.test`;
    const passwordHash = await hash(PASSWORD, { memoryCost: 256, timeCost: 1, parallelism: 1 });
    await db.query(`INSERT INTO users (email, password_hash, full_name) VALUES ($1, $2, 'Address Person')`, [
      email,
      passwordHash,
    ]);
    return email;
  }

  beforeAll(async () => {
    const serverUrl = process.env.TPP_TEST_PG_URL;
    if (!serverUrl) throw new Error('TPP_TEST_PG_URL is not set: run through jest');
    const database = `tpp_addr_${randomBytes(6).toString('hex')}`;
    await ensureDatabase(serverUrl, database);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    cluster = await Cluster.start({
      databaseUrl: url.toString(),
      processes: 2,
      env: {
        SIGNIN_FAILURES_PER_ADDRESS_AND_IP: String(PAIR_FAILURES),
        SIGNIN_FAILURES_PER_IP: String(IP_FAILURES),
        // Long waits: a slow machine never sees one end in the middle of a test.
        SIGNIN_FIRST_DELAY_SECONDS: '600',
        SIGNIN_MAX_DELAY_SECONDS: '3600',
        RATE_LIMIT_PER_IP: String(PER_IP),
        RATE_LIMIT_PER_EMAIL: '10000',
        REGISTRATION_RATE_LIMIT_PER_IP: String(PER_IP),
        RATE_LIMIT_WINDOW_SECONDS: '3600',
      },
    });
    processA = cluster.processes[0]!;
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 150_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  it(
    'a client forging X-Forwarded-For meets the sign-in 429 and its right password is then refused; other real addresses are counted apart',
    async () => {
      const email = await createUser();
      const attacker = viaProxy();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < PAIR_FAILURES + 3; attempt += 1)
        statuses.push((await attacker.signIn(email, `wrong-guess-${attempt}`)).status);
      // The free wrong passwords, one more that starts the wait, then refusals: the forged headers changed nothing.
      expect(statuses).toEqual([...Array<number>(PAIR_FAILURES + 1).fill(401), 429, 429]);

      // While that source waits, the right password is refused too, whatever it forges.
      for (const forwardedFor of [forgedForwardedFor(), '127.0.0.1', `${attacker.localAddress}, 203.0.113.9`])
        expect((await attacker.signIn(email, PASSWORD, forwardedFor)).status).toBe(429);
      // Each real address is counted apart, and the account is never locked: from another address
      // a wrong password is an ordinary 401 and the right one signs in.
      expect((await viaProxy().signIn(email, 'wrong-guess', null)).status).toBe(401);
      expect((await viaProxy().signIn(email, PASSWORD, null)).status).toBe(200);
      // The first address still waits.
      expect((await attacker.signIn(email, PASSWORD, null)).status).toBe(429);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a client forging X-Forwarded-For cannot spread guesses at many accounts over many addresses',
    async () => {
      const attacker = viaProxy();
      const statuses: number[] = [];
      // A different address each time, so the (address, IP) pairs never wait: only the per-IP count can stop it.
      for (let attempt = 0; attempt < IP_FAILURES + 3; attempt += 1)
        statuses.push((await attacker.signIn(await createUser(), 'wrong-guess')).status);
      expect(statuses).toEqual([...Array<number>(IP_FAILURES + 1).fill(401), 429, 429]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a client forging X-Forwarded-For meets the per-IP limit of magic links, password resets and the interest form; other real addresses do not',
    async () => {
      const attacker = viaProxy();
      for (const [path, body] of [
        [MAGIC_LINK, () => ({ email: `nobody-${randomBytes(4).toString('hex')}@agency.test` })],
        [FORGOT, () => ({ email: `nobody-${randomBytes(4).toString('hex')}@agency.test` })],
        [INTEREST, () => ({ name: 'Lee', email: `lee-${randomBytes(4).toString('hex')}@agency.test` })],
      ] as const) {
        const statuses: number[] = [];
        for (let request = 0; request < PER_IP + 2; request += 1)
          statuses.push(
            (await attacker.post(path, body(), { 'x-forwarded-for': forgedForwardedFor() })).status,
          );
        const ok = path === INTEREST ? 201 : 200;
        expect({ path, statuses }).toEqual({
          path,
          statuses: [...Array<number>(PER_IP).fill(ok), 429, 429],
        });
        // Another real address is not touched by that.
        expect({ path, status: (await viaProxy().post(path, body())).status }).toEqual({ path, status: ok });
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a peer that is not the proxy is counted at its own address: straight to an API process, X-Forwarded-For is ignored',
    async () => {
      const email = await createUser();
      const direct = new BoundClient(processA.url, freshAddress());
      const statuses: number[] = [];
      for (let attempt = 0; attempt < PAIR_FAILURES + 3; attempt += 1)
        statuses.push((await direct.signIn(email, 'wrong-guess')).status);
      expect(statuses).toEqual([...Array<number>(PAIR_FAILURES + 1).fill(401), 429, 429]);
      expect((await direct.signIn(email, PASSWORD)).status).toBe(429);
    },
    TEST_TIMEOUT_MS,
  );
});
