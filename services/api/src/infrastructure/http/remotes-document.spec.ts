import { describe, expect, it } from '@jest/globals';
import { REMOTE_ROUTES } from '@tpp/contracts';
import { buildRemotesDocument } from './remotes-document.js';

describe('buildRemotesDocument', () => {
  it('points every remote at its manifest under /assets by default', () => {
    const document = buildRemotesDocument({});
    expect(document.remotes.map((remote) => remote.name)).toEqual([
      'mfe-public',
      'mfe-workspace',
      'mfe-settings',
      'mfe-analytics',
    ]);
    const settings = document.remotes.find((remote) => remote.name === 'mfe-settings');
    expect(settings).toEqual({
      name: 'mfe-settings',
      manifestUrl: '/assets/mfe-settings/mf-manifest.json',
      routes: ['/configure', '/configure/audit-log', '/configure/creator-calls'],
      label: 'Settings',
    });
    expect(document.remotes[0]?.routes).toEqual(REMOTE_ROUTES['mfe-public']);
  });

  it('moves a remote to another origin by configuration alone', () => {
    const document = buildRemotesDocument({
      'mfe-analytics': 'https://cdn.example.com/analytics/mf-manifest.json',
    });
    expect(document.remotes.find((remote) => remote.name === 'mfe-analytics')?.manifestUrl).toBe(
      'https://cdn.example.com/analytics/mf-manifest.json',
    );
  });
});
