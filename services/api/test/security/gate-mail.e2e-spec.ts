import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSheet, rosterCreators } from '../factories/sheets.js';
import { startTestApi, type TestApi } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';

/**
 * Security class "mail a stranger triggers carries someone else's words in its subject or
 * sender" (issue: gate mail, Low): the registration gate mails any address, so its subject and
 * sender are fixed, the team's text is in the body only (marked as the team's), and one address
 * gets at most 3 such mails an hour. The response form (a stranger mailing the team) keeps the
 * stranger's text out of the subject too.
 */

interface Captured {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server that keeps what the tests read, the sender included. */
class Inbox {
  readonly mails: Captured[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to)
            ? parsed.to.map((a) => a.text).join(', ')
            : (parsed.to?.text ?? '');
          const sender = parsed.from?.value[0];
          const from = sender ? `${sender.name} <${sender.address}>` : '';
          this.mails.push({ from, to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): Captured[] {
    return this.mails.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
  }
}

describe('security: registration gate mail', () => {
  let api: TestApi;
  let inbox: Inbox;
  let ip = 0;
  /** Each request from its own address, so the per-IP form limit never decides a test. */
  const stranger = () => api.browser(`10.66.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`);

  async function team(name: string): Promise<{ browser: TestBrowser; creators: number[]; email: string }> {
    const teamId = await api.createTeam(name, { displayRequireRegistration: true });
    const user = await api.createUser({ teamId });
    return {
      browser: await api.signedIn(user),
      creators: await rosterCreators(api.db, teamId, 2, `${name} Creator`),
      email: user.email,
    };
  }

  /** Runs the queued mails and answers those that reached the address. */
  async function delivered(address: string): Promise<Captured[]> {
    await api.backgroundIdle();
    return inbox.to(address);
  }

  beforeAll(async () => {
    inbox = new Inbox();
    api = await startTestApi({ env: { SMTP_URL: await inbox.start() } });
  });
  afterAll(async () => {
    await api.close();
    await inbox.stop();
  });

  it('has a fixed subject and sender whatever the sheet title or team name; their text is only in the body', async () => {
    const phishy = await team('Account Security Desk');
    const plain = await team('Harbor Talent');
    const first = await createSheet(phishy.browser, phishy.creators, {
      title: 'Internal',
      description: 'URGENT: your mailbox is suspended, sign in at http://evil.example',
    });
    const second = await createSheet(plain.browser, plain.creators, { title: 'Spring picks' });
    const address = 'target.one@victim.example';
    for (const sheet of [first, second])
      expect(
        (
          await stranger().post('/api/register-sheet-viewer', {
            email: address,
            talentSheetId: sheet.sheet_id,
          })
        ).statusCode,
      ).toBe(200);

    const mails = await delivered(address);
    expect(mails).toHaveLength(2);
    const [a, b] = mails as [Captured, Captured];
    expect(a.subject).toBe(b.subject);
    expect(a.from).toBe(b.from);
    expect(a.from).toBe(api.config.mailFrom);
    for (const mail of mails) {
      for (const teamText of [
        'URGENT',
        'evil.example',
        'Account Security Desk',
        'Spring picks',
        'Harbor Talent',
      ])
        expect(`${mail.subject}\n${mail.from}`).not.toContain(teamText);
    }
    const phishyMail = mails.find((mail) => mail.text.includes('Account Security Desk'))!;
    expect(phishyMail.text).toContain('URGENT: your mailbox is suspended');
    // The team's words are marked as the team's.
    expect(phishyMail.text).toMatch(/team that shared it/i);
    expect(mails.find((mail) => mail.text.includes('Harbor Talent'))!.text).toContain('Spring picks');
  });

  it('mails one address at most 3 times an hour, whoever asks; a 4th request is refused and not sent', async () => {
    const { browser, creators } = await team('Busy Agency');
    const sheets = [
      await createSheet(browser, creators, { title: 'One' }),
      await createSheet(browser, creators, { title: 'Two' }),
    ];
    const address = 'flooded@victim.example';
    for (let n = 0; n < 3; n += 1) {
      const response = await stranger().post('/api/register-sheet-viewer', {
        email: n === 1 ? 'Flooded@Victim.example' : address,
        talentSheetId: sheets[n % 2]!.sheet_id,
      });
      expect(response.statusCode).toBe(200);
    }
    for (const variant of [address, 'flooded+again@victim.example']) {
      const refused = await stranger().post('/api/register-sheet-viewer', {
        email: variant,
        talentSheetId: sheets[0]!.sheet_id,
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await delivered(address)).toHaveLength(3);
    expect(inbox.to('flooded+again@victim.example')).toHaveLength(0);
    // Another address is not affected.
    expect(
      (
        await stranger().post('/api/register-sheet-viewer', {
          email: 'someone.else@victim.example',
          talentSheetId: sheets[0]!.sheet_id,
        })
      ).statusCode,
    ).toBe(200);
    expect(await delivered('someone.else@victim.example')).toHaveLength(1);
  });

  it('the response form mails the team without the stranger’s text in the subject', async () => {
    const { browser, creators, email } = await team('Response Agency');
    const sheet = await createSheet(browser, creators, { title: 'Autumn' });
    // The team requires registration: the stranger passes the sheet's gate first.
    const brand = stranger();
    const gate = await brand.post('/api/register-sheet-viewer', {
      email: 'brand@brand.example',
      talentSheetId: sheet.sheet_id,
    });
    expect(gate.statusCode).toBe(200);
    const response = await brand.post('/api/talent-sheet-response-form', {
      talent_sheet_id: sheet.sheet_id,
      liked_influencers: [creators[0]],
      responder_name: 'Reset your password at http://evil.example',
      responder_email: 'brand@brand.example',
    });
    expect(response.statusCode).toBe(200);
    const mails = await delivered(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toContain('evil.example');
    expect(mails[0]!.from).toBe(api.config.mailFrom);
    expect(mails[0]!.text).toContain('Reset your password at http://evil.example');
  });
});
