import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How many Playwright workers run the suite. Each worker has its own composed app (its own
 * PostgreSQL, demo data, mail capture and ports), started by the global setup, so no test sees
 * another worker's writes. E2E_WORKERS=1 runs everything on one app, as a single spec run needs.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
/** Playwright's trace mode: off unless E2E_TRACE names one (retain-on-failure to debug a failure). */
export const E2E_TRACE: (typeof TRACE_MODES)[number] =
  TRACE_MODES.find((mode) => mode === process.env.E2E_TRACE) ?? 'off';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The run's files (databases, mail, logs); E2E_RUN_DIR lets two runs share one checkout. */
export const RUN_ROOT = process.env.E2E_RUN_DIR ?? path.join(REPO_ROOT, '.data', 'e2e');

/**
 * The ports and files of app instance `index` (0 to E2E_WORKERS - 1): the base ports (each can be
 * overridden by the environment) plus ten per instance.
 */
export function appInstance(index: number) {
  const step = 10 * index;
  const port = Number(process.env.E2E_PORT ?? 3100) + step;
  const runDir = path.join(RUN_ROOT, `app-${index}`);
  return {
    index,
    port,
    pgPort: Number(process.env.E2E_PG_PORT ?? 5460) + step,
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2626) + step,
    /** The analytics remote is served from its own origin, so a test can stop that server. */
    analyticsPort: Number(process.env.E2E_ANALYTICS_PORT ?? 3101) + step,
    baseUrl: `http://localhost:${port}`,
    runDir,
    mailDir: path.join(runDir, 'mail'),
    dataDir: path.join(runDir, 'data'),
  };
}
export type AppInstance = ReturnType<typeof appInstance>;

/**
 * The app of this process: a worker's own (Playwright sets TEST_PARALLEL_INDEX in each worker and
 * loads this configuration there), instance 0 in the runner.
 */
const own = appInstance(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = own.port;
export const E2E_PG_PORT = own.pgPort;
export const SMTP_PORT = own.smtpPort;
export const ANALYTICS_ORIGIN_PORT = own.analyticsPort;
export const BASE_URL = own.baseUrl;
export const RUN_DIR = own.runDir;
export const MAIL_DIR = own.mailDir;
export const DATA_DIR = own.dataDir;
/**
 * The suite's browser: Chromium's headless shell (Debian's chromium-headless-shell), the same
 * engine without the desktop browser's window and compositing work; it needs about half of the
 * full browser's CPU on this suite. CHROMIUM_PATH chooses another build.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
/** Chromium's flags for tests and benchmarks: no sandbox, GPU, background traffic or first-run work. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

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
