#!/usr/bin/env node
// Prints the current two-factor code of the demo's platform admin and staff user
// (admin@talentpitch.example, staff@talentpitch.example): `npm run demo:totp`.
// Their authenticator secret is public demo data (services/api/src/modules/accounts/two-factor/demo-totp.ts);
// add it to any authenticator app instead if you prefer. A code works once: after signing in with
// it, wait for the next one.
import { Secret, TOTP } from 'otpauth';

const DEMO_TOTP_SECRET = 'TPPDEMOADMINSTAFFTOTPSECRET23456';
const totp = new TOTP({
  secret: Secret.fromBase32(DEMO_TOTP_SECRET),
  digits: 6,
  period: 30,
  algorithm: 'SHA1',
});
const now = Date.now();
const seconds = Math.ceil(totp.remaining({ timestamp: now }) / 1000);
console.log(
  `Demo two-factor code (admin@talentpitch.example, staff@talentpitch.example): ${totp.generate({ timestamp: now })}`,
);
console.log(
  `Valid for ${seconds} more seconds (and 30 after); the next one: ${totp.generate({ timestamp: now + 30_000 })}`,
);
console.log(`Authenticator secret: ${DEMO_TOTP_SECRET}`);
