import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './config.js';
import type { CapturedMail } from './smtpCapture.js';

function readMails(): CapturedMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as CapturedMail);
}

/** Waits for the newest mail to `address` received after `since`, as delivered over SMTP. */
export async function waitForMail(address: string, since: Date): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails()
          .filter((mail) => mail.to.includes(address) && new Date(mail.receivedAt) >= since)
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as CapturedMail;
}

export function linkIn(mail: CapturedMail, pathPrefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${pathPrefix}[^\\s]+`));
  if (!match) throw new Error(`No ${pathPrefix} link in mail: ${mail.text}`);
  return match[0];
}
