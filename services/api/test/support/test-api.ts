import { afterAll, beforeAll } from '@jest/globals';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TeamRole } from '@tpp/contracts';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { JobQueue } from '../../src/infrastructure/jobs/job-queue.service.js';
import { PasswordHasher } from '../../src/modules/accounts/services/password-hasher.service.js';
import { TwoFactorService } from '../../src/modules/accounts/two-factor/two-factor.service.js';
import { enrolTotp, nextTotpCodeMovingClock, SIGN_IN_VERIFY, TEST_TOTP_SECRET } from './second-factor.js';
import { closed, opened, trackStart } from './leftovers.js';
import { createMigratedDatabase } from './migrated-database.js';
import { TestBrowser } from './test-browser.js';

export const TEST_PASSWORD = 'correct-horse-battery';

let sequence = 0;
/** Unique values so tests never collide, even in one shared database. */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}`;
}
export const uniqueEmail = (prefix = 'user') => `${unique(prefix)}@agency.test`;

export interface TestUserOptions {
  email?: string;
  password?: string | null;
  teamId?: number | null;
  role?: TeamRole;
  fullName?: string;
  flags?: Partial<
    Record<
      'is_admin' | 'is_staff' | 'search_only' | 'account_disabled' | 'suspended' | 'show_notification',
      boolean
    >
  >;
  /**
   * An authenticator (TEST_TOTP_SECRET) for two-factor sign-in: by default staff and platform
   * admins get one (they cannot sign in without); false leaves it out, true gives anyone one.
   */
  twoFactor?: boolean;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  /** The user's authenticator secret, when they have one (signedIn passes that step). */
  totpSecret?: string;
}

export interface TestApi {
  app: NestFastifyApplication;
  config: AppConfig;
  databaseUrl: string;
  db: pg.Client;
  browser(ip?: string): TestBrowser;
  /** A browser already signed in as the user. */
  signedIn(user: TestUser, ip?: string): Promise<TestBrowser>;
  createTeam(name?: string, settings?: Record<string, unknown>): Promise<number>;
  createUser(options?: TestUserOptions): Promise<TestUser>;
  /** Waits for mail and other work done after answering. */
  backgroundIdle(): Promise<void>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  env?: Record<string, string>;
  /** Receives the app's JSON log lines (default: none). */
  logLines?: string[];
  extraModules?: (Type | DynamicModule)[];
  /** Boots on this database (another app's: a restart, or a second process) instead of a fresh one. */
  databaseUrl?: string;
}

/**
 * Boots the real app on a fresh database of the shared embedded PostgreSQL (a copy of the migrated
 * template, support/migrated-database.ts, unless `databaseUrl` names one). The app is stopped at
 * the end of the test file if the test did not close it (support/leftovers.ts), also when the hook
 * that started it timed out while it was still starting.
 */
export function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  return trackStart(bootTestApi(options));
}

/**
 * An object that stands for the value `current()` returns once a `beforeAll` hook has set it: the
 * fixtures below return one so that a test file names its API (or capture) once, as a `const`,
 * instead of declaring a variable and assigning it in a hook. Using it before the hook ran throws.
 */
export function startedInHook<T extends object>(current: () => T | undefined, what: string): T {
  const started = (): T => {
    const target = current();
    if (!target) throw new Error(`${what} is used before the beforeAll hook that starts it ran`);
    return target;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = started();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(_, key, value) {
      const target = started();
      return Reflect.set(target, key, value, target);
    },
  });
}

/**
 * The test API of the enclosing `describe` (or of the file, at the top level): started in a
 * `beforeAll` hook (options may be computed there, by a function) and closed in an `afterAll` hook.
 * Hooks the file declares after this call run after the start and after the close.
 */
export function useTestApi(options: TestApiOptions | (() => Promise<TestApiOptions>) = {}): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(typeof options === 'function' ? await options() : options);
  });
  afterAll(() => api?.close());
  return startedInHook(() => api, 'The test API');
}

/** A team of a test and its people: each person's user and a browser signed in as them. */
export type TestTeam<K extends string> = { id: number; users: Record<K, TestUser> } & Record<K, TestBrowser>;

/**
 * A team (createTeam's name, or a unique one, and settings) with one user per entry of `people`
 * (createUser's options, in order; the team is added), each signed in, made in a `beforeAll` hook
 * of the enclosing `describe`: declare it after the API and before the hooks that use it.
 */
export function useTeam<K extends string>(
  api: TestApi,
  name: string | undefined,
  people: Record<K, Omit<TestUserOptions, 'teamId'>>,
  settings?: Record<string, unknown>,
): TestTeam<K> {
  const team = { users: {} } as TestTeam<K>;
  beforeAll(async () => {
    team.id = await api.createTeam(name, settings);
    for (const [key, options] of Object.entries(people) as [K, Omit<TestUserOptions, 'teamId'>][]) {
      team.users[key] = await api.createUser({ ...options, teamId: team.id });
      (team as Record<K, TestBrowser>)[key] = await api.signedIn(team.users[key]);
    }
  });
  return team;
}

async function bootTestApi(options: TestApiOptions): Promise<TestApi> {
  const serverUrl = process.env.TPP_TEST_PG_URL;
  if (!serverUrl)
    throw new Error('TPP_TEST_PG_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  const databaseUrl =
    options.databaseUrl ??
    (await createMigratedDatabase(serverUrl, `tpp_test_${randomBytes(6).toString('hex')}`));

  const config = loadConfig({
    PORT: '3999',
    PUBLIC_URL: 'http://tpp.test',
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ARGON2_MEMORY_COST: '256',
    ARGON2_TIME_COST: '1',
    RATE_LIMIT_PER_IP: '10000',
    RATE_LIMIT_PER_EMAIL: '10000',
    REGISTRATION_RATE_LIMIT_PER_IP: '10000',
    SIGNIN_FAILURES_PER_ADDRESS_AND_IP: '10000',
    SIGNIN_FAILURES_PER_IP: '10000',
    STATIC_ROOT: '/nonexistent-static-root',
    // Uploads of tests go to the temporary directory, never the repository's .data.
    UPLOAD_DIR: join(tmpdir(), 'tpp-test-uploads'),
    ...options.env,
  });
  const lines = options.logLines;
  const logger = lines
    ? pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
    : pino({ level: config.logLevel });
  const app = await createApp({ config, databaseUrl, logger, extraModules: options.extraModules ?? [] });
  const db = new pg.Client({ connectionString: databaseUrl });
  let connected = false;
  let closing: Promise<void> | null = null;
  /** Closes the test's client and the app, once (a second call waits for the first). */
  const close = (): Promise<void> => {
    closing ??= (async () => {
      closed(app);
      try {
        if (connected) await db.end();
      } finally {
        await app.close();
      }
    })();
    return closing;
  };
  opened(app, `the test API on ${databaseUrl.split('/').pop()}`, close);
  await db.connect();
  connected = true;
  const hasher = app.get(PasswordHasher);

  const api: TestApi = {
    app,
    config,
    databaseUrl,
    db,
    browser: (ip) => new TestBrowser(app, ip),
    async signedIn(user, ip) {
      const browser = new TestBrowser(app, ip);
      const response = await browser.post('/api/user/account/signin', {
        email: user.email,
        password: user.password,
      });
      // Staff and admins (and users given an authenticator) pass the authenticator step; the
      // server's code clock moves forward when the user signed in often within one step.
      const asked =
        response.statusCode === 200 && response.json<{ second_step?: string }>().second_step === 'totp';
      const final =
        asked && user.totpSecret
          ? await browser.post(SIGN_IN_VERIFY, {
              code: await nextTotpCodeMovingClock(
                db,
                user.id,
                user.totpSecret,
                app.get(TwoFactorService).clock,
              ),
            })
          : response;
      if (final.statusCode !== 200 || !browser.sessionToken)
        throw new Error(`Sign-in of ${user.email} failed: ${final.body}`);
      return browser;
    },
    async createTeam(name = unique('Team'), settings = {}) {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO teams (name, settings) VALUES ($1, $2) RETURNING id',
        [name, settings],
      );
      return rows[0]!.id;
    },
    async createUser(user = {}) {
      const email = user.email ?? uniqueEmail();
      const password = user.password === undefined ? TEST_PASSWORD : user.password;
      const flags = user.flags ?? {};
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, full_name, primary_team_id, is_admin, is_staff, search_only, account_disabled, suspended, show_notification)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          email,
          password === null ? null : await hasher.hash(password),
          user.fullName ?? 'Test Person',
          user.teamId ?? null,
          flags.is_admin ?? false,
          flags.is_staff ?? false,
          flags.search_only ?? false,
          flags.account_disabled ?? false,
          flags.suspended ?? false,
          flags.show_notification ?? false,
        ],
      );
      const id = rows[0]!.id;
      if (user.teamId)
        await db.query('INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, $3)', [
          id,
          user.teamId,
          user.role ?? 'member',
        ]);
      const twoFactor = user.twoFactor ?? Boolean(flags.is_admin || flags.is_staff);
      if (twoFactor) await enrolTotp(db, id, TEST_TOTP_SECRET);
      return { id, email, password: password ?? '', ...(twoFactor ? { totpSecret: TEST_TOTP_SECRET } : {}) };
    },
    backgroundIdle: () => app.get(JobQueue).idle(),
    close,
  };
  return api;
}
