import type { AnalyticsEventRequest, CollectionSummary } from './sheets.js';

/** `:id` of GET /api/user/collections/:id and GET /api/public/collections/:id: the public id. */
export interface CollectionIdParams {
  id: string;
}

/** One of the first sheets a collection list entry shows. */
export type CollectionSummarySheet = CollectionSummary['sheets'][number];

/** The `data` of an analytics event. */
export type AnalyticsEventData = AnalyticsEventRequest['data'];
