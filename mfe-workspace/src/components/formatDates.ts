const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A timestamp like 'Nov 21, 2026'; '' when it is not a date. */
export function formatShortDate(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : SHORT_DATE.format(date);
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp like 'Nov 21, 2026, 3:05 PM' in the user's time zone; '' when there is none. */
export function formatDateTime(timestamp: string | null): string {
  return timestamp ? DATE_TIME.format(new Date(timestamp)) : '';
}
