import { notifyManager, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../apiClient.js';
import { sessionStore, type SessionState } from '../sessionStore.js';

/** How long an answer counts as fresh: a screen visited again within it shows it without a call. */
export const STALE_TIME_MS = 30_000;

/** Attempts after the first for a read that failed on the network or with a 5xx. */
export const MAX_RETRIES = 2;

/**
 * Whether a failed read is worth asking again: a network failure (no answer) or a 5xx. A 4xx is
 * the server's final word (missing, forbidden, bad input, too many requests) and is shown at once;
 * an aborted read was given up on purpose.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/** Exponential backoff: 1 s, 2 s, 4 s… at most 8 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000);
}

export interface ApiQueryClientOptions {
  /** Ask again after network failures and 5xx answers (false in unit tests: one call, one answer). */
  retry?: boolean;
}

/** A query client with the product's defaults; the page keeps one (`apiQueryClient`). */
export function createApiQueryClient({ retry = true }: ApiQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: retry ? (failureCount, error) => failureCount < MAX_RETRIES && isRetryableError(error) : false,
        retryDelay: retryDelayMs,
        // A screen loads when it mounts or its inputs change, not when the window regains focus.
        refetchOnWindowFocus: false,
      },
      // A write is never repeated behind the user's back.
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | null = null;
let unsubscribeSession: (() => void) | null = null;

/**
 * Who the cached answers belong to: another user, team or acting-as must not see them. Null while
 * the session is still being read (the answers read meanwhile were read with the same cookie).
 */
function identityOf(state: SessionState): string | null {
  if (state.status === 'idle' || state.status === 'loading') return null;
  const user = state.user;
  if (!user) return 'anonymous';
  return JSON.stringify([user.id, user.selectedTeamId, user.acting_as ?? null]);
}

function adopt(client: QueryClient): QueryClient {
  unsubscribeSession?.();
  pageClient = client;
  let identity = identityOf(sessionStore.getState());
  unsubscribeSession = sessionStore.subscribe((state) => {
    const next = identityOf(state);
    if (next === null || next === identity) return;
    const known = identity !== null;
    identity = next;
    if (known) client.clear();
  });
  return client;
}

/**
 * The page's one query client. @tpp/session is a Module Federation singleton, so the shell and
 * every remote share it (and its cache). The cache is emptied whenever the signed-in user, the
 * selected team or the acting-as changes, so that no answer outlives the identity it was read for.
 */
export function apiQueryClient(): QueryClient {
  return pageClient ?? adopt(createApiQueryClient());
}

/**
 * Replaces the page's client with a fresh one (unit tests: no cache carried between tests). Its
 * answers reach components in a microtask instead of a timer, so that a test's
 * `await act(async () => …)` sees them as it saw a plain promise's.
 */
export function resetApiQueryClient(options: ApiQueryClientOptions = {}): QueryClient {
  notifyManager.setScheduler(queueMicrotask);
  pageClient?.clear();
  return adopt(createApiQueryClient(options));
}

/**
 * Marks every answer under `keyPrefix` stale and reloads those on screen (after a write that
 * changed them). Keys are arrays that start with their area: see the key factories.
 */
export function invalidateApi(keyPrefix: QueryKey, client: QueryClient = apiQueryClient()): Promise<void> {
  return client.invalidateQueries({ queryKey: keyPrefix });
}
