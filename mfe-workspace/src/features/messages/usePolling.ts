import { useEffect, useRef } from 'react';

/**
 * Runs `tick` every `intervalMs` while the tab is visible: one run at a time (the next waits for
 * the last to settle), none while hidden, and one at once when the tab becomes visible again.
 * `tick` may change on every render; the latest one runs.
 */
export function usePolling(tick: () => Promise<unknown>, intervalMs: number): void {
  const latest = useRef(tick);
  latest.current = tick;

  useEffect(() => {
    let stopped = false;
    let running = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState !== 'hidden') timer = setTimeout(run, intervalMs);
    };
    const run = () => {
      if (stopped || running) return;
      running = true;
      latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          running = false;
          schedule();
        });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') clearTimeout(timer);
      else run();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
