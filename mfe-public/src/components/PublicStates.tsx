import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@tpp/ui';
import { PublicFrame } from './PublicFrame';
import { SkeletonCards } from './SkeletonCards';
import { SplashRemover } from './useRemoveSplash';

export interface PublicStatesProps {
  status: 'loading' | 'not-found' | 'error';
  /** e.g. 'Talent sheet not found'. */
  notFoundTitle: string;
  notFoundBody: ReactNode;
  /** e.g. 'This sheet could not be loaded'; followed by 'Check your connection and try again.' */
  failedTitle: string;
  onRetry: () => void;
  /** What shows while loading; skeleton cards (announced as 'Loading...') unless given. */
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
      {status === 'loading' ? null : <SplashRemover />}
      <div className="pub-state">
        {status === 'loading' ? (
          (loading ?? <SkeletonCards />)
        ) : status === 'not-found' ? (
          <EmptyState title={notFoundTitle}>{notFoundBody}</EmptyState>
        ) : (
          <ErrorState onRetry={onRetry}>{failedTitle}. Check your connection and try again.</ErrorState>
        )}
      </div>
    </PublicFrame>
  );
}
