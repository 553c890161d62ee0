import type { CastingCall } from '@tpp/contracts';

/** The orders of the Creator Calls list. */
export const CALL_SORTS = {
  deadline: 'Deadline (soonest)',
  newest: 'Newest',
  name: 'Name (A–Z)',
} as const;
export type CallSort = keyof typeof CALL_SORTS;

/** The filters of the Creator Calls list. */
export const CALL_FILTERS = {
  all: 'All calls',
  open: 'Open',
  responded: 'Responded',
  not_responded: 'Not responded',
} as const;
export type CallFilter = keyof typeof CALL_FILTERS;

/** The team submitted a response to the call. */
export const hasResponded = (call: CastingCall) => call.response_status === 'submitted';

/**
 * 'open': calls still taking responses; 'responded': calls the team submitted a response to;
 * 'not_responded': open calls the team has not submitted a response to (its to-do list).
 */
export function matchesFilter(call: CastingCall, filter: CallFilter): boolean {
  if (filter === 'open') return !call.closed;
  if (filter === 'responded') return hasResponded(call);
  if (filter === 'not_responded') return !call.closed && !hasResponded(call);
  return true;
}

const newestFirst = (a: CastingCall, b: CastingCall) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;
const byName = (a: CastingCall, b: CastingCall) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;

/** Open calls with a deadline first (soonest first), then open calls without one, closed calls last. */
function byDeadline(a: CastingCall, b: CastingCall): number {
  const rank = (call: CastingCall) => (call.closed ? 2 : call.response_deadline ? 0 : 1);
  const ranked = rank(a) - rank(b);
  if (ranked !== 0) return ranked;
  if (a.closed)
    return (b.response_deadline ?? '').localeCompare(a.response_deadline ?? '') || newestFirst(a, b);
  return (a.response_deadline ?? '').localeCompare(b.response_deadline ?? '') || newestFirst(a, b);
}

const SORTERS: Record<CallSort, (a: CastingCall, b: CastingCall) => number> = {
  deadline: byDeadline,
  newest: newestFirst,
  name: byName,
};

/** The calls the filter keeps, in the chosen order (a new array). */
export function arrangeCalls(
  calls: readonly CastingCall[],
  sort: CallSort,
  filter: CallFilter,
): CastingCall[] {
  return calls.filter((call) => matchesFilter(call, filter)).sort(SORTERS[sort]);
}
