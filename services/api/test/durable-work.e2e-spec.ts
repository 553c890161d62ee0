import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API } from '@tpp/contracts';
import { hashToken } from '../src/common/secure-token.js';
import { Housekeeping, HOUSEKEEPING_JOB } from '../src/infrastructure/jobs/housekeeping.service.js';
import { JobQueue } from '../src/infrastructure/jobs/job-queue.service.js';
import { JOB_NAMES } from '../src/infrastructure/jobs/job-registry.js';
import { MAIL_JOB } from '../src/infrastructure/mail/mail.service.js';
import { MAILED_LINK_JOB } from '../src/modules/accounts/services/mailed-link.service.js';
import { linkIn, SmtpCapture } from './support/smtp-capture.js';
import { startTestApi, uniqueEmail, type TestApi, useTestApi } from './support/test-api.js';

const MAGIC_LINK = '/api/user/account/request-magic-link';
const FORGOT = '/api/user/account/forgot-password';
const INVITE = API.organization.invite.path;

/** Fast retries: the first after 1 s, then 2 s, 4 s (backoff). */
const QUEUE_ENV = { JOBS_POLL_MS: '500', JOBS_RETRY_DELAY_SECONDS: '1', JOBS_RETRY_LIMIT: '3' };

interface OutboxRow {
  recipient: string;
  subject: string;
  sent_at: Date | null;
  failed_at: Date | null;
  error: string | null;
  attempts: number;
}

async function outboxOf(api: TestApi, recipient: string): Promise<OutboxRow[]> {
  const { rows } = await api.db.query<OutboxRow>(
    `SELECT recipient, subject, sent_at, failed_at, error, attempts FROM mail_outbox WHERE recipient = $1 ORDER BY id`,
    [recipient],
  );
  return rows;
}

