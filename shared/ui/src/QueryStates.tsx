import type { ReactNode } from 'react';
import { errorMessage, type ApiQueryResult } from '@tpp/session';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Spinner } from './Spinner.js';

/** A read under way: every screen shows the same spinner, with what it is loading. */
export function LoadingState({ label }: { label?: string }) {
  return <Spinner label={label} />;
}

export interface ErrorStateProps {
  /** What could not be loaded (the server's message when it sent one). */
  children: ReactNode;
  /** Reads again; without it the state has no button. */
  onRetry?: () => void;
}

/** A read that failed: what went wrong and a 'Try Again' that loads once more. */
export function ErrorState({ children, onRetry }: ErrorStateProps) {
  return (
    <Alert tone="error">
      {children}
      {onRetry ? (
        <>
          {' '}
          <Button variant="link" onClick={onRetry}>
            Try Again
          </Button>
        </>
      ) : null}
    </Alert>
  );
}

export interface QueryViewProps<T> {
  query: Pick<ApiQueryResult<T>, 'state' | 'retry'>;
  /** e.g. 'Loading the members...'; the spinner's default otherwise. */
  loadingLabel?: string;
  /** Shown when the read fails and the server sent no message of its own. */
  errorText: string;
  /** Drawn for a 404 (or a malformed id); the error state with `errorText` otherwise. */
  notFound?: ReactNode;
  /** With `empty`: whether the answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One read's screen: the loading, error (with Try Again) or empty state every screen shares, or
 * `children(data)` once the answer is there.
 */
export function QueryView<T>({
  query,
  loadingLabel,
  errorText,
  notFound,
  isEmpty,
  empty,
  children,
}: QueryViewProps<T>) {
  const { state } = query;
  switch (state.status) {
    case 'loading':
      return <LoadingState label={loadingLabel} />;
    case 'not-found':
      if (notFound !== undefined) return <>{notFound}</>;
      return <ErrorState onRetry={query.retry}>{errorText}</ErrorState>;
    case 'error':
      return <ErrorState onRetry={query.retry}>{errorMessage(state.error, errorText)}</ErrorState>;
    case 'ready':
      if (empty !== undefined && isEmpty?.(state.data)) return <>{empty}</>;
      return <>{children(state.data)}</>;
  }
}
