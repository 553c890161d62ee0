const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A call date ('2026-12-01' or a timestamp) as 'Dec 1, 2026'; date-only values are not shifted by the time zone. */
export function formatCallDate(value: string | null): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** 'Dec 1, 2026 – Jan 15, 2027', one side, or '' when the call names no dates. */
export function formatCallDates(start: string | null, end: string | null): string {
  const from = formatCallDate(start);
  const to = formatCallDate(end);
  if (from && to) return `${from} – ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return '';
}
