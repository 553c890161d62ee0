import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, fastifyTrustProxy, loadConfig, REPO_ROOT } from './app-config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has defaults for a local run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(REPO_ROOT, '.data'),
      embeddedPgPort: 5433,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      seedDemo: true,
      logLevel: 'info',
      directoryStrategy: 'walk',
      staticRoot: REPO_ROOT,
      remoteManifestUrls: {},
      rateLimits: { windowSeconds: 900, perEmail: 10, perIp: 30, registrationPerIp: 10 },
    });
  });

  it('finds the repository root from its own location', () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string };
    expect(manifest.name).toBe('talent-pitch-pro');
  });

  it('derives the public URL from PORT and makes cookies Secure over https', () => {
    expect(loadConfig({ PORT: '3001' }).publicUrl).toBe('http://localhost:3001');
    const config = loadConfig({ PUBLIC_URL: 'https://app.example.com/' });
    expect(config.publicUrl).toBe('https://app.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/tpp',
      DATA_DIR: '/var/lib/tpp',
      EMBEDDED_PG_PORT: '6543',
      SMTP_URL: 'smtp://mail:25',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      REMOTE_MFE_SETTINGS_URL: 'https://cdn.example.com/settings/mf-manifest.json',
      REMOTE_MFE_PUBLIC_URL: '/elsewhere/mf-manifest.json',
      RATE_LIMIT_PER_EMAIL: '2',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/tpp',
      dataDir: '/var/lib/tpp',
      embeddedPgPort: 6543,
      smtpUrl: 'smtp://mail:25',
      seedDemo: false,
      logLevel: 'warn',
      trustProxy: { addresses: ['127.0.0.1', '10.0.0.0/8'] },
      remoteManifestUrls: {
        'mfe-settings': 'https://cdn.example.com/settings/mf-manifest.json',
        'mfe-public': '/elsewhere/mf-manifest.json',
      },
    });
    expect(config.rateLimits.perEmail).toBe(2);
  });

  it('names every bad variable in one error', () => {
    const problems = problemsOf({
      PORT: 'abc',
      PUBLIC_URL: 'not a url',
      DATABASE_URL: 'mysql://x',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      EMBEDDED_PG_PORT: '70000',
      REMOTE_MFE_ANALYTICS_URL: 'ftp://x',
      DIRECTORY_STRATEGY: 'guess',
    });
    expect(problems).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "abc")',
      'PUBLIC_URL must be a valid URL (got "not a url")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'REMOTE_MFE_ANALYTICS_URL must be a http or https URL (got "ftp://x")',
      'DATABASE_URL must be a postgres or postgresql URL (got "mysql://x")',
      'EMBEDDED_PG_PORT must be a whole number between 1 and 65535 (got "70000")',
      'SEED_DEMO must be true or false (got "maybe")',
      'DIRECTORY_STRATEGY must be one of walk, scan (got "guess")',
    ]);
    expect(() => loadConfig({ PORT: '0' })).toThrow(
      'Invalid configuration:\n  - PORT must be a whole number between 1 and 65535 (got "0")',
    );
  });

  describe('TRUST_PROXY', () => {
    it('trusts nobody by default, nor with false or 0', () => {
      for (const value of [undefined, '', 'false', 'no', '0'])
        expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(false);
    });

    it('takes a hop count or a list of proxy addresses and CIDR ranges', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
      expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toEqual({ hops: 2 });
      expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual({ addresses: ['127.0.0.1'] });
      expect(
        loadConfig({ TRUST_PROXY: '10.0.0.5,192.168.1.0/24, ::1, fd00::/8,loopback' }).trustProxy,
      ).toEqual({ addresses: ['10.0.0.5', '192.168.1.0/24', '::1', 'fd00::/8', 'loopback'] });
    });

    it('refuses true (every hop) with a message naming the variable', () => {
      for (const value of ['true', 'TRUE', 'yes', '*']) {
        const problems = problemsOf({ TRUST_PROXY: value });
        expect(problems).toHaveLength(1);
        expect(problems[0]?.startsWith(`TRUST_PROXY=${value} would trust every hop`)).toBe(true);
        expect(problems[0]).toContain('e.g. 1');
        expect(problems[0]).toContain('127.0.0.1,10.0.0.0/8');
      }
    });

    it('refuses what is not an address, a range, or a sane hop count, and ranges that hold every address', () => {
      expect(problemsOf({ TRUST_PROXY: 'proxy.internal' })).toEqual([
        expect.stringMatching(
          /^TRUST_PROXY must be a number of proxies .* \(got "proxy.internal": "proxy.internal" is not an address or CIDR range\)$/,
        ),
      ]);
      expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })[0]).toContain(
        '"10.0.0.0/33" is not an address or CIDR range',
      );
      expect(problemsOf({ TRUST_PROXY: '127.0.0.1,0.0.0.0/0' })[0]).toContain(
        '"0.0.0.0/0" trusts every address',
      );
      expect(problemsOf({ TRUST_PROXY: '::/0' })[0]).toContain('"::/0" trusts every address');
      expect(problemsOf({ TRUST_PROXY: '11' })).toEqual([
        'TRUST_PROXY must be at most 10 proxy hops (got "11")',
      ]);
      expect(problemsOf({ TRUST_PROXY: ',' })[0]).toMatch(/^TRUST_PROXY must be/);
    });

    it("gives Fastify a hop-count function (Fastify's own number trusts nobody) or the address list", () => {
      expect(fastifyTrustProxy(false)).toBe(false);
      expect(fastifyTrustProxy({ addresses: ['127.0.0.1'] })).toEqual(['127.0.0.1']);
      const trust = fastifyTrustProxy({ hops: 1 }) as (address: string, hop: number) => boolean;
      expect([trust('10.1.1.1', 0), trust('10.1.1.2', 1)]).toEqual([true, false]);
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
});