describe('mail through the job queue', () => {
  let smtp: SmtpCapture;
  let smtpUrl: string;
  beforeAll(async () => {
    smtp = new SmtpCapture();
    smtpUrl = await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  describe('one process', () => {
    // A function: the capture's address is known once the outer hook started it.
    const api = useTestApi(async () => ({ env: { ...QUEUE_ENV, SMTP_URL: smtpUrl } }));

    it('retries a reset mail the SMTP server refuses, then delivers it once', async () => {
      const user = await api.createUser();
      const refusedBefore = smtp.refused;
      smtp.refuse(2);
      const response = await api.browser().post(FORGOT, { email: user.email });
      expect(response.statusCode).toBe(200);
      const mail = await smtp.waitForMail(user.email, undefined, 20_000);
      expect(mail.text).toContain('http://tpp.test/reset-password/');
      await api.backgroundIdle();
      expect(smtp.refused - refusedBefore).toBe(2);
      expect(smtp.mailsTo(user.email)).toHaveLength(1);
      expect(await outboxOf(api, user.email)).toEqual([
        expect.objectContaining({ sent_at: expect.any(Date), failed_at: null, error: null, attempts: 3 }),
      ]);
      expect(await api.app.get(JobQueue).counts(MAIL_JOB)).toEqual({ completed: 1 });
    });

    it('polls each idle queue once per interval, not once per worker', async () => {
      await api.backgroundIdle();
      const commits = async () => {
        const { rows } = await api.db.query<{ n: string }>(
          'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()',
        );
        return Number(rows[0]!.n);
      };
      // Each fetch is a transaction; a backend reports its counts when idle, at most once a second.
      const before = await commits();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const after = await commits();
      // 3 s at 500 ms: 6 polls per queue. One per worker (4 each, the default) would be 24.
      expect(after - before).toBeLessThan(JOB_NAMES.length * 12);
    });

    it('marks a mail failed when every retry is refused, and sends nothing', async () => {
      const user = await api.createUser();
      smtp.refuse(4); // the first attempt and 3 retries
      await api.browser().post(MAGIC_LINK, { email: user.email });
      await api.backgroundIdle();
      expect(smtp.mailsTo(user.email)).toEqual([]);
      expect(await outboxOf(api, user.email)).toEqual([
        expect.objectContaining({
          sent_at: null,
          failed_at: expect.any(Date),
          error: expect.stringContaining('Try again later'),
          attempts: 4,
        }),
      ]);
      smtp.refuse(0);
    });

    it('writes an unknown address nothing: one job either way, no token, no mail', async () => {
      const ghost = uniqueEmail('ghost');
      const before = (await api.app.get(JobQueue).counts(MAILED_LINK_JOB)).completed ?? 0;
      expect((await api.browser().post(MAGIC_LINK, { email: ghost })).statusCode).toBe(200);
      await api.backgroundIdle();
      expect((await api.app.get(JobQueue).counts(MAILED_LINK_JOB)).completed).toBe(before + 1);
      expect(await outboxOf(api, ghost)).toEqual([]);
    });
  });

  it('a crash between the answer and the send loses nothing: another process delivers', async () => {
    const answering = await startTestApi({ env: { ...QUEUE_ENV, SMTP_URL: smtpUrl, JOBS_WORK: 'false' } });
    const user = await answering.createUser();
    const invitee = uniqueEmail('invitee');
    try {
      const teamId = await answering.createTeam('Crash Agency');
      const admin = await answering.createUser({ teamId, role: 'team_admin' });
      expect((await answering.browser().post(MAGIC_LINK, { email: user.email })).statusCode).toBe(200);
      const adminBrowser = await answering.signedIn(admin);
      expect((await adminBrowser.post(INVITE, { email: invitee, role: 'member' })).statusCode).toBe(200);
      // The invitation's mail was written with the invitation; the link's mail waits in its job.
      expect(await outboxOf(answering, invitee)).toEqual([expect.objectContaining({ sent_at: null })]);
      expect(await outboxOf(answering, user.email)).toEqual([]);
    } finally {
      await answering.close();
    }
    const databaseUrl = answering.databaseUrl;
    expect(smtp.mailsTo(user.email)).toEqual([]);
    expect(smtp.mailsTo(invitee)).toEqual([]);

    const next = await startTestApi({ env: { ...QUEUE_ENV, SMTP_URL: smtpUrl }, databaseUrl });
    try {
      const link = linkIn(
        await smtp.waitForMail(user.email, 'Your sign-in link'),
        'http://tpp.test/magic-signin/',
      );
      await smtp.waitForMail(invitee);
      await next.backgroundIdle();
      expect(smtp.mailsTo(user.email)).toHaveLength(1);
      expect(smtp.mailsTo(invitee)).toHaveLength(1);
      const token = link.slice('http://tpp.test/magic-signin/'.length);
      const { rows } = await next.db.query('SELECT kind FROM auth_tokens WHERE token_hash = $1', [
        hashToken(token),
      ]);
      expect(rows).toEqual([{ kind: 'magic_link' }]);
      expect((await next.browser().get(`/api/user/account/verify-magic-link/${token}`)).statusCode).toBe(200);
    } finally {
      await next.close();
    }
  });

  it('two processes working one database send each mail once', async () => {
    const env = { ...QUEUE_ENV, SMTP_URL: smtpUrl, JOBS_CONCURRENCY: '4' };
    const first = await startTestApi({ env });
    const second = await startTestApi({ env, databaseUrl: first.databaseUrl });
    try {
      const users = await Promise.all(Array.from({ length: 12 }, () => first.createUser()));
      const answers = await Promise.all(
        users.map((user, n) =>
          (n % 2 ? second : first).browser().post(n % 3 ? MAGIC_LINK : FORGOT, { email: user.email }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(users.map(() => 200));
      for (const user of users) await smtp.waitForMail(user.email);
      await first.backgroundIdle();
      for (const user of users) expect(smtp.mailsTo(user.email)).toHaveLength(1);
      const { rows } = await first.db.query(
        `SELECT count(*)::int AS n, count(sent_at)::int AS sent FROM mail_outbox WHERE recipient = ANY($1)`,
        [users.map((user) => user.email)],
      );
      expect(rows[0]).toEqual({ n: 12, sent: 12 });
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('housekeeping as scheduled jobs', () => {
  it('two processes in one slot: each task runs once, and it purges what ended a week ago', async () => {
    const env = { ...QUEUE_ENV, HOUSEKEEPING_SLOT_SECONDS: '3600' };
    const first = await startTestApi({ env });
    const second = await startTestApi({ env, databaseUrl: first.databaseUrl });
    try {
      const user = await first.createUser();
      const live = await first.signedIn(user);
      const ended = await first.signedIn(user);
      await first.db.query(`UPDATE sessions SET revoked_at = now() - interval '8 days' WHERE id = $1`, [
        hashToken(ended.sessionToken!),
      ]);
      // Both processes' ticks of this slot: one job per task in all.
      const sent = [
        await first.app.get(Housekeeping).schedule(),
        await second.app.get(Housekeeping).schedule(),
      ];
      sent.push(await first.app.get(Housekeeping).schedule());
      expect(sent).toEqual([5, 0, 0]);
      await first.app.get(JobQueue).idle([HOUSEKEEPING_JOB]);
      const { rows: runs } = await first.db.query(`SELECT task, result FROM housekeeping_runs ORDER BY task`);
      expect(runs).toEqual([
        { task: 'account-purge', result: { sessions: 1, tokens: 0, signInChallenges: 0 } },
        { task: 'analytics-rollup', result: { watermark: expect.anything() } },
        {
          task: 'rate-limit-purge',
          result: {
            windows: expect.any(Number),
            signIn: expect.any(Number),
            accountFailures: expect.any(Number),
          },
        },
        { task: 'sheet-trash-purge', result: { sheets: 0 } },
        { task: 'uploads-purge', result: { uploads: 0 } },
      ]);
      const sessions = await first.db.query('SELECT id FROM sessions WHERE user_id = $1', [user.id]);
      expect(sessions.rows).toEqual([{ id: hashToken(live.sessionToken!) }]);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('runs by itself once per slot across two processes (1 s slots)', async () => {
    const env = { ...QUEUE_ENV, HOUSEKEEPING_SLOT_SECONDS: '1' };
    const first = await startTestApi({ env });
    const second = await startTestApi({ env, databaseUrl: first.databaseUrl });
    try {
      const runs = async () =>
        (
          await first.db.query<{ slot: Date; n: number }>(
            `SELECT j.singleton_on AS slot, count(*)::int AS n
               FROM housekeeping_runs r JOIN pgboss.job j ON j.id = r.job_id
              WHERE r.task = 'account-purge' GROUP BY j.singleton_on ORDER BY 1`,
          )
        ).rows;
      let seen = await runs();
      while (seen.length < 3) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await runs();
      }
      // Both processes sent the task every second; each slot ran it exactly once.
      expect(seen.every((slot) => slot.n === 1)).toBe(true);
      const { rows } = await first.db.query(
        `SELECT count(*)::int AS runs, count(DISTINCT job_id)::int AS jobs FROM housekeeping_runs WHERE task = 'account-purge'`,
      );
      expect(rows[0].runs).toBe(rows[0].jobs);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
