/**
 * A choice remembered in this browser (localStorage): the sheet lists' 'only mine', the sheet
 * editor's view, the hidden Creator Calls. Nothing here throws: a storage that is unavailable or
 * blocked (private mode) reads as nothing saved, and a write that fails only means the choice lasts
 * for this visit.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The value saved under `key`, or null. */
export function readRemembered(key: string, store: Storage | null = browserStorage()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Saves `value` under `key`; null forgets it. */
export function writeRemembered(
  key: string,
  value: string | null,
  store: Storage | null = browserStorage(),
): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // A full or blocked storage: the choice lasts for this visit only.
  }
}
