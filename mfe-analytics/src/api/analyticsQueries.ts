import { useEffect } from 'react';
import type { AnalyticsSinceDays } from '@tpp/contracts';
import { apiQueryClient, useApiQuery, type QueryKey } from '@tpp/session';
import { analyticsApi } from './analyticsApi';

/**
 * The query keys of the statistics pages: every key starts with 'analytics'. The report is kept
 * per (sinceDays, onlyUserSheets), one sheet's statistics per (sheet id, sinceDays): going back to
 * a range seen before shows its answer at once.
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (sinceDays: AnalyticsSinceDays, onlyUserSheets: boolean) =>
    ['analytics', 'report', sinceDays, onlyUserSheets] as const,
  sheet: (sheetId: string, sinceDays: AnalyticsSinceDays) =>
    ['analytics', 'sheet', sheetId, sinceDays] as const,
};

/** How often an answer on screen checks whether it has grown stale (older than 30 s). */
export const FRESHNESS_CHECK_MS = 10_000;

/**
 * Reads the answer under `key` again in the background once it is stale (older than the query
 * layer's 30 s), while it stays on screen: checked every FRESHNESS_CHECK_MS and when the tab
 * becomes visible again, so new views and clicks show within a minute. The answer stays shown
 * meanwhile. A read that failed with nothing to show is not repeated by these checks: Try Again
 * or coming back to the page reads it again.
 */
function useRefreshWhileShown(key: QueryKey) {
  const hash = JSON.stringify(key);
  useEffect(() => {
    const queryKey = JSON.parse(hash) as QueryKey;
    const check = () =>
      void apiQueryClient().refetchQueries(
        {
          queryKey,
          exact: true,
          type: 'active',
          stale: true,
          predicate: (query) => query.state.data !== undefined,
        },
        // A read under way is left to finish.
        { cancelRefetch: false },
      );
    const timer = setInterval(check, FRESHNESS_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [hash]);
}

/** The report of /talent-sheets/statistics: the views and clicks tables, the days, the recent visits. */
export function useStatisticsReport(sinceDays: AnalyticsSinceDays, onlyUserSheets: boolean) {
  const key = analyticsKeys.report(sinceDays, onlyUserSheets);
  useRefreshWhileShown(key);
  return useApiQuery(key, (signal) => analyticsApi.report(sinceDays, onlyUserSheets, signal));
}

/** The totals, days and profile clicks of one sheet (/talent-sheets/statistics/{sheetId}). */
export function useSheetStatistics(sheetId: string, sinceDays: AnalyticsSinceDays) {
  const key = analyticsKeys.sheet(sheetId, sinceDays);
  useRefreshWhileShown(key);
  return useApiQuery(key, (signal) => analyticsApi.sheetClicks(sheetId, sinceDays, signal));
}
