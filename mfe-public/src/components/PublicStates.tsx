import type { ReactNode } from 'react';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { Button, EmptyState } from '@tpp/ui';
import { PublicFrame } from './PublicFrame';

export interface PublicStatesProps {
  status: 'loading' | 'not-found' | 'error';
  /** e.g. 'Talent sheet not found'. */
  notFoundTitle: string;
  notFoundBody: ReactNode;
  /** e.g. 'This sheet could not be loaded'; the body is 'Check your connection and try again.' */
  failedTitle: string;
  onRetry: () => void;
  /** What shows while loading; 'Loading...' unless given. */
  loading?: ReactNode;
}

/** Loading, not found and failure of a shared page (sheet, collection, roster), before its theme is known. */
export function PublicStates({
  status,
  notFoundTitle,
  notFoundBody,
  failedTitle,
  onRetry,
  loading,
}: PublicStatesProps) {
  return (
    <PublicFrame>
      <div className="pub-state">
        {status === 'loading' ? (
          (loading ?? (
            <p className="ps-loading" role="status">
              {SHEET_MESSAGES.loading}
            </p>
          ))
        ) : status === 'not-found' ? (
          <EmptyState title={notFoundTitle}>{notFoundBody}</EmptyState>
        ) : (
          <EmptyState title={failedTitle} action={<Button onClick={onRetry}>Retry</Button>}>
            Check your connection and try again.
          </EmptyState>
        )}
      </div>
    </PublicFrame>
  );
}
