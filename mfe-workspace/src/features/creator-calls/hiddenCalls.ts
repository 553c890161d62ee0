import { browserStorage as storage, readRemembered, writeRemembered } from '../../components/remembered';

/** Hidden Creator Calls are kept in this browser only (local browser storage). */
export const HIDDEN_CALLS_KEY = 'tpp.hiddenCreatorCalls';

/** The hidden call ids; anything unreadable counts as none hidden. */
export function readHiddenCalls(store: Storage | null = storage()): number[] {
  try {
    const parsed: unknown = JSON.parse(readRemembered(HIDDEN_CALLS_KEY, store) ?? '[]');
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))]
      : [];
  } catch {
    return [];
  }
}

function write(ids: readonly number[], store: Storage | null) {
  writeRemembered(HIDDEN_CALLS_KEY, ids.length === 0 ? null : JSON.stringify(ids), store);
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
