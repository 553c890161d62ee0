import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { API } from '@tpp/contracts';
import { api } from '@tpp/session';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { useDraftLoad } from './useDraftLoad';

const PATH = '/api/user/campaign/AbCdEfGhIjKlMnOp';
let fake: FakeFetch;
let version: number;
let seeded: number[];

beforeEach(() => {
  version = 4;
  seeded = [];
  fake = installFakeFetch(() => ({
    body: { sheet_id: 'AbCdEfGhIjKlMnOp', campaign_data: {}, campaign_version: version },
  }));
});
afterEach(() => {
  cleanup();
  fake.restore();
});

function useCampaignDraft(attempt: number) {
  return useDraftLoad(
    ['workspace', 'draft-load-test', attempt],
    (signal) => api.call(API.campaigns.get, { params: { id: 'AbCdEfGhIjKlMnOp' }, signal }),
    (answer) => seeded.push(answer.campaign_version),
  );
}

describe('useDraftLoad', () => {
  it('is ready only once the answer is in the store, and seeds each answer once', async () => {
    const { result, rerender } = renderHook(() => useCampaignDraft(0));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('ready'), { timeout: 10000 });
    expect(seeded).toEqual([4]);
    rerender();
    rerender();
    expect(seeded).toEqual([4]);
  });

  it('reads again for a new key, and every visit reads the stored version, not a cached copy', async () => {
    const first = renderHook(({ attempt }) => useCampaignDraft(attempt), { initialProps: { attempt: 0 } });
    await waitFor(() => expect(first.result.current.state.status).toBe('ready'), { timeout: 10000 });
    version = 5;
    first.rerender({ attempt: 1 });
    expect(first.result.current.state.status).toBe('loading');
    await waitFor(() => expect(first.result.current.state.status).toBe('ready'), { timeout: 10000 });
    expect(seeded).toEqual([4, 5]);
    first.unmount();

    // The editor was left: coming back within the cache's fresh time still reads the server.
    version = 6;
    const again = renderHook(() => useCampaignDraft(1));
    expect(again.result.current.state.status).toBe('loading');
    await waitFor(() => expect(again.result.current.state.status).toBe('ready'), { timeout: 10000 });
    expect(seeded).toEqual([4, 5, 6]);
    expect(fake.callsTo(PATH)).toHaveLength(3);
  });

  it('passes a missing object on as not-found', async () => {
    fake.restore();
    fake = installFakeFetch(() => ({
      status: 404,
      body: { statusCode: 404, error: 'NOT_FOUND', message: 'No.' },
    }));
    const { result } = renderHook(() => useCampaignDraft(0));
    await waitFor(() => expect(result.current.state.status).toBe('not-found'), { timeout: 10000 });
    expect(seeded).toEqual([]);
  });
});
