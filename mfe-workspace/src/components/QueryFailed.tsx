import { errorMessage, type ApiQueryResult } from '@tpp/session';
import { ErrorState } from '@tpp/ui';

export interface QueryFailedProps {
  query: Pick<ApiQueryResult<unknown>, 'state' | 'retry'>;
  /** Shown when the server sent no message of its own. */
  text: string;
}

/**
 * The error state of a screen that draws its loading and empty states around kept data (a list
 * whose last page stays while the next loads): the server's message or `text` (also for a
 * 404), with Try Again.
 */
export function QueryFailed({ query, text }: QueryFailedProps) {
  const { state } = query;
  if (state.status === 'error')
    return <ErrorState onRetry={query.retry}>{errorMessage(state.error, text)}</ErrorState>;
  return state.status === 'not-found' ? <ErrorState onRetry={query.retry}>{text}</ErrorState> : null;
}
