import type { ComponentType } from 'react';
import { SheetStatisticsPage } from './features/statistics/SheetStatisticsPage';
import { StatisticsPage } from './features/statistics/StatisticsPage';

export interface AnalyticsRoute {
  /** The same pattern as in REMOTE_ROUTES['mfe-analytics']. */
  path: string;
  component: ComponentType;
}

export const ANALYTICS_ROUTES: readonly AnalyticsRoute[] = [
  { path: '/talent-sheets/statistics', component: StatisticsPage },
  { path: '/talent-sheets/statistics/:sheetId', component: SheetStatisticsPage },
];
