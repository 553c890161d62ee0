import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './app-config.js';

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
      TRUST_PROXY: 'true',
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
      trustProxy: true,
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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
});
