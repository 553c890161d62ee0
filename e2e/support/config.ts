import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Ports and paths of the composed app under test; each can be overridden by the environment. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 5460);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
/** The analytics remote is served from its own origin, so a test can stop that server. */
export const ANALYTICS_ORIGIN_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 3101);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The run's files (database, mail, logs); E2E_RUN_DIR lets two runs share one checkout. */
export const RUN_DIR = process.env.E2E_RUN_DIR ?? path.join(REPO_ROOT, '.data', 'e2e');
export const MAIL_DIR = path.join(RUN_DIR, 'mail');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium's flags for tests and benchmarks: no sandbox, GPU, background traffic or first-run work. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
export const DATA_DIR = path.join(RUN_DIR, 'data');

export const DEMO_ADMIN = { email: 'demo.admin@northstar.example', password: 'demo-pass-2026' };
export const DEMO_MEMBER = { email: 'demo.member@northstar.example', password: 'demo-pass-2026' };
/** The demo's platform staff user and platform admin (services/api/src/seed/platform-user-seed.service.ts). */
export const DEMO_STAFF = { email: 'staff@talentpitch.example', password: 'demo-pass-2026' };
export const DEMO_PLATFORM_ADMIN = { email: 'admin@talentpitch.example', password: 'demo-pass-2026' };
/**
 * The authenticator secret of the demo's platform admin and staff user (two-factor sign-in), as
 * seeded by the API (services/api/src/modules/accounts/two-factor/demo-totp.ts).
 */
export const DEMO_TOTP_SECRET = 'TPPDEMOADMINSTAFFTOTPSECRET23456';
