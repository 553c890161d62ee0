import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { analyticsBody, track } from './analytics';
import { VIEWER_EMAIL_KEY, viewerEmailStore } from './viewerEmail';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  window.localStorage.clear();
  viewerEmailStore.getState().reload();
});

describe('analytics', () => {
  it('drops empty values', () => {
    expect(
      analyticsBody('social_view', {
        platform: 'tiktok',
        influencer_id: 4,
        sheet_id: '',
        url: '  ',
        viewer_email: undefined,
      }),
    ).toEqual({ event_type: 'social_view', data: { platform: 'tiktok', influencer_id: 4 } });
  });

  it('posts with keepalive and the CSRF header, adds the gate email, and never throws', async () => {
    document.cookie = 'tpp_csrf=abc; path=/';
    window.localStorage.setItem(VIEWER_EMAIL_KEY, 'buyer@brand.example');
    viewerEmailStore.getState().reload();
    const fetchMock = jest.fn(async () => {
      throw new Error('offline');
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect(() => track('sheet_view', { sheet_id: 'AbCdEfGhIjKlMnOp' })).not.toThrow();
    await Promise.resolve();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/analytics');
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('abc');
    expect(JSON.parse(init.body as string)).toEqual({
      event_type: 'sheet_view',
      data: { sheet_id: 'AbCdEfGhIjKlMnOp', viewer_email: 'buyer@brand.example' },
    });
  });
});
