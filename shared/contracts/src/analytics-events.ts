/** The events the public pages send (POST /api/analytics); the reports are in analytics.ts. */

export const ANALYTICS_EVENT_TYPES = [
  'sheet_view',
  'collection_view',
  'sheet_click_influencer',
  'social_view',
  'sheet_response_view',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** POST /api/analytics: empty values are dropped by the sender. */
export interface AnalyticsEventRequest {
  event_type: AnalyticsEventType;
  data: {
    sheet_id?: string;
    collection_id?: string;
    influencer_id?: number;
    platform?: string;
    url?: string;
    /** The gate email the viewer gave, if any. */
    viewer_email?: string;
  };
}

/** The `data` of an analytics event. */
export type AnalyticsEventData = AnalyticsEventRequest['data'];
