import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCapture } from '../support/smtp-capture.js';
import { startTestApi, uniqueEmail, type TestApi } from '../support/test-api.js';

/**
 * Security class: account enumeration through the public sign-up interest form
 * (POST /api/account-registration). The spec answered an address with an account 409
 * EMAIL_EXISTS, so anyone could test which addresses are customers. Now every address gets the
 * same answer, and the request does the same work for every address (it queues one job carrying
 * the submission; no lookup, no write, no mail in the request, so nothing the timing could show);
 * the owner of an existing account is told by mail instead, at most a few times per hour.
 *
 * The API that answers runs with JOBS_WORK=false, so what a request did is visible before any job
 * runs; a second API process on the same database then works the queue and sends the mail.
 */

/** Room for a loaded machine (processes starting, mail through the queue); no assertion is timed. */
const TEST_TIMEOUT_MS = 120_000;

const INTEREST = '/api/account-registration';
/** The owner's mail: fixed subject, nothing from the form. */
const OWNER_SUBJECT = 'You already have a Talent Pitch Pro account';
const SPAM = 'Cheap watches at evil.example';

describe('security: the interest form tells nobody whether an address has an account', () => {
  let api: TestApi;
  let worker: TestApi | null = null;
  let smtp: SmtpCapture;
  let smtpUrl: string;

  beforeAll(async () => {
    smtp = new SmtpCapture();
    smtpUrl = await smtp.start();
    api = await startTestApi({ env: { SMTP_URL: smtpUrl, JOBS_WORK: 'false' } });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.stop();
  });

  /** The process that works the queue (started once, after the requests under test were answered). */
  async function workQueue(): Promise<void> {
    worker ??= await startTestApi({ databaseUrl: api.databaseUrl, env: { SMTP_URL: smtpUrl } });
    await worker.backgroundIdle();
  }

  /** What exists for an address: queued jobs carrying it (by queue), its mails, its stored requests. */
  async function traces(email: string) {
    const jobs = await api.db.query<{ name: string; keys: string[] }>(
      `SELECT name, ARRAY(SELECT jsonb_object_keys(data) ORDER BY 1) AS keys
         FROM pgboss.job WHERE lower(data::text) LIKE '%' || lower($1) || '%' ORDER BY name`,
      [email],
    );
    const mails = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE lower(recipient) = lower($1)`,
      [email],
    );
    const requests = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM account_registration_interest WHERE email = $1`,
      [email],
    );
    return { jobs: jobs.rows, mails: mails.rows[0]!.n, requests: requests.rows[0]!.n };
  }

  it(
    'answers an address with an account and a new one identically, and does the same work for both',
    async () => {
      const owner = await api.createUser({ email: uniqueEmail('enum-owner') });
      const stranger = uniqueEmail('enum-new');
      const answers = [];
      for (const email of [owner.email.toUpperCase(), stranger]) {
        const response = await api
          .browser()
          .post(INTEREST, { name: 'Pat Kim', email, affiliation: 'Brightside' });
        answers.push({
          status: response.statusCode,
          body: response.body,
          type: response.headers['content-type'],
          retryAfter: response.headers['retry-after'],
        });
      }
      expect(answers[0]).toEqual({
        status: 201,
        body: JSON.stringify({ success: true }),
        type: 'application/json; charset=utf-8',
        retryAfter: undefined,
      });
      expect(answers[1]).toEqual(answers[0]);

      // Before any job ran: for both addresses exactly one queued job of the same kind and shape,
      // and nothing else (no request stored, no mail): the request never looked the address up.
      const ownerTraces = await traces(owner.email);
      const strangerTraces = await traces(stranger);
      expect(ownerTraces).toEqual({ jobs: [expect.anything()], mails: 0, requests: 0 });
      expect(strangerTraces).toEqual(ownerTraces);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'mails the owner of the existing account (fixed subject, nothing from the form) and stores the new request',
    async () => {
      const owner = await api.createUser({ email: uniqueEmail('enum-told') });
      const stranger = uniqueEmail('enum-stored');
      for (const email of [owner.email, stranger])
        expect(
          (await api.browser().post(INTEREST, { name: SPAM, email, affiliation: SPAM })).statusCode,
        ).toBe(201);
      await workQueue();

      const mail = await smtp.waitForMail(owner.email, OWNER_SUBJECT, 60_000);
      expect(mail.text).toContain('http://tpp.test/signin');
      expect(mail.text).not.toContain(SPAM);
      expect(mail.html).not.toContain(SPAM);
      expect(smtp.mailsTo(stranger)).toEqual([]);
      const stored = await api.db.query(
        `SELECT name FROM account_registration_interest WHERE email = ANY($1)`,
        [[owner.email, stranger]],
      );
      expect(stored.rows).toEqual([{ name: SPAM }]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'cannot be used to flood an inbox: at most 3 mails per address per hour',
    async () => {
      const owner = await api.createUser({ email: uniqueEmail('enum-flood') });
      for (let i = 0; i < 7; i += 1)
        expect((await api.browser().post(INTEREST, { name: 'Again', email: owner.email })).statusCode).toBe(
          201,
        );
      await workQueue();
      await smtp.waitForMail(owner.email, OWNER_SUBJECT, 60_000);
      await worker!.backgroundIdle();
      const { rows } = await api.db.query<{ n: number; unsent: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE sent_at IS NULL AND error IS NULL)::int AS unsent
         FROM mail_outbox WHERE recipient = $1`,
        [owner.email],
      );
      expect(rows[0]).toEqual({ n: 3, unsent: 0 });
      expect(smtp.mailsTo(owner.email)).toHaveLength(3);
    },
    TEST_TIMEOUT_MS,
  );
});
