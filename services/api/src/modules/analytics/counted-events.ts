/**
 * The analytics rules other modules may read events by (the home page's "viewed today" counts
 * what Statistics counts). Plain SQL fragments, alias `e` for analytics_events.
 */

/** The event types that count as a view of a sheet. */
export const SHEET_VIEW_TYPES = `('sheet_view', 'sheet_response_view')`;

/** A counted view of a sheet (bots, link previews and a viewer's repeats within the window are not counted). */
export const COUNTED_SHEET_VIEW = `e.counted AND e.sheet_id IS NOT NULL AND e.event_type IN ${SHEET_VIEW_TYPES}`;
