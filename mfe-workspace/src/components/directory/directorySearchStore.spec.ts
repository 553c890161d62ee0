import { describe, expect, it } from '@jest/globals';
import type { DirectoryQuery, DirectoryResponse } from '@tpp/contracts';
import { deferred } from '@tpp/ui/testing';
import { createDirectorySearchStore } from './directorySearchStore';
import { directoryPage } from './directory.fixtures';

const QUERY: DirectoryQuery = {
  platform: 'instagram',
  sort: 'followers',
  order: 'desc',
  page: 1,
  limit: 300,
};

/** A fetch whose answers the test releases one by one. */
function heldFetch() {
  const calls: {
    query: DirectoryQuery;
    answer: ReturnType<typeof deferred<DirectoryResponse>>;
    fail: (e: unknown) => void;
  }[] = [];
  const fetchPage = (query: DirectoryQuery) => {
    const answer = deferred<DirectoryResponse>();
    let fail: (e: unknown) => void = () => undefined;
    const promise = new Promise<DirectoryResponse>((resolve, reject) => {
      fail = reject;
      void answer.promise.then(resolve);
    });
    calls.push({ query, answer, fail });
    return promise;
  };
  return { calls, fetchPage };
}

describe('directory search store (search loading)', () => {
  it('goes initial, pending, idle; appends the next page with the cursor while appending', async () => {
    const { calls, fetchPage } = heldFetch();
    const store = createDirectorySearchStore(fetchPage);
    expect(store.getState().phase).toBe('initial');

    const first = store.getState().search(QUERY);
    expect(store.getState().phase).toBe('pending');
    calls[0]!.answer.resolve(directoryPage(0, 3, true));
    await first;
    expect(store.getState()).toMatchObject({ phase: 'idle', more: true, nextCursor: 'cursor-after-3' });
    expect(store.getState().accounts).toHaveLength(3);

    const more = store.getState().loadMore();
    expect(store.getState().phase).toBe('appending');
    expect(calls[1]!.query).toEqual({ ...QUERY, page: 2, cursor: 'cursor-after-3' });
    // A second load-more while one runs asks nothing.
    await store.getState().loadMore();
    expect(calls).toHaveLength(2);
    calls[1]!.answer.resolve(directoryPage(3, 2, false, { page: 2 }));
    await more;
    expect(store.getState().phase).toBe('idle');
    expect(store.getState().accounts.map((account) => account.id)).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(store.getState().more).toBe(false);

    // No more rows: load-more asks nothing.
    await store.getState().loadMore();
    expect(calls).toHaveLength(2);
  });

  it('replaces the rows with a new search and drops the answer of an older one', async () => {
    const { calls, fetchPage } = heldFetch();
    const store = createDirectorySearchStore(fetchPage);
    const old = store.getState().search(QUERY);
    const fresh = store.getState().search({ ...QUERY, gender: 'female' });
    calls[1]!.answer.resolve(directoryPage(10, 1, false));
    await fresh;
    calls[0]!.answer.resolve(directoryPage(0, 5, true));
    await old;
    expect(store.getState().accounts.map((account) => account.id)).toEqual([1011]);
    expect(store.getState().query).toMatchObject({ gender: 'female' });
  });

  it('keeps a failed search visible with Retry, which runs it again', async () => {
    const { calls, fetchPage } = heldFetch();
    const store = createDirectorySearchStore(fetchPage);
    const first = store.getState().search(QUERY);
    calls[0]!.fail(new Error('offline'));
    await first;
    expect(store.getState()).toMatchObject({ phase: 'idle', accounts: [] });
    expect(store.getState().error?.during).toBe('search');

    const again = store.getState().retry();
    expect(calls[1]!.query).toEqual(QUERY);
    calls[1]!.answer.resolve(directoryPage(0, 2, false));
    await again;
    expect(store.getState().error).toBeNull();
    expect(store.getState().accounts).toHaveLength(2);
  });

  it('keeps the rows when a load-more fails and Retry asks for the same page again', async () => {
    const { calls, fetchPage } = heldFetch();
    const store = createDirectorySearchStore(fetchPage);
    const first = store.getState().search(QUERY);
    calls[0]!.answer.resolve(directoryPage(0, 2, true));
    await first;
    const more = store.getState().loadMore();
    calls[1]!.fail(new Error('offline'));
    await more;
    expect(store.getState().accounts).toHaveLength(2);
    expect(store.getState().error?.during).toBe('more');

    const again = store.getState().retry();
    expect(calls[2]!.query).toEqual(calls[1]!.query);
    calls[2]!.answer.resolve(directoryPage(2, 1, false, { page: 2 }));
    await again;
    expect(store.getState().accounts).toHaveLength(3);
  });

  it('loads the next pages until enough rows are there, or none follow (Add All to Sheet)', async () => {
    const pages: DirectoryQuery[] = [];
    const store = createDirectorySearchStore((query) => {
      pages.push(query);
      const from = (pages.length - 1) * 3;
      return Promise.resolve(directoryPage(from, 3, from < 9));
    });
    await store.getState().search(QUERY);
    await store.getState().loadUntil((rows) => rows.length >= 7);
    expect(store.getState().accounts).toHaveLength(9);
    expect(pages.map((page) => page.cursor)).toEqual([undefined, 'cursor-after-3', 'cursor-after-6']);
    await store.getState().loadUntil(() => false);
    expect(store.getState()).toMatchObject({ more: false, phase: 'idle' });
    expect(store.getState().accounts).toHaveLength(12);
    expect(pages).toHaveLength(4);
  });
});
