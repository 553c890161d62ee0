const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** '5 minutes ago', '2 hours ago', 'yesterday'; 'just now' under a minute (and for a time ahead of `now`). */
export function timeAgo(timestamp: string, now: Date): string {
  const elapsed = now.getTime() - new Date(timestamp).getTime();
  for (const [unit, size] of UNITS)
    if (elapsed >= size) return RELATIVE.format(-Math.floor(elapsed / size), unit);
  return 'just now';
}
