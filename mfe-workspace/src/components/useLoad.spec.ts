import { describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@tpp/session';
import { shownData, useLoad } from './useLoad';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A request per call, answered by hand, that remembers the signals it was given. */
function manualRequests<T>() {
  const calls: { input: number; signal: AbortSignal; answer: Deferred<T> }[] = [];
  const request = (input: number) => (signal: AbortSignal) => {
    const answer = deferred<T>();
    calls.push({ input, signal, answer });
    return answer.promise;
  };
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`request ${index} was not made`);
    return found;
  };
  return { calls, call, request };
}

describe('useLoad', () => {
  it('loads, then keeps the previous answer while the next input loads', async () => {
    const { call, request } = manualRequests<string>();
    const { result, rerender } = renderHook(({ page }) => useLoad(request(page), [page], 'Failed.'), {
      initialProps: { page: 1 },
    });
    expect(result.current.load).toEqual({ state: 'loading', previous: null });
    await act(async () => call(0).answer.resolve('page 1'));
    expect(result.current.load).toEqual({ state: 'ready', data: 'page 1' });

    rerender({ page: 2 });
    expect(result.current.load).toEqual({ state: 'loading', previous: 'page 1' });
    expect(shownData(result.current.load)).toBe('page 1');
    expect(call(1).input).toBe(2);
    await act(async () => call(1).answer.resolve('page 2'));
    expect(result.current.load).toEqual({ state: 'ready', data: 'page 2' });
  });

  it('aborts the run whose input changed and drops its late answer', async () => {
    const { call, request } = manualRequests<string>();
    const { result, rerender } = renderHook(({ page }) => useLoad(request(page), [page], 'Failed.'), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    expect(call(0).signal.aborted).toBe(true);
    expect(call(1).signal.aborted).toBe(false);
    await act(async () => call(1).answer.resolve('page 2'));
    await act(async () => call(0).answer.resolve('page 1 (late)'));
    expect(result.current.load).toEqual({ state: 'ready', data: 'page 2' });
  });

  it("shows the server's message, or the fallback when there is none", async () => {
    const { call, request } = manualRequests<string>();
    const { result } = renderHook(() => useLoad(request(1), [], 'The list could not be loaded.'));
    await act(async () =>
      call(0).answer.reject(
        new ApiError(400, { statusCode: 400, error: 'INVALID_INPUT', message: 'Page is too big.' }),
      ),
    );
    expect(result.current.load).toEqual({ state: 'failed', message: 'Page is too big.' });

    act(() => result.current.reload());
    await act(async () => call(1).answer.reject(new TypeError('Failed to fetch')));
    expect(result.current.load).toEqual({ state: 'failed', message: 'The list could not be loaded.' });
  });

  it('reloads with the same input and updates a ready answer locally', async () => {
    const { calls, call, request } = manualRequests<number[]>();
    const { result } = renderHook(() => useLoad(request(7), [7], 'Failed.'));
    act(() => result.current.update((rows) => [...rows, 0]));
    expect(result.current.load).toEqual({ state: 'loading', previous: null });
    await act(async () => call(0).answer.resolve([1, 2]));
    act(() => result.current.update((rows) => rows.map((row) => row * 10)));
    expect(result.current.load).toEqual({ state: 'ready', data: [10, 20] });

    act(() => result.current.reload());
    expect(calls).toHaveLength(2);
    expect(call(1).input).toBe(7);
    expect(result.current.load).toEqual({ state: 'loading', previous: [10, 20] });
    await waitFor(() => expect(call(0).signal.aborted).toBe(true));
  });
});
