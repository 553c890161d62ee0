/**
 * The calendar day `now` falls on in the IANA time zone `timeZone`, and the instant that day
 * began there (its local midnight; on a day a clock change skips midnight, the first instant of
 * the day). Computed with Intl, so any zone the runtime knows works, whatever the database knows.
 */
export function localDay(now: Date, timeZone: string): { date: string; start: Date } {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  // The zone's offset at an instant: its wall clock read as UTC, minus the instant.
  const offsetAt = (instant: number) => {
    const parts: Record<string, number> = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, Number(part.value)]),
    );
    const part = (type: string) => parts[type] ?? 0;
    const wall = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    );
    return wall - Math.floor(instant / 1000) * 1000;
  };
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // Midnight's offset can differ from now's across a clock change: settle it with a second look.
  let start = midnightAsUtc - offsetAt(midnightAsUtc - offsetAt(now.getTime()));
  if (new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(start)) !== date) {
    start += 60 * 60 * 1000;
  }
  return { date, start: new Date(start) };
}
