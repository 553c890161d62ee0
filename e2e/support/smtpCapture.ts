import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * A real SMTP server on loopback that the API delivers to (SMTP_URL). Each message is parsed and
 * written as JSON into `dir`, where the test workers read it.
 */
export async function startSmtpCapture(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to]
            .flat()
            .flatMap((address) => (address ? address.value.map((entry) => entry.address ?? '') : []));
          const mail: CapturedMail = {
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          count += 1;
          writeFileSync(path.join(dir, `${Date.now()}-${count}.json`), JSON.stringify(mail));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
