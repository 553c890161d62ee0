import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { DEFAULT_ANALYTICS_SINCE_DAYS, type AnalyticsSinceDays } from '@tpp/contracts';

/**
 * The client cache of the analytics answers (docs/product/analytics.md: cached per key of
 * sinceDays and onlyUserSheets; the per-sheet page adds its sheet id). A cached answer shows at
 * once, also after leaving the page and coming back; one older than REFRESH_AFTER_MS is fetched
 * again in the background while it stays on screen, so new events show within a minute.
 */
export const REFRESH_AFTER_MS = 30_000;
/** How often a shown answer checks whether it has grown older than REFRESH_AFTER_MS. */
export const FRESHNESS_CHECK_MS = 10_000;

export interface CacheEntry<T = unknown> {
  data?: T;
  /** When data arrived (clock time, ms). */
  fetchedAt?: number;
  loading: boolean;
  /** The last load's failure; cleared by the next success. */
  error?: unknown;
}

export interface ReportSelection {
  sinceDays: AnalyticsSinceDays;
  onlyUserSheets: boolean;
}

interface StatisticsState {
  entries: Record<string, CacheEntry>;
  /** The range and sheet filter of /talent-sheets/statistics, kept when leaving the page. */
  selection: ReportSelection;
  select: (change: Partial<ReportSelection>) => void;
}

/** The clock of the cache (tests move it). */
export const statisticsClock = { now: () => Date.now() };

export const useStatisticsStore = create<StatisticsState>()((set) => ({
  entries: {},
  selection: { sinceDays: DEFAULT_ANALYTICS_SINCE_DAYS, onlyUserSheets: false },
  select: (change) => set((state) => ({ selection: { ...state.selection, ...change } })),
}));

/** The cache key of the statistics report (spec: sinceDays and onlyUserSheets). */
export const reportKey = ({ sinceDays, onlyUserSheets }: ReportSelection) =>
  `report:${sinceDays}:${onlyUserSheets}`;
/** The cache key of one sheet's statistics. */
export const sheetKey = (sheetId: string, sinceDays: AnalyticsSinceDays) => `sheet:${sheetId}:${sinceDays}`;

function patch(key: string, change: Partial<CacheEntry>) {
  useStatisticsStore.setState((state) => ({
    entries: { ...state.entries, [key]: { loading: false, ...state.entries[key], ...change } },
  }));
}

/**
 * Loads the answer under `key` unless a fresh one is cached or a load is running; `force` loads
 * in any case but a running one (Retry). After a failure with nothing to show, only `force` or
 * `retryFailed` (the page shown again) load again: the background checks do not repeat it. A
 * failed load keeps the answer shown before.
 */
export async function ensureLoaded<T>(
  key: string,
  load: () => Promise<T>,
  { force = false, retryFailed = false }: { force?: boolean; retryFailed?: boolean } = {},
): Promise<void> {
  const entry = useStatisticsStore.getState().entries[key];
  if (entry?.loading) return;
  const fresh = entry?.fetchedAt !== undefined && statisticsClock.now() - entry.fetchedAt < REFRESH_AFTER_MS;
  const failed = entry?.error !== undefined && entry.data === undefined;
  if (!force && entry && (fresh || (failed && !retryFailed))) return;
  patch(key, { loading: true });
  try {
    const data = await load();
    patch(key, { data, fetchedAt: statisticsClock.now(), loading: false, error: undefined });
  } catch (error) {
    patch(key, { loading: false, error });
  }
}

/** Forgets every cached answer (tests; a sign-out reloads the page anyway). */
export function clearStatisticsCache() {
  useStatisticsStore.setState({ entries: {} });
}

export interface CachedAnswer<T> {
  data?: T;
  /** True until the first answer or failure of this key. */
  loading: boolean;
  /** True while a newer answer is fetched behind a shown one. */
  refreshing: boolean;
  error?: unknown;
  retry: () => void;
}

/**
 * The cached answer of `key`, loading it when missing and refreshing it in the background while
 * shown once it is older than REFRESH_AFTER_MS (checked every FRESHNESS_CHECK_MS and when the tab
 * becomes visible again).
 */
export function useCachedAnswer<T>(key: string, load: () => Promise<T>): CachedAnswer<T> {
  const entry = useStatisticsStore((state) => state.entries[key]) as CacheEntry<T> | undefined;
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    const check = () => void ensureLoaded(key, () => loadRef.current());
    void ensureLoaded(key, () => loadRef.current(), { retryFailed: true });
    const timer = setInterval(check, FRESHNESS_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);
  const retry = () => void ensureLoaded(key, () => loadRef.current(), { force: true });
  const hasData = entry?.data !== undefined;
  return {
    data: entry?.data,
    loading: !hasData && entry?.error === undefined,
    refreshing: hasData && Boolean(entry?.loading),
    error: entry?.error,
    retry,
  };
}
