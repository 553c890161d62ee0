export { creatorCount } from '../../components/directory/AddAllButton';

/**
 * The sheet editor's bulk edits as pure functions over the ordered talent: the selection (one,
 * a shift-click range, all: components/selection), moving creators to the top or bottom, and removing some creators so
 * that exactly they can be put back at their places.
 */

/** A creator taken off the sheet, with the place it had (0-based), so Undo puts it back there. */
export interface RemovedEntry<T> {
  index: number;
  item: T;
}

type WithId = { id: number };

export { clickSelection, idRange } from '../../components/selection/selectionRules';

/** The talent with the chosen creators moved to the top or the bottom, each group keeping its order. */
export function moveToEdge<T extends WithId>(
  talent: readonly T[],
  ids: ReadonlySet<number>,
  edge: 'top' | 'bottom',
): T[] {
  const moved = talent.filter((item) => ids.has(item.id));
  const rest = talent.filter((item) => !ids.has(item.id));
  return edge === 'top' ? [...moved, ...rest] : [...rest, ...moved];
}

/** The talent without the chosen creators, and those creators with their places. */
export function takeOut<T extends WithId>(
  talent: readonly T[],
  ids: ReadonlySet<number>,
): { kept: T[]; removed: RemovedEntry<T>[] } {
  const kept: T[] = [];
  const removed: RemovedEntry<T>[] = [];
  talent.forEach((item, index) => {
    if (ids.has(item.id)) removed.push({ index, item });
    else kept.push(item);
  });
  return { kept, removed };
}

/**
 * Puts removed creators back at their former places (as near as the sheet now allows), skipping
 * any that is on the sheet again, and at most `room` of them. Nothing else changes.
 */
export function putBack<T extends WithId>(
  talent: readonly T[],
  removed: readonly RemovedEntry<T>[],
  room: number,
): { talent: T[]; restored: number } {
  const present = new Set(talent.map((item) => item.id));
  const next = [...talent];
  let restored = 0;
  for (const entry of [...removed].sort((a, b) => a.index - b.index)) {
    if (restored >= room) break;
    if (present.has(entry.item.id)) continue;
    next.splice(Math.min(entry.index, next.length), 0, entry.item);
    present.add(entry.item.id);
    restored += 1;
  }
  return { talent: next, restored };
}
