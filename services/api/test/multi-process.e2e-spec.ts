import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import type { PublicTalentSheet, SaveTalentSheetResponse } from '@tpp/contracts';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import pg from 'pg';
import { ensureDatabase } from '../src/infrastructure/database/embedded-postgres.js';
import { createCastingCall, rosterCreators } from './factories/sheets.js';
import {
  errorCode,
  hasErrorShape,
  operationsOf,
  sendBadRequests,
  type Sent,
} from './support/bad-input-fuzz.js';
import { Cluster, type ApiProcess } from './support/cluster.js';
import { HttpBrowser, type HttpAnswer } from './support/http-browser.js';
import { enrolTotp, passAuthenticatorStep, TEST_TOTP_SECRET } from './support/second-factor.js';
import { SmtpCapture } from './support/smtp-capture.js';
import { uniqueEmail } from './support/test-api.js';
import { bulkRoster, rosterCreator } from './factories/talent.js';

/**
 * Two API processes (the built API, `node services/api/dist/main.js`) behind nginx
 * (deploy/nginx.conf) on one PostgreSQL, with a real SMTP capture server.
 */

const PASSWORD = 'correct-horse-battery';
const SIGNIN = '/api/user/account/signin';
const SAVE = '/api/user/talent-sheets/save';
/** Generated bad requests per operation through nginx (the in-process fuzz sends 26). */
const FUZZ_SAMPLES_PER_OPERATION = 6;
const FUZZ_SEED = 20_261_125;
/** Wrong passwords one (address, IP) may send before it waits (low, so the test is short). */
const SIGNIN_FAILURES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two API processes behind nginx on one PostgreSQL', () => {
  let cluster: Cluster;
  let smtp: SmtpCapture;
  let db: pg.Client;
  let a: ApiProcess;
  let b: ApiProcess;
  let teamId: number;
  let creators: number[];

  async function createUser(
    email = uniqueEmail('multi'),
    options: { team?: number; role?: string; admin?: boolean } = {},
  ): Promise<{ id: number; email: string }> {
    const passwordHash = await hash(PASSWORD, { memoryCost: 256, timeCost: 1, parallelism: 1 });
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, full_name, primary_team_id, is_admin) VALUES ($1, $2, 'Multi Person', $3, $4) RETURNING id`,
      [email, passwordHash, options.team ?? teamId, options.admin ?? false],
    );
    await db.query(`INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, $3)`, [
      rows[0]!.id,
      options.team ?? teamId,
      options.role ?? 'member',
    ]);
    // Platform admins sign in with an authenticator (two-factor).
    if (options.admin) await enrolTotp(db, rows[0]!.id, TEST_TOTP_SECRET);
    return { id: rows[0]!.id, email };
  }

  async function signedIn(base: string, email: string): Promise<HttpBrowser> {
    const browser = new HttpBrowser(base);
    let answer = await browser.post(SIGNIN, { email, password: PASSWORD });
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email]);
    // Each code works once and the processes' clocks cannot be moved from here: the fuzz signs the
    // same admin in again and again, so its used steps are forgotten rather than waited out (the
    // single use of a code is the security specs' subject, not this test's).
    await db.query(`UPDATE user_second_factors SET last_used_step = NULL WHERE user_id = $1`, [rows[0]!.id]);
    answer = await passAuthenticatorStep(browser, answer, db, rows[0]!.id, TEST_TOTP_SECRET);
    if (answer.statusCode !== 200) throw new Error(`Sign-in failed: ${answer.statusCode} ${answer.body}`);
    return browser;
  }

  async function saveSheet(
    browser: HttpBrowser,
    note: string,
    sheet?: { sheet_id: string; version: number },
  ): Promise<HttpAnswer> {
    return browser.post(SAVE, {
      title: 'Multi-process sheet',
      sheet_type: 'talent',
      ...(sheet ? { sheet_id: sheet.sheet_id, version: sheet.version } : {}),
      influencers: creators
        .slice(0, 3)
        .map((id, index) => ({ influencer_id: id, note: index === 0 ? note : '' })),
    });
  }

  beforeAll(async () => {
    const serverUrl = process.env.TPP_TEST_PG_URL;
    if (!serverUrl) throw new Error('TPP_TEST_PG_URL is not set: run through jest');
    const database = `tpp_multi_${randomBytes(6).toString('hex')}`;
    await ensureDatabase(serverUrl, database);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    smtp = new SmtpCapture();
    const smtpUrl = await smtp.start();
    cluster = await Cluster.start({
      databaseUrl: url.toString(),
      processes: 2,
      env: {
        SMTP_URL: smtpUrl,
        RATE_LIMIT_PER_IP: '10000',
        RATE_LIMIT_PER_EMAIL: '10000',
        SIGNIN_FAILURES_PER_ADDRESS_AND_IP: String(SIGNIN_FAILURES),
        SIGNIN_FAILURES_PER_IP: '10000',
        JOBS_RETRY_DELAY_SECONDS: '1',
      },
    });
    [a, b] = cluster.processes as [ApiProcess, ApiProcess];
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO teams (name, settings) VALUES ('Multi Agency', '{}') RETURNING id`,
    );
    teamId = rows[0]!.id;
    creators = await rosterCreators(db, teamId, 4, 'Multi Creator');
  }, 150_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await smtp?.stop();
  });

  it('answers ready on both processes and through nginx', async () => {
    for (const base of [a.url, b.url, cluster.url]) {
      const answer = await new HttpBrowser(base).get('/api/ready', { csrf: false });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ready' });
    }
  });

  it('keeps a session made on process A working on process B (cookie and CSRF)', async () => {
    const user = await createUser();
    const browser = await signedIn(a.url, user.email);
    browser.setBase(b.url);
    const status = await browser.get('/api/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ authed: true, email: user.email });
    // A write on B with the CSRF token A issued.
    const saved = await saveSheet(browser, 'made on B');
    expect(saved.statusCode).toBe(200);
    // And the CSRF check still refuses a write without the header.
    const refused = await browser.post(SAVE, {}, { csrf: false });
    expect(refused.statusCode).toBe(403);
  });

  it('shows a sheet edited through A fresh on B’s public sheet page within one second', async () => {
    const user = await createUser();
    const editor = await signedIn(a.url, user.email);
    const first = await saveSheet(editor, 'Before the edit');
    expect(first.statusCode).toBe(200);
    const sheet = first.json<SaveTalentSheetResponse>();
    const publicPage = `/api/public/talent-sheets/${sheet.sheet_id}`;
    const reader = new HttpBrowser(b.url);
    const noteOnB = async () =>
      Object.values((await reader.get(publicPage, { csrf: false })).json<PublicTalentSheet>().notes).join(
        ' ',
      );
    // B has the page cached now.
    expect(await noteOnB()).toContain('Before the edit');
    expect(await noteOnB()).toContain('Before the edit');

    const edited = await saveSheet(editor, 'After the edit', sheet);
    expect(edited.statusCode).toBe(200);
    const savedAt = performance.now();
    let freshAfterMs = Number.POSITIVE_INFINITY;
    while (performance.now() - savedAt < 5_000) {
      if ((await noteOnB()).includes('After the edit')) {
        freshAfterMs = performance.now() - savedAt;
        break;
      }
      await sleep(20);
    }
    // The deadline for cross-process cache invalidation (LISTEN/NOTIFY), not a benchmark.
    expect(freshAfterMs).toBeLessThan(1000);
  });

  it('holds the sign-in limit across both processes', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGNIN_FAILURES + 3; attempt += 1) {
      const base = attempt % 2 === 0 ? a.url : b.url;
      const answer = await new HttpBrowser(base).post(SIGNIN, { email: user.email, password: 'wrong-guess' });
      statuses.push(answer.statusCode);
    }
    // SIGNIN_FAILURES free guesses, one more makes the pair wait, then refusals: whichever process answers.
    expect(statuses).toEqual([...Array<number>(SIGNIN_FAILURES + 1).fill(401), 429, 429]);
  });

  it('sends each queued mail once: N magic links requested through nginx, N mails', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(uniqueEmail('link'))));
    const answers = await Promise.all(
      users.map((user) =>
        new HttpBrowser(cluster.url).post('/api/user/account/request-magic-link', { email: user.email }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(users.map(() => 200));
    for (const user of users) await smtp.waitForMail(user.email, 'Your sign-in link', 20_000);
    // Wait until nothing is left to send: no job waiting or running, no outbox row unsent.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await db.query<{ jobs: number; unsent: number }>(
        `SELECT (SELECT count(*)::int FROM pgboss.job WHERE state IN ('created', 'retry', 'active')) AS jobs,
                (SELECT count(*)::int FROM mail_outbox WHERE sent_at IS NULL AND error IS NULL) AS unsent`,
      );
      if (rows[0]!.jobs === 0 && rows[0]!.unsent === 0) break;
      if (Date.now() > deadline) throw new Error(`The queue did not become idle: ${JSON.stringify(rows[0])}`);
      await sleep(100);
    }
    for (const user of users) expect(smtp.mailsTo(user.email)).toHaveLength(1);
  });

  it('answers the generated bad input of every operation through nginx without a 5xx', async () => {
    // The fuzz test's data (test/bad-input.e2e-spec.ts), written through the two processes.
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO teams (name, settings) VALUES ('Fuzz Agency', '{"sheet_categories":["Spring"]}') RETURNING id`,
    );
    const fuzzTeam = rows[0]!.id;
    const admin = await createUser(uniqueEmail('fuzz'), { team: fuzzTeam, role: 'team_admin', admin: true });
    const creator = await rosterCreator(
      db,
      fuzzTeam,
      { accounts: [{ posts: [{ type: 'top_posts', id: 'p1' }] }, { platform: 'tiktok' }] },
      { tags: ['Fitness'], rateCard: [{ platform: 'instagram', description: 'Reel', rate: '$100' }] },
    );
    await bulkRoster(db, fuzzTeam, 20);
    let member = await signedIn(cluster.url, admin.email);
    const sheet = await member.post(SAVE, {
      title: 'Fuzz sheet',
      sheet_type: 'talent',
      influencers: [creator.id, creator.id + 1, creator.id + 2].map((id) => ({
        influencer_id: id,
        note: '',
      })),
    });
    expect(sheet.statusCode).toBe(200);
    const sheetId = sheet.json<SaveTalentSheetResponse>().sheet_id;
    const collection = await member.post('/api/user/collections/save', {
      title: 'Fuzz collection',
      salesheet_ids: [sheetId],
    });
    expect(collection.statusCode).toBe(200);
    const seeded = {
      teamId: fuzzTeam,
      creatorId: creator.id,
      sheetId,
      collectionId: collection.json<{ collection_id: string }>().collection_id,
      castingCallId: await createCastingCall(db),
    };
    const anonymous = new HttpBrowser(cluster.url);
    const { operations, resolve } = operationsOf(
      (await anonymous.get('/api/docs-json', { csrf: false })).json(),
    );

    const sent: (Sent & { byApi: boolean })[] = [];
    for (const [index, operation] of operations.entries()) {
      // A fresh session per operation, like the in-process fuzz.
      member = await signedIn(cluster.url, admin.email);
      const options = { seed: FUZZ_SEED + index, samples: FUZZ_SAMPLES_PER_OPERATION };
      for (const one of await sendBadRequests(operation, resolve, seeded, options, { member, anonymous }))
        // Answers of the API carry its request id (the HTTP layers refuse a few requests themselves).
        sent.push({ ...one, byApi: one.response.headers['x-request-id'] !== undefined });
    }
    const statuses: Record<string, number> = {};
    for (const { response, byApi } of sent) {
      const key = `${response.statusCode} ${byApi ? (errorCode(response) ?? '-') : 'nginx'}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    console.log(
      `bad input through nginx: ${sent.length} requests over ${operations.length} operations; answers: ${JSON.stringify(statuses)}`,
    );
    const failures = sent
      .filter(({ response }) => response.statusCode >= 500 || response.statusCode < 400)
      .map(({ operation, url, signedIn, response }) => ({
        operation,
        url: url.slice(0, 200),
        signedIn,
        status: response.statusCode,
      }));
    expect(failures).toEqual([]);
    expect(sent.filter(({ response }) => errorCode(response) === 'CSRF')).toEqual([]);
    const misshapen = sent
      .filter(({ response, byApi }) => byApi && !hasErrorShape(response))
      .map(({ operation, url, response }) => ({
        operation,
        url: url.slice(0, 200),
        answer: response.body.slice(0, 200),
      }));
    expect(misshapen).toEqual([]);
    // Refused before the API's own checks, by the HTTP layers: nginx (a %00 in a path: 400; a body
    // over the API's 1 MB limit: 413) and Node's parser (a 50 KB query string: 431). Most reach the API.
    const byHttpLayer = new Set(
      sent.filter(({ byApi }) => !byApi).map(({ response }) => response.statusCode),
    );
    expect([...byHttpLayer].filter((status) => ![400, 413, 431].includes(status))).toEqual([]);
    expect(sent.filter(({ byApi }) => byApi).length).toBeGreaterThan(sent.length * 0.8);
  }, 120_000);

  it('deploys a new process in place of an old one under load with zero failed requests', async () => {
    const user = await createUser();
    const writer = await signedIn(cluster.url, user.email);
    const created = await saveSheet(writer, 'deploy 0');
    expect(created.statusCode).toBe(200);
    let sheet = created.json<SaveTalentSheetResponse>();
    const reader = await signedIn(cluster.url, user.email);
    const failures: string[] = [];
    const served = { reads: 0, writes: 0 };
    let running = true;
    const readLoop = async () => {
      while (running) {
        try {
          const answer = await reader.get(`/api/talent-sheets/${sheet.sheet_id}`);
          if (answer.statusCode === 200) served.reads += 1;
          else failures.push(`read ${answer.statusCode} ${answer.body.slice(0, 120)}`);
        } catch (error) {
          failures.push(`read ${(error as Error).message}`);
        }
      }
    };
    const writeLoop = async () => {
      let n = 0;
      while (running) {
        n += 1;
        try {
          const answer = await saveSheet(writer, `deploy ${n}`, sheet);
          if (answer.statusCode === 200) {
            served.writes += 1;
            sheet = answer.json<SaveTalentSheetResponse>();
          } else failures.push(`write ${answer.statusCode} ${answer.body.slice(0, 120)}`);
        } catch (error) {
          failures.push(`write ${(error as Error).message}`);
        }
      }
    };
    const loops = [readLoop(), readLoop(), writeLoop()];
    await sleep(300);
    const old = a;
    const fresh = await cluster.deploy(old);
    await sleep(500);
    running = false;
    await Promise.all(loops);
    expect(failures).toEqual([]);
    expect(old.exitCode).toBe(0);
    expect(fresh.running).toBe(true);
    expect(served.reads).toBeGreaterThan(20);
    expect(served.writes).toBeGreaterThan(5);
    // The last acknowledged write is what the database holds.
    const { rows } = await db.query<{ version: number }>(
      `SELECT version FROM talent_sheets WHERE public_id = $1`,
      [sheet.sheet_id],
    );
    expect(rows[0]!.version).toBe(sheet.version);
    a = fresh;
    // Starting a process takes 5-30 s on the shared 2-core machine.
  }, 120_000);

  it('finishes a request in flight after SIGTERM, refuses new connections, then exits 0', async () => {
    // B (still behind nginx, which gets no more requests from this file).
    const x = b;
    const browser = new HttpBrowser(x.url);
    await browser.get('/api/csrf-token', { csrf: false });
    const token = browser.cookie('tpp_csrf')!;
    const body = JSON.stringify({ email: 'nobody@agency.test', password: 'wrong-guess' });
    // A POST whose body is half sent, and a readiness request whose headers are not finished.
    const upload = rawRequest(
      x.port,
      `POST ${SIGNIN} HTTP/1.1\r\nHost: tpp.test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nx-csrf-token: ${token}\r\nCookie: tpp_csrf=${token}\r\n\r\n${body.slice(0, 10)}`,
    );
    const ready = rawRequest(x.port, `GET /api/ready HTTP/1.1\r\nHost: tpp.test\r\n`);
    await Promise.all([upload.connected, ready.connected]);
    await sleep(100);
    x.child.kill('SIGTERM');
    // New connections are refused while the in-flight requests are still open.
    const deadline = Date.now() + 10_000;
    while (await canConnect(x.port)) {
      if (Date.now() > deadline) throw new Error('The process still accepts connections after SIGTERM');
      await sleep(20);
    }
    expect(x.running).toBe(true);
    ready.socket.write('\r\n');
    upload.socket.write(body.slice(10));
    const readyAnswer = await ready.answer;
    expect(readyAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(readyAnswer.toLowerCase()).toContain('connection: close');
    expect(readyAnswer).toContain('SERVICE_UNAVAILABLE');
    expect(await upload.answer).toMatch(/^HTTP\/1\.1 401 /);
    await x.exited;
    expect(x.exitCode).toBe(0);
  });
});

/** A raw HTTP/1.1 request whose bytes the test writes itself; `answer` is everything read until the close. */
function rawRequest(port: number, start: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => {
      socket.write(start);
      resolve();
    });
    socket.once('error', reject);
  });
  const answer = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.once('error', reject);
  });
  return { socket, connected, answer };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
