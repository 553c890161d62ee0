import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { errorMessage } from '@tpp/session';

/** One load: while the next answer loads the last one stays in `previous`, so a page can keep showing it. */
export type Load<T> =
  | { state: 'loading'; previous: T | null }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: T };

/** The data to show: the answer, or while the next one loads the last one (null before the first). */
export function shownData<T>(load: Load<T>): T | null {
  return load.state === 'ready' ? load.data : load.state === 'loading' ? load.previous : null;
}

export interface UseLoad<T> {
  load: Load<T>;
  /** Loads again with the same inputs (after "Try again" or an edit elsewhere). */
  reload: () => void;
  /** Changes the loaded answer locally, without a round trip; does nothing unless it is ready. */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs `request` whenever one of `deps` changes (and on `reload`), with an AbortController per run so
 * an answer that arrives after the inputs changed or the component left is dropped. A failure shows
 * the server's message, or `failedMessage` when there is none. `deps` must name every input
 * `request` reads, as for useEffect.
 */
export function useLoad<T>(
  request: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  failedMessage: string,
): UseLoad<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({ state: 'loading', previous: shownData(current) }));
    request(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoad({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, failedMessage) });
      },
    );
    return () => controller.abort();
    // The caller's deps stand for everything `request` reads; `request` itself is new on every render.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoad((current) =>
        current.state === 'ready' ? { state: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { load, reload, update };
}
