import { useEffect, useRef } from 'react';

/**
 * Runs `poll` at once, then every `intervalMs` while the tab is visible. A hidden tab does not
 * poll; when it shows again it polls at once if a poll is due, then keeps the rhythm. A poll that
 * fails (offline, server error) is simply tried at the next turn.
 */
export function usePolling(poll: () => Promise<unknown> | void, intervalMs: number, enabled = true): void {
  const latest = useRef(poll);
  latest.current = poll;

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastRun = 0;
    let stopped = false;

    const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const schedule = (delay: number) => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, delay);
    };
    function run() {
      timer = null;
      if (stopped || !visible()) return;
      lastRun = Date.now();
      try {
        void Promise.resolve(latest.current()).catch(() => undefined);
      } catch {
        // A poll that throws at once is tried again at the next turn, like a failed request.
      }
      schedule(intervalMs);
    }
    const onVisibility = () => {
      if (!visible()) {
        if (timer) clearTimeout(timer);
        timer = null;
        return;
      }
      schedule(Math.max(0, lastRun + intervalMs - Date.now()));
    };

    run();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, enabled]);
}
