import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from '@tpp/contracts';

/** The repository root, found from this file whether it runs from src/ (tests) or dist/. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Analytics events one IP may send per minute by default: generous for a brand paging through big sheets. */
export const ANALYTICS_EVENTS_PER_IP_PER_MINUTE = 600;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RateLimitConfig {
  windowSeconds: number;
  /** Sign-in, magic-link and forgot-password attempts per email address per window. */
  perEmail: number;
  /** The same attempts per client IP per window. */
  perIp: number;
  /** Registration-interest submissions per client IP per window. */
  registrationPerIp: number;
  /** Shared-sheet viewer registrations and response forms per client IP per window (each action counted apart). */
  publicFormPerIp: number;
  /** Analytics events one IP may send per minute. */
  analyticsEventsPerIpPerMinute: number;
  /** Registration-gate mails one recipient address may receive per hour (whoever asks). */
  gateMailsPerAddressPerHour: number;
  /** New signed analytics viewer ids one IP may be given per hour; past it, its events count as the IP's one viewer. */
  viewerIdsPerIpPerHour: number;
  /**
   * Password sign-in counts wrong passwords, not attempts (OWASP: throttle, never lock): this many
   * wrong passwords for one address from one IP pass, then each further one makes that pair wait.
   */
  signInFailuresPerAddressAndIp: number;
  /** Wrong passwords one IP may send, whatever the addresses, before that IP waits. */
  signInFailuresPerIp: number;
  /** The first wait; each further wrong password doubles it, up to the longest wait. */
  signInFirstDelaySeconds: number;
  signInMaxDelaySeconds: number;
  /**
   * Guessing at one account from many addresses (modules/accounts/two-factor/README.md): more
   * than this many wrong passwords for the account within the account window...
   */
  signInAccountFailures: number;
  /** ...from at least this many distinct IPs make a correct password from an address that never
   * signed in to the account need a one-time code mailed to the owner. */
  signInAccountFailureIps: number;
  /** How long an account's wrong passwords are remembered for that rule. */
  signInAccountWindowSeconds: number;
}

/** Where uploads live: the data directory by default, or any S3-compatible storage. */
export interface UploadConfig {
  storage: 'local' | 's3';
  /** Local storage: the directory of the uploaded files (UPLOAD_DIR, default DATA_DIR/uploads). */
  localDir: string;
  /** S3 storage (UPLOAD_STORAGE=s3): presigned PUT URLs straight to the bucket. */
  s3: {
    endpoint: string | undefined;
    region: string;
    bucket: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
    /** A canned ACL the browser's PUT carries (S3_ACL, e.g. public-read); none by default. */
    acl: string | undefined;
  } | null;
}

/**
 * Which peers may tell the client's address and scheme (X-Forwarded-For, -Proto, -Host), from
 * TRUST_PROXY: `false` (nobody: the socket's address counts), a number of proxy hops in front of
 * the API, or the proxies' own addresses and CIDR ranges. Trusting every peer (`true`) is refused:
 * any client could then choose its own address and walk past every per-IP limit.
 */
export type TrustProxySetting = false | { hops: number } | { addresses: string[] };

export interface AppConfig {
  port: number;
  host: string;
  trustProxy: TrustProxySetting;
  /** When unset the API starts an embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where mail for the platform's staff goes: Contact Us and team messages to the account managers. */
  supportEmail: string;
  /** Base of links in mails; also decides whether cookies are Secure. */
  publicUrl: string;
  secureCookies: boolean;
  seedDemo: boolean;
  logLevel: LogLevel;
  /** Manifest URL overrides per remote (REMOTE_MFE_<NAME>_URL). */
  remoteManifestUrls: Partial<Record<RemoteName, string>>;
  staticRoot: string;
  argon2: { memoryCost: number; timeCost: number };
  rateLimits: RateLimitConfig;
  sessionLifetimeDays: number;
  /** The spec's link to an older site version on /configure (OLD_SITE_URL); hidden when unset. */
  oldSiteUrl: string | null;
  /**
   * How the directory index answers: 'walk' (the sorted runs, the default) or 'scan' (every
   * account of the platform for every search: the benchmark's baseline without the index).
   */
  directoryStrategy: 'walk' | 'scan';
  uploads: UploadConfig;
  /** The pg-boss job queue (infrastructure/jobs/README.md). */
  jobs: JobsConfig;
  /** Add Talent: which social-data provider fetches a creator's data ('offline' works without network). */
  socialDataProvider: string;
  /** Talent Data Authorization: which connection provider the public connect page uses. */
  connectionProvider: string;
  /** The AI helpers (modules/ai/README.md). */
  ai: AiConfig;
  /** Megabytes all in-process caches of this process may hold together (CACHE_MAX_MB; 0 keeps nothing). */
  cacheMaxMb: number;
}

