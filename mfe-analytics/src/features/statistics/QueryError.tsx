import { errorMessage, type ApiQueryResult } from '@tpp/session';
import { ErrorState } from '@tpp/ui';

/** The statistics pages' fallbacks when a failed read brings no message of its own. */
export const LOAD_FAILED = 'The statistics could not be loaded.';
export const UPDATE_FAILED = 'The statistics could not be updated.';

/**
 * The last failure of a read, if any: the API's message (or `fallback`) and Try Again. Shown above
 * an older answer that stays on screen when a refresh fails.
 */
export function QueryError({
  query,
  fallback,
}: {
  query: Pick<ApiQueryResult<unknown>, 'error' | 'retry'>;
  fallback: string;
}) {
  if (!query.error) return null;
  return <ErrorState onRetry={query.retry}>{errorMessage(query.error, fallback)}</ErrorState>;
}
