import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  clearStatisticsCache,
  ensureLoaded,
  REFRESH_AFTER_MS,
  reportKey,
  statisticsClock,
  useStatisticsStore,
} from './statisticsStore';

let now = 1_000_000;
const realNow = statisticsClock.now;

beforeEach(() => {
  clearStatisticsCache();
  now = 1_000_000;
  statisticsClock.now = () => now;
});
afterEach(() => {
  statisticsClock.now = realNow;
});

const entry = (key: string) => useStatisticsStore.getState().entries[key];

describe('the analytics cache', () => {
  it('keys the report by sinceDays and onlyUserSheets', () => {
    const keys = new Set(
      (['all', '7', '30'] as const).flatMap((sinceDays) =>
        [true, false].map((onlyUserSheets) => reportKey({ sinceDays, onlyUserSheets })),
      ),
    );
    expect(keys.size).toBe(6);
  });

  it('answers from the cache while fresh and loads again once older than 30 seconds', async () => {
    const load = jest.fn(async () => ({ views: load.mock.calls.length }));
    await ensureLoaded('k', load);
    expect(entry('k')?.data).toEqual({ views: 1 });

    now += REFRESH_AFTER_MS - 1;
    await ensureLoaded('k', load);
    expect(load).toHaveBeenCalledTimes(1);

    now += 1;
    await ensureLoaded('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(entry('k')?.data).toEqual({ views: 2 });
  });

  it('keeps each key apart', async () => {
    const load = jest.fn(async () => 'answer');
    await ensureLoaded(reportKey({ sinceDays: '30', onlyUserSheets: false }), load);
    await ensureLoaded(reportKey({ sinceDays: '30', onlyUserSheets: true }), load);
    await ensureLoaded(reportKey({ sinceDays: '30', onlyUserSheets: false }), load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the shown answer when a refresh fails, and Retry (force) loads at once', async () => {
    await ensureLoaded('k', async () => 'first');
    now += REFRESH_AFTER_MS;
    await ensureLoaded('k', async () => {
      throw new Error('down');
    });
    expect(entry('k')?.data).toBe('first');
    expect(entry('k')?.error).toBeInstanceOf(Error);

    await ensureLoaded('k', async () => 'second', { force: true });
    expect(entry('k')?.data).toBe('second');
    expect(entry('k')?.error).toBeUndefined();
  });

  it('does not repeat a failed first load in the background, but does when asked to', async () => {
    const failing = jest.fn(async () => {
      throw new Error('down');
    });
    await ensureLoaded('k', failing);
    await ensureLoaded('k', failing);
    expect(failing).toHaveBeenCalledTimes(1);
    await ensureLoaded('k', failing, { retryFailed: true });
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('starts one load at a time per key', async () => {
    let release!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = ensureLoaded('k', load);
    await ensureLoaded('k', load, { force: true });
    release('done');
    await first;
    expect(load).toHaveBeenCalledTimes(1);
    expect(entry('k')?.data).toBe('done');
  });
});
