/** Hidden Creator Calls are kept in this browser only (spec: local browser storage). */
export const HIDDEN_CALLS_KEY = 'tpp.hiddenCreatorCalls';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The hidden call ids; anything unreadable counts as none hidden. */
export function readHiddenCalls(store: Storage | null = storage()): number[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(HIDDEN_CALLS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))]
      : [];
  } catch {
    return [];
  }
}

function write(ids: readonly number[], store: Storage | null) {
  try {
    if (ids.length === 0) store?.removeItem(HIDDEN_CALLS_KEY);
    else store?.setItem(HIDDEN_CALLS_KEY, JSON.stringify(ids));
  } catch {
    // A full or blocked storage only means the choice is not remembered.
  }
}

export function hideCall(id: number, store: Storage | null = storage()): number[] {
  const ids = readHiddenCalls(store);
  const next = ids.includes(id) ? ids : [...ids, id];
  write(next, store);
  return next;
}

export function restoreCall(id: number, store: Storage | null = storage()): number[] {
  const next = readHiddenCalls(store).filter((hidden) => hidden !== id);
  write(next, store);
  return next;
}

export function restoreAllCalls(store: Storage | null = storage()): number[] {
  write([], store);
  return [];
}
