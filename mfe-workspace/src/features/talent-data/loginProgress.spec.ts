import { describe, expect, it } from '@jest/globals';
import type { InfluencerLogin, LoginSocial } from '@tpp/contracts';
import { loginProgress } from './loginProgress';

const social = (connected: boolean, n: number): LoginSocial => ({
  social_id: n,
  platform: 'instagram',
  handle: `h${n}`,
  connected,
  connected_at: null,
});
const login = (socials: LoginSocial[]): InfluencerLogin => ({
  influencer_id: 1,
  fullname: 'A',
  platforms: [],
  login_url: 'http://x/public/connect/t',
  socials,
  created_at: '2026-11-24T00:00:00Z',
  expires_at: '2026-12-24T00:00:00Z',
  expired: false,
});

describe('loginProgress', () => {
  it('is red with none connected, yellow with some, green with all', () => {
    expect(loginProgress(login([social(false, 1), social(false, 2)]))).toEqual({
      connected: 0,
      total: 2,
      tone: 'red',
    });
    expect(loginProgress(login([social(true, 1), social(false, 2)])).tone).toBe('yellow');
    expect(loginProgress(login([social(true, 1), social(true, 2)])).tone).toBe('green');
  });
});
