import { useCallback, useEffect, useRef } from 'react';

/**
 * One request at a time for a helper on screen: `start()` aborts the one still running and gives
 * the new one its signal (its answer counts only while the signal is not aborted); leaving the
 * screen aborts it too.
 */
export function useLatestRequest() {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const start = useCallback(() => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    return own.signal;
  }, []);
  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  return { start, stop };
}
