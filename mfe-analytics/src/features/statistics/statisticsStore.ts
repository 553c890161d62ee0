import { create } from 'zustand';
import { DEFAULT_ANALYTICS_SINCE_DAYS, type AnalyticsSinceDays } from '@tpp/contracts';

/**
 * The client state of the statistics pages. Their server answers live in the query layer
 * (src/api/analyticsQueries.ts), not here.
 */
export interface ReportSelection {
  sinceDays: AnalyticsSinceDays;
  onlyUserSheets: boolean;
}

interface StatisticsState {
  /** The range and sheet filter of /talent-sheets/statistics, kept when leaving the page. */
  selection: ReportSelection;
  select: (change: Partial<ReportSelection>) => void;
}

export const useStatisticsStore = create<StatisticsState>()((set) => ({
  selection: { sinceDays: DEFAULT_ANALYTICS_SINCE_DAYS, onlyUserSheets: false },
  select: (change) => set((state) => ({ selection: { ...state.selection, ...change } })),
}));
