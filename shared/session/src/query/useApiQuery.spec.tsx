/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { API, type UserStatus } from '@tpp/contracts';
import { api, ApiError } from '../apiClient.js';
import { peekBootAnswer, provideBootDocument, resetBootDocument } from '../bootDocument.js';
import { sessionStore } from '../sessionStore.js';
import { ApiQueryProvider } from './ApiQueryProvider.js';
import { apiQueryClient, createApiQueryClient, invalidateApi, resetApiQueryClient } from './queryClient.js';
import { useApiQuery, type ApiQueryOptions } from './useApiQuery.js';

type Fetcher = (signal: AbortSignal) => Promise<string>;

function Reader({
  id,
  fetcher,
  options,
}: {
  id: string;
  fetcher: Fetcher;
  options?: ApiQueryOptions<string>;
}) {
  const { state } = useApiQuery(['test', id], fetcher, options);
  if (state.status === 'ready') return <p>answer: {state.data}</p>;
  return <p>{state.status}</p>;
}

/** A fetcher whose answers the test releases, recording each call's signal. */
function heldFetcher() {
  const signals: AbortSignal[] = [];
  const releases: Array<(value: string) => void> = [];
  const fetcher = jest.fn<Fetcher>(
    (signal) =>
      new Promise<string>((resolve) => {
        signals.push(signal);
        releases.push(resolve);
      }),
  );
  return { fetcher, signals, releases };
}

