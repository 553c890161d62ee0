import { useRef, useState, type FormEvent } from 'react';

/**
 * Submits a form through `handler` at most once at a time: `busy` is true while the handler's
 * promise runs, and further submits (a double click, Enter pressed twice) are ignored meanwhile.
 * The handler shows its own errors; anything it lets escape is a bug and is reported as one.
 */
export function useFormSubmit(handler: () => Promise<void> | void) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void Promise.resolve()
      .then(handler)
      .catch((error: unknown) => {
        console.error(error);
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  return { busy, onSubmit };
}
