/** Longer than any calendar day anywhere (a day lasts at most 25 hours; Samoa once skipped one). */
const EARLIER_DAY_MS = 48 * 60 * 60 * 1000;

/**
 * The calendar day `now` falls on in the IANA time zone `timeZone`, and the first instant of that
 * day there: its local midnight; on a day a clock change skips midnight, the first instant after
 * it; on a day the clock falls back over midnight, the first of the two midnights. Found by a
 * binary search over instants with Intl, so every rule the runtime knows holds, whatever the
 * database knows, and no offset arithmetic can be off by the hour of a change.
 */
export function localDay(now: Date, timeZone: string): { date: string; start: Date } {
  const dayOf = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const date = dayOf.format(now);
  // Invariant: `before` lies on an earlier day, `within` on this one (YYYY-MM-DD sorts as text).
  let before = now.getTime() - EARLIER_DAY_MS;
  let within = now.getTime();
  while (within - before > 1) {
    const middle = before + Math.floor((within - before) / 2);
    if (dayOf.format(new Date(middle)) < date) before = middle;
    else within = middle;
  }
  return { date, start: new Date(within) };
}
