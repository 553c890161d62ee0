import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that clears itself after `durationMs`: for notices that carry more than one text
 * (a title and the server's message, a tone and a text).
 */
export function useTimedValue<T>(durationMs: number) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setValue(null);
  }, []);

  const show = useCallback(
    (next: T) => {
      if (timer.current) clearTimeout(timer.current);
      setValue(() => next);
      timer.current = setTimeout(() => {
        timer.current = null;
        setValue(null);
      }, durationMs);
    },
    [durationMs],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { value, show, clear };
}
