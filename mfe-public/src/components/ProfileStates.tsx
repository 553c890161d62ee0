import type { ReactNode } from 'react';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { Button, EmptyState, ErrorState, LoadingState } from '@tpp/ui';
import type { PublicProfileState } from '../api/usePublicProfile';

/** Loading, not-found and failure states of a public profile; null once it is ready. */
export function ProfileStates({ state, onRetry }: { state: PublicProfileState; onRetry: () => void }) {
  if (state.status === 'loading') {
    return (
      <div className="pub-state">
        <LoadingState />
      </div>
    );
  }
  if (state.status === 'not-found') {
    return (
      <div className="pub-state">
        <EmptyState title={TALENT_MESSAGES.influencerNotFoundTitle}>
          {TALENT_MESSAGES.influencerNotFoundBody}
        </EmptyState>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="pub-state">
        <ErrorState onRetry={onRetry}>
          This profile could not be loaded. Check your connection and try again.
        </ErrorState>
      </div>
    );
  }
  return null;
}

/** The way back above a profile opened from a roster or a sheet. */
export function ProfileBack({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <div className="pub-back">
      <Button variant="link" onClick={onBack}>
        {label}
      </Button>
    </div>
  );
}

/** A profile opened from a list that is not ready: the way back, then its state. */
export function OpenedProfileStates({
  state,
  onRetry,
  back,
}: {
  state: PublicProfileState;
  onRetry: () => void;
  back: ReactNode;
}) {
  return (
    <>
      {back}
      <ProfileStates state={state} onRetry={onRetry} />
    </>
  );
}