/** jsdom has no fetch: answers every request with `status` and records the URLs. */
function stubFetch(status: number) {
  const mock = jest.fn((_input: string | URL | Request, _init?: RequestInit) =>
    Promise.resolve({
      ok: status < 400,
      status,
      headers: { get: () => null },
      text: async () => JSON.stringify(status < 400 ? { n: 1 } : { message: `status ${status}` }),
    } as unknown as Response),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe('useApiQuery (the one way a screen reads server data)', () => {
  beforeEach(() => {
    document.cookie = 'tpp_csrf=test-token; path=/';
    resetApiQueryClient();
  });
  afterEach(() => {
    jest.useRealTimers();
    resetBootDocument();
  });

  it('shares one call between two components asking for the same key at once', async () => {
    const { fetcher, releases } = heldFetcher();
    render(
      <>
        <Reader id="a" fetcher={fetcher} />
        <Reader id="a" fetcher={fetcher} />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await act(async () => releases[0]!('one'));
    expect(await screen.findAllByText('answer: one')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('aborts the call when the component that asked unmounts, and when it moves to another key', async () => {
    const { fetcher, signals } = heldFetcher();
    const { rerender, unmount } = render(<Reader id="a" fetcher={fetcher} />);
    expect(signals[0]!.aborted).toBe(false);
    rerender(<Reader id="b" fetcher={fetcher} />);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    unmount();
    expect(signals[1]!.aborted).toBe(true);
  });

  it('asks again after a 5xx or a network failure, with backoff, and shows the error after the last try', async () => {
    jest.useFakeTimers();
    const fetchMock = stubFetch(503);
    const fetcher: Fetcher = (signal) =>
      api.call(API.publicTalent.roster, { params: { teamId: 3 }, signal }).then(() => 'x');
    render(<Reader id="5xx" fetcher={fetcher} />);
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => jest.advanceTimersByTimeAsync(2000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByText('error')).toBeTruthy();

    const network = jest.fn<Fetcher>(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<Reader id="network" fetcher={network} />);
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('never asks again after a 4xx: a 404 or 400 is not-found at once, a 403 an error at once', async () => {
    jest.useFakeTimers();
    const missing = jest.fn<Fetcher>(() =>
      Promise.reject(new ApiError(404, { message: 'Not found' } as never)),
    );
    const forbidden = jest.fn<Fetcher>(() => Promise.reject(new ApiError(403, { message: 'No' } as never)));
    render(
      <>
        <Reader id="404" fetcher={missing} />
        <Reader id="403" fetcher={forbidden} />
      </>,
    );
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(missing).toHaveBeenCalledTimes(1);
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(screen.getByText('not-found')).toBeTruthy();
    expect(screen.getByText('error')).toBeTruthy();
  });

  it('draws an answer the page HTML carries in the first render, without a call, and hands it out once', () => {
    const fetchMock = stubFetch(200);
    provideBootDocument({ remotes: [], answers: { '/api/team/roster/3': 'carried' }, manifests: {} });
    const fetcher = jest.fn<Fetcher>(() => Promise.resolve('fetched'));
    const early = () =>
      api.takeEarly(API.publicTalent.roster, { params: { teamId: 3 } }) as unknown as string;

    render(<Reader id="boot" fetcher={fetcher} options={{ early }} />);

    expect(screen.getByText('answer: carried')).toBeTruthy();
    expect(fetcher).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    // A later reload of the same GET goes to the network instead of the page's old answer.
    expect(peekBootAnswer('/api/team/roster/3')).toBeUndefined();
  });

  it('reloads the answers on screen under a key prefix after invalidateApi (a write changed them)', async () => {
    let version = 0;
    const fetcher = jest.fn<Fetcher>(() => Promise.resolve(`v${++version}`));
    render(
      <>
        <Reader id="x" fetcher={fetcher} />
      </>,
    );
    expect(await screen.findByText('answer: v1')).toBeTruthy();
    await act(async () => invalidateApi(['test']));
    expect(await screen.findByText('answer: v2')).toBeTruthy();
    await act(async () => invalidateApi(['other-area']));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('replaces the cached answer with the one a write returned, without a call', async () => {
    const fetcher = jest.fn<Fetcher>(() => Promise.resolve('loaded'));
    function Editor() {
      const query = useApiQuery(['test', 'edited'], fetcher);
      return (
        <button type="button" onClick={() => query.setData('saved')}>
          {query.data ?? 'none'}
        </button>
      );
    }
    render(<Editor />);
    const button = await screen.findByRole('button', { name: 'loaded' });
    act(() => button.click());
    expect(await screen.findByRole('button', { name: 'saved' })).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('forgets every answer when the signed-in user changes, so nobody sees another identity’s data', async () => {
    act(() => sessionStore.setState({ status: 'loading', user: null }));
    const client = resetApiQueryClient();
    // Answers read while the session is still being read belong to whoever it turns out to be.
    client.setQueryData(['test', 'private'], 'team 1 data');
    act(() => sessionStore.getState().setUser({ id: 7, selectedTeamId: 1 } as UserStatus));
    expect(client.getQueryData(['test', 'private'])).toBe('team 1 data');
    act(() =>
      sessionStore.getState().setUser({ id: 7, selectedTeamId: 1, user_name: 'renamed' } as UserStatus),
    );
    expect(client.getQueryData(['test', 'private'])).toBe('team 1 data');
    act(() => sessionStore.getState().setUser({ id: 7, selectedTeamId: 2 } as UserStatus));
    expect(client.getQueryData(['test', 'private'])).toBeUndefined();
    client.setQueryData(['test', 'private'], 'team 2 data');
    act(() => sessionStore.getState().setUser(null));
    expect(client.getQueryData(['test', 'private'])).toBeUndefined();
  });

  it('reads through the client a provider gives (the server renderer, tests) instead of the page one', () => {
    const own = createApiQueryClient({ retry: false });
    own.setQueryData(['test', 'provided'], 'from the provider');
    render(
      <ApiQueryProvider client={own}>
        <Reader id="provided" fetcher={() => Promise.resolve('network')} />
      </ApiQueryProvider>,
    );
    expect(screen.getByText('answer: from the provider')).toBeTruthy();
    expect(apiQueryClient().getQueryData(['test', 'provided'])).toBeUndefined();
  });
});
