import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { UploadConfig } from '../../config/app-config.js';
import { inlineScriptHashes, pagePolicy, remoteOrigins, uploadOrigins } from './security-headers.js';

const s3 = (settings: Partial<NonNullable<UploadConfig['s3']>>): UploadConfig => ({
  storage: 's3',
  localDir: '/tmp/uploads',
  s3: {
    endpoint: undefined,
    region: 'eu-west-1',
    bucket: 'tpp-media',
    accessKeyId: undefined,
    secretAccessKey: undefined,
    forcePathStyle: false,
    acl: undefined,
    ...settings,
  },
});

describe('remoteOrigins', () => {
  it('lists the origin of each remote configured elsewhere, once; remotes on this origin add nothing', () => {
    expect(remoteOrigins({})).toEqual([]);
    expect(
      remoteOrigins({
        'mfe-analytics': 'https://cdn.example.com/analytics/mf-manifest.json',
        'mfe-settings': 'https://cdn.example.com/settings/mf-manifest.json',
        'mfe-public': 'http://127.0.0.1:3611/mf-manifest.json',
        'mfe-workspace': '/assets/mfe-workspace/mf-manifest.json',
      }),
    ).toEqual(['http://127.0.0.1:3611', 'https://cdn.example.com']);
  });
});

describe('uploadOrigins', () => {
  it('local storage needs no origin; S3 the bucket as the SDK addresses it', () => {
    expect(uploadOrigins({ storage: 'local', localDir: '/tmp/uploads', s3: null })).toEqual([]);
    expect(uploadOrigins(s3({ endpoint: 'http://127.0.0.1:4569', forcePathStyle: true }))).toEqual([
      'http://127.0.0.1:4569',
    ]);
    expect(uploadOrigins(s3({ endpoint: 'https://r2.example.com' }))).toEqual([
      'https://tpp-media.r2.example.com',
    ]);
    expect(uploadOrigins(s3({}))).toEqual([
      'https://tpp-media.s3.eu-west-1.amazonaws.com',
      'https://tpp-media.s3.amazonaws.com',
    ]);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes the scripts a browser runs inline, exactly as written; not src scripts nor JSON data', () => {
    const html =
      '<head><script>var a = 1;</script><script defer src="/assets/shell/main.js"></script>' +
      '<script type="importmap">{"imports":{}}</script></head><body>' +
      '<script type="application/json" id="tpp-boot">{"x":1}</script><SCRIPT>\n var b;\n</SCRIPT>' +
      '<script>var a = 1;</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;'), sha('{"imports":{}}'), sha('\n var b;\n')]);
    expect(inlineScriptHashes('<div id="root"></div><script src="/x.js"></script>')).toEqual([]);
  });
});

describe('pagePolicy', () => {
  it('scripts from this origin, the remotes and the hashes only; styles may be inline', () => {
    const policy = pagePolicy({
      remotes: ['https://cdn.example.com'],
      uploads: [],
      scriptHashes: ["'sha256-abc'"],
    });
    expect(policy).toContain("script-src 'self' https://cdn.example.com 'sha256-abc';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://cdn.example.com;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });
});
