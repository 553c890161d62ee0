import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { closed, opened } from './leftovers.js';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  /** The From header as `Name <address>` (the platform's fixed sender). */
  from: string;
}

/** The subject of the mail that carries a sign-in code. */
export const SIGN_IN_CODE_SUBJECT = 'Your Talent Pitch Pro sign-in code';

/** A real SMTP server on a free port that keeps every mail it receives. */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private readonly waiters = new Set<() => void>();
  /** While set, every delivery waits for it before the server accepts the mail. */
  private held: Promise<void> | null = null;
  /** How many of the next deliveries are refused with a temporary error (451). */
  private refusals = 0;
  /** Deliveries refused so far. */
  refused = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      if (this.refusals > 0) {
        this.refusals--;
        this.refused++;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      Promise.all([simpleParser(stream), this.held])
        .then(([parsed]) => parsed)
        .then((parsed: ParsedMail) => {
          const to = Array.isArray(parsed.to)
            ? parsed.to.map((a) => a.text).join(', ')
            : (parsed.to?.text ?? '');
          this.mails.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.text ?? '',
            from: parsed.from?.value[0]
              ? `${parsed.from.value[0].name} <${parsed.from.value[0].address}>`
              : '',
          });
          for (const wake of this.waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });

  /** Holds every delivery until the returned function is called (to prove an answer did not wait for mail). */
  hold(): () => void {
    let release!: () => void;
    this.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      this.held = null;
      release();
    };
  }

  /** Refuses the next `count` deliveries with a temporary SMTP error (the sender must retry). */
  refuse(count: number): void {
    this.refusals = count;
  }

  private stopping: Promise<void> | null = null;

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    // Stopped at the end of the test file if the test did not (support/leftovers.ts).
    opened(this, 'the SMTP capture server', () => this.stop());
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Stops the server (once: a second call waits for the first). */
  stop(): Promise<void> {
    closed(this);
    this.stopping ??= new Promise<void>((resolve) => this.server.close(() => resolve()));
    return this.stopping;
  }

  /** The first mail to the address (and matching the subject) that arrives, waiting for it. */
  async waitForMail(to: string, subject?: string, timeoutMs = 10_000): Promise<CapturedMail> {
    const find = () =>
      this.mails.find((mail) => mail.to.includes(to) && (subject === undefined || mail.subject === subject));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        this.waiters.add(wake);
      });
    }
  }

  /** Waits for the mail like `waitForMail` and takes it out, so the next wait finds the next one. */
  async take(to: string, subject?: string, timeoutMs = 60_000): Promise<CapturedMail> {
    const mail = await this.waitForMail(to, subject, timeoutMs);
    this.mails.splice(this.mails.indexOf(mail), 1);
    return mail;
  }

  /** Takes the next mail to the address with the subject and answers the token of its link. */
  async linkToken(to: string, subject: string, prefix: string, timeoutMs = 60_000): Promise<string> {
    return linkIn(await this.take(to, subject, timeoutMs), prefix).slice(prefix.length);
  }

  /** Takes the next sign-in code mail to the address and answers its six-digit code. */
  async signInCode(to: string): Promise<string> {
    const mail = await this.take(to, SIGN_IN_CODE_SUBJECT);
    const match = /sign-in code: (\d{6})/.exec(mail.text);
    if (!match) throw new Error(`no code in ${mail.text}`);
    return match[1]!;
  }

  mailsTo(to: string): CapturedMail[] {
    return this.mails.filter((mail) => mail.to.includes(to));
  }
}

/** The first URL in a mail text that starts with the given prefix. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`No link starting with ${prefix} in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
