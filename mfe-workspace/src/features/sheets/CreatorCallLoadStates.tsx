import { EmptyState, LinkButton, LoadFailedAlert, PageHeader, Spinner } from '@tpp/ui';
import type { CastingCallLoad } from './useCastingCallResponse';

/** A Creator Call page while its call loads, is missing or failed (Retry loads it again). */
export function CreatorCallLoadStates({
  title,
  load,
  onRetry,
}: {
  title: string;
  load: Exclude<CastingCallLoad, { state: 'ready' }>;
  onRetry: () => void;
}) {
  if (load.state === 'loading') return <Spinner label="Loading the Creator Call..." />;
  return (
    <div className="tpp-page">
      <PageHeader title={title} />
      {load.state === 'failed' ? (
        <LoadFailedAlert onRetry={onRetry}>{load.message}</LoadFailedAlert>
      ) : (
        <EmptyState
          title="Creator Call not found"
          action={<LinkButton href="/creator-calls">Creator Calls</LinkButton>}
        >
          This call does not exist or is no longer open.
        </EmptyState>
      )}
    </div>
  );
}
