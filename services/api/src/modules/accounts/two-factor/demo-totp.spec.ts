import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_TOTP_SECRET } from './demo-totp.js';
import { matchTotp, totpCode, totpStep } from './totp.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../..');

describe('the demo authenticator secret', () => {
  it('is the one the demo script and the e2e suite use', () => {
    for (const file of ['scripts/demo-totp.mjs', 'e2e/support/config.ts'])
      expect([file, readFileSync(resolve(REPO, file), 'utf8').includes(`'${DEMO_TOTP_SECRET}'`)]).toEqual([
        file,
        true,
      ]);
  });

  it('is valid base32 that codes are made from', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const code = totpCode(DEMO_TOTP_SECRET, totpStep(now));
    expect(code).toMatch(/^\d{6}$/);
    expect(matchTotp(DEMO_TOTP_SECRET, code, now)).toBe(totpStep(now));
  });
});
