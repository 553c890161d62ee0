import { API, type AnalyticsEventRequest, type AnalyticsEventType } from '@tpp/contracts';
import { api } from '@tpp/session';
import { viewerEmailStore } from './viewerEmail';

type EventData = AnalyticsEventRequest['data'];

/** The event body with empty values dropped (docs/product/analytics.md). */
export function analyticsBody(eventType: AnalyticsEventType, data: EventData): AnalyticsEventRequest {
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    kept[key] = value;
  }
  return { event_type: eventType, data: kept as EventData };
}

/**
 * POST /api/analytics: fire and forget. Never blocks the page and never shows an error; the
 * viewer's gate email is added when known. The API counts the viewer by its HttpOnly signed
 * viewer cookie (sent with the request, never readable here) and shows the email as verified only
 * when this browser followed the link the gate mailed (ViewerLinkPage).
 */
export function track(eventType: AnalyticsEventType, data: EventData): void {
  const viewer_email = data.viewer_email ?? viewerEmailStore.getState().email ?? undefined;
  const body = analyticsBody(eventType, { ...data, viewer_email });
  // keepalive: the event still goes out when the visitor leaves the page right after.
  api.call(API.analytics.record, { body, keepalive: true }).catch(() => undefined);
}
