import { useCallback, useEffect, useRef, useState } from 'react';
import { isMissing } from '@tpp/session';
import type { PublicRequest } from './publicSheetsApi';

export type PublicResourceState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'error' };

/**
 * Loads a public answer (no session needed). A null request, a 404 or a 400 (a malformed id) is
 * 'not-found'; anything else that fails is 'error', which `retry` loads again.
 */
export function usePublicResource<T>(
  request: PublicRequest<T> | null,
  options: { keepPrevious?: boolean } = {},
): {
  state: PublicResourceState<T>;
  retry: () => void;
  /** keepPrevious: the previous answer stays shown while the next request loads. */
  pending: boolean;
} {
  // An answer the page's HTML carries is shown by the first render (and the server's first screen).
  const [state, setState] = useState<PublicResourceState<T>>(() => {
    const early = request?.early();
    return early === undefined ? { status: 'loading' } : { status: 'ready', data: early };
  });
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const keepPrevious = options.keepPrevious ?? false;
  const key = request?.key ?? null;
  // The request object is new on every render; the effect runs again only when its key changes.
  const requestRef = useRef(request);
  requestRef.current = request;
  const shownEarly = useRef(state.status === 'ready' ? key : null);

  useEffect(() => {
    const pendingRequest = requestRef.current;
    if (key === null || pendingRequest === null) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    if (shownEarly.current === key) {
      // The first render showed the answer the HTML carried: loading it takes it out of the page
      // without a round trip, so that a retry or a later visit of this key loads afresh.
      shownEarly.current = null;
      void pendingRequest.load(controller.signal).catch(() => undefined);
      return () => controller.abort();
    }
    if (keepPrevious) setPending(true);
    setState((current) => (keepPrevious && current.status === 'ready' ? current : { status: 'loading' }));
    pendingRequest
      .load(controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = isMissing(error);
        setState({ status: missing ? 'not-found' : 'error' });
      })
      .finally(() => {
        if (!controller.signal.aborted) setPending(false);
      });
    return () => controller.abort();
  }, [key, attempt, keepPrevious]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry, pending };
}