export interface AiConfig {
  /** 'offline' (the default: the rule engine, no network) or 'openai' (an OpenAI-compatible endpoint). */
  provider: 'offline' | 'openai';
  /** The endpoint's base URL (AI_BASE_URL; required for 'openai'), e.g. https://api.openai.com/v1. */
  baseUrl: string | null;
  apiKey: string | null;
  model: string;
  /** A hosted answer slower than this falls back to the engine. */
  timeoutMs: number;
  /** Helper requests one team may make per minute. */
  requestsPerTeamPerMinute: number;
}

export interface JobsConfig {
  /** False: this process only enqueues (another process works the queue). */
  work: boolean;
  /** How often an idle worker looks for jobs (pg-boss allows 0.5 s at least). */
  pollSeconds: number;
  /** How many jobs of a queue one process works at once. */
  concurrency: number;
  /** Retries of a failed job and the first delay (doubling with backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Housekeeping runs once per slot of this many seconds across processes (infrastructure/jobs/README.md). */
  housekeepingSlotSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const REMOTE_ENV_NAMES: Record<RemoteName, string> = {
  'mfe-public': 'REMOTE_MFE_PUBLIC_URL',
  'mfe-workspace': 'REMOTE_MFE_WORKSPACE_URL',
  'mfe-settings': 'REMOTE_MFE_SETTINGS_URL',
  'mfe-analytics': 'REMOTE_MFE_ANALYTICS_URL',
};

/** proxy-addr's names for address ranges (loopback 127.0.0.0/8 and ::1, and so on). */
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_USAGE =
  'a number of proxies in front of the API (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)';

/** One entry of a TRUST_PROXY list: an address, a CIDR range (not /0) or a proxy-addr range name. */
function trustedProxyProblem(entry: string): string | null {
  if (TRUST_PROXY_NAMES.includes(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `"${entry}" is not an address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = version === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || bits > max) return `"${entry}" is not an address or CIDR range`;
  if (bits === 0) return `"${entry}" trusts every address`;
  return null;
}

/** TRUST_PROXY: unset/false/0, a hop count, or a list of proxy addresses; `true` is refused. */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxySetting; problem?: string } {
  const text = raw?.trim().toLowerCase();
  if (!text || ['false', 'no', '0'].includes(text)) return { value: false };
  if (['true', 'yes', '*'].includes(text))
    return {
      value: false,
      problem: `TRUST_PROXY=${raw?.trim()} would trust every hop, so any client could choose its own address with X-Forwarded-For and pass every per-IP limit: set it to ${TRUST_PROXY_USAGE}`,
    };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10)
      return { value: false, problem: `TRUST_PROXY must be at most 10 proxy hops (got "${raw?.trim()}")` };
    return { value: { hops } };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = entries.map(trustedProxyProblem).filter((problem) => problem !== null);
  if (entries.length === 0 || problems.length > 0)
    return {
      value: false,
      problem: `TRUST_PROXY must be ${TRUST_PROXY_USAGE} (got "${raw?.trim()}"${problems.length > 0 ? `: ${problems.join(', ')}` : ''})`,
    };
  return { value: { addresses: entries } };
}

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function: Fastify 5.12 treats a
 * bare number as "trust nobody" (it cannot check the peer), so `(address, hop) => hop < hops`
 * trusts exactly the nearest `hops` peers, the way a hop count is meant (the API's port must then
 * be reachable only through the proxies). An address list goes to proxy-addr as it is.
 */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  return setting.addresses;
}

/**
 * Readers of environment variables: each answers its fallback for a bad value and adds the
 * problem to `problems`, so that one ConfigError names every bad variable.
 */
function envReaders(env: Env, problems: string[]) {
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const url = (
    name: string,
    protocols: string[],
    options: { allowRootRelative?: boolean } = {},
  ): string | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    if (options.allowRootRelative && raw.startsWith('/') && !raw.startsWith('//')) return raw;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(
          `${name} must be a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL (got "${raw}")`,
        );
        return undefined;
      }
      return raw;
    } catch {
      const hint = options.allowRootRelative ? ' or a path starting with /' : '';
      problems.push(`${name} must be a valid URL${hint} (got "${raw}")`);
      return undefined;
    }
  };
  const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if ((values as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${values.join(', ')} (got "${raw}")`);
    return fallback;
  };
  const directory = (name: string, fallback: string): string => {
    const raw = text(name);
    return raw === undefined ? fallback : isAbsolute(raw) ? raw : resolve(process.cwd(), raw);
  };
  return { text, integer, flag, url, oneOf, directory };
}

type EnvReaders = ReturnType<typeof envReaders>;

/** UPLOAD_STORAGE (local or s3) and where the files go. */
function uploadConfig({ text, url, flag, directory }: EnvReaders, problems: string[]): UploadConfig {
  const storage = text('UPLOAD_STORAGE')?.toLowerCase() ?? 'local';
  if (storage !== 'local' && storage !== 's3')
    problems.push(`UPLOAD_STORAGE must be local or s3 (got "${storage}")`);
  const localDir = directory(
    'UPLOAD_DIR',
    resolve(directory('DATA_DIR', resolve(REPO_ROOT, '.data')), 'uploads'),
  );
  if (storage !== 's3') return { storage: 'local', localDir, s3: null };
  const bucket = text('S3_BUCKET');
  if (!bucket) problems.push('S3_BUCKET must be set when UPLOAD_STORAGE is s3');
  const endpoint = url('S3_ENDPOINT', ['http:', 'https:']);
  return {
    storage: 's3',
    localDir,
    s3: {
      endpoint,
      region: text('S3_REGION') ?? 'us-east-1',
      bucket: bucket ?? '',
      accessKeyId: text('S3_ACCESS_KEY_ID'),
      secretAccessKey: text('S3_SECRET_ACCESS_KEY'),
      forcePathStyle: flag('S3_FORCE_PATH_STYLE', endpoint !== undefined),
      acl: text('S3_ACL'),
    },
  };
}

/** The limits of sign-in, registration, public forms, gate mails and analytics (RATE_LIMIT_*, SIGNIN_*, …). */
function rateLimitConfig({ integer }: EnvReaders): RateLimitConfig {
  return {
    windowSeconds: integer('RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400),
    perEmail: integer('RATE_LIMIT_PER_EMAIL', 10, 1, 1_000_000),
    perIp: integer('RATE_LIMIT_PER_IP', 30, 1, 1_000_000),
    registrationPerIp: integer('REGISTRATION_RATE_LIMIT_PER_IP', 10, 1, 1_000_000),
    publicFormPerIp: integer('PUBLIC_FORM_RATE_LIMIT_PER_IP', 20, 1, 1_000_000),
    gateMailsPerAddressPerHour: integer('GATE_MAILS_PER_ADDRESS_PER_HOUR', 3, 1, 1_000_000),
    viewerIdsPerIpPerHour: integer('ANALYTICS_VIEWER_IDS_PER_IP_PER_HOUR', 20, 1, 1_000_000),
    analyticsEventsPerIpPerMinute: integer(
      'ANALYTICS_EVENTS_PER_IP_PER_MINUTE',
      ANALYTICS_EVENTS_PER_IP_PER_MINUTE,
      1,
      100_000_000,
    ),
    signInFailuresPerAddressAndIp: integer('SIGNIN_FAILURES_PER_ADDRESS_AND_IP', 5, 1, 1_000_000),
    signInFailuresPerIp: integer('SIGNIN_FAILURES_PER_IP', 30, 1, 1_000_000),
    signInFirstDelaySeconds: integer('SIGNIN_FIRST_DELAY_SECONDS', 30, 1, 86_400),
    signInMaxDelaySeconds: integer('SIGNIN_MAX_DELAY_SECONDS', 900, 1, 86_400),
    signInAccountFailures: integer('SIGNIN_ACCOUNT_FAILURES', 10, 1, 1_000_000),
    signInAccountFailureIps: integer('SIGNIN_ACCOUNT_FAILURE_IPS', 3, 1, 1_000_000),
    signInAccountWindowSeconds: integer('SIGNIN_ACCOUNT_WINDOW_SECONDS', 3600, 60, 604_800),
  };
}

/** The job queue's worker settings (JOBS_*, HOUSEKEEPING_SLOT_SECONDS). */
function jobsConfig({ integer, flag }: EnvReaders): JobsConfig {
  return {
    work: flag('JOBS_WORK', true),
    pollSeconds: Math.max(integer('JOBS_POLL_MS', 1000, 500, 60_000) / 1000, 0.5),
    concurrency: integer('JOBS_CONCURRENCY', 4, 1, 64),
    retryLimit: integer('JOBS_RETRY_LIMIT', 4, 0, 100),
    retryDelaySeconds: integer('JOBS_RETRY_DELAY_SECONDS', 2, 1, 3600),
    // At most 12 h: pg-boss archives completed jobs after 12 h, and the slot's job must outlive its slot.
    housekeepingSlotSeconds: integer('HOUSEKEEPING_SLOT_SECONDS', 3600, 1, 43_200),
  };
}

/** The AI helpers' provider and limits (AI_*). */
function aiConfig({ text, integer, url, oneOf }: EnvReaders): AiConfig {
  return {
    provider: oneOf('AI_PROVIDER', ['offline', 'openai'] as const, 'offline'),
    baseUrl: url('AI_BASE_URL', ['http:', 'https:']) ?? null,
    apiKey: text('AI_API_KEY') ?? null,
    model: text('AI_MODEL') ?? 'gpt-4o-mini',
    timeoutMs: integer('AI_TIMEOUT_MS', 8000, 100, 120_000),
    requestsPerTeamPerMinute: integer('AI_REQUESTS_PER_TEAM_PER_MINUTE', 60, 1, 1_000_000),
  };
}

/** Reads and validates the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const readers = envReaders(env, problems);
  const { text, integer, flag, url, oneOf, directory } = readers;

  const port = integer('PORT', 3000, 1, 65535);
  const publicUrl = (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  const logLevelRaw = text('LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);
  }
  const remoteManifestUrls: Partial<Record<RemoteName, string>> = {};
  for (const [name, envName] of Object.entries(REMOTE_ENV_NAMES) as [RemoteName, string][]) {
    const value = url(envName, ['http:', 'https:'], { allowRootRelative: true });
    if (value) remoteManifestUrls[name] = value;
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy.problem) problems.push(trustProxy.problem);

  const config: AppConfig = {
    port,
    host: text('HOST') ?? '0.0.0.0',
    trustProxy: trustProxy.value,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: directory('DATA_DIR', resolve(REPO_ROOT, '.data')),
    embeddedPgPort: integer('EMBEDDED_PG_PORT', 5433, 1, 65535),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text('MAIL_FROM') ?? 'Talent Pitch Pro <no-reply@talentpitch.pro>',
    supportEmail: text('SUPPORT_EMAIL') ?? 'support@talentpitch.pro',
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    seedDemo: flag('SEED_DEMO', true),
    logLevel: (LOG_LEVELS as readonly string[]).includes(logLevelRaw) ? (logLevelRaw as LogLevel) : 'info',
    remoteManifestUrls,
    staticRoot: directory('STATIC_ROOT', REPO_ROOT),
    argon2: {
      memoryCost: integer('ARGON2_MEMORY_COST', 19456, 8, 4_194_304),
      timeCost: integer('ARGON2_TIME_COST', 2, 1, 100),
    },
    rateLimits: rateLimitConfig(readers),
    sessionLifetimeDays: integer('SESSION_LIFETIME_DAYS', 30, 1, 3650),
    oldSiteUrl: url('OLD_SITE_URL', ['http:', 'https:']) ?? null,
    directoryStrategy: oneOf('DIRECTORY_STRATEGY', ['walk', 'scan'] as const, 'walk'),
    uploads: uploadConfig(readers, problems),
    jobs: jobsConfig(readers),
    socialDataProvider: text('SOCIAL_DATA_PROVIDER') ?? 'offline',
    connectionProvider: text('CONNECTION_PROVIDER') ?? 'offline',
    ai: aiConfig(readers),
    cacheMaxMb: integer('CACHE_MAX_MB', 64, 0, 1_048_576),
  };
  if (config.ai.provider === 'openai' && !config.ai.baseUrl)
    problems.push('AI_BASE_URL is required when AI_PROVIDER is openai');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
