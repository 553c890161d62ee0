import { useCallback, useEffect, useRef, useState } from 'react';

/** 'copied' or 'failed' for a moment after a copy, then null again. */
export type CopyState = 'copied' | 'failed' | null;

/**
 * Copies an address (made absolute against the page) to the clipboard and reports the outcome
 * for `resetMs`. A refused clipboard (insecure context) reports 'failed'; the link stays visible.
 */
export function useCopyLink(resetMs = 1500): { state: CopyState; copy: (url: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(
    async (url: string) => {
      try {
        await navigator.clipboard.writeText(new URL(url, window.location.href).toString());
        setState('copied');
      } catch {
        setState('failed');
      }
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setState(null), resetMs);
    },
    [resetMs],
  );
  return { state, copy };
}
