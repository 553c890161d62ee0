/**
 * SQL shared by the rollup and the reports, so that both count exactly the same events: a report
 * is the rollups plus the events after the watermark, read with these same rules.
 */

import { COUNTED_SHEET_VIEW, SHEET_VIEW_TYPES } from '../counted-events.js';

/** A counted view or profile click of a sheet (alias `e` for analytics_events). */
export const COUNTED_SHEET_EVENT = `e.counted AND e.sheet_id IS NOT NULL
  AND e.event_type IN ('sheet_view', 'sheet_response_view', 'sheet_click_influencer')`;

/** A counted profile click of a creator on a sheet. */
export const COUNTED_CLICK = `e.counted AND e.sheet_id IS NOT NULL AND e.influencer_id IS NOT NULL
  AND e.event_type = 'sheet_click_influencer'`;

/**
 * A counted view of a sheet by a viewer with an email: verified (`e.viewer_email_verified`) when
 * the viewer followed the gate's mailed link for it, else only typed (shown as unverified).
 */
export const COUNTED_IDENTIFIED_VIEW = `${COUNTED_SHEET_VIEW} AND e.viewer_email IS NOT NULL`;

/** The UTC day of an event. */
export const EVENT_DAY = `(e.created_at AT TIME ZONE 'UTC')::date`;

/** 1 for a view, 0 otherwise; and the same for a click (to sum). */
export const IS_VIEW = `(e.event_type IN ${SHEET_VIEW_TYPES})::int`;
export const IS_CLICK = `(e.event_type = 'sheet_click_influencer')::int`;
