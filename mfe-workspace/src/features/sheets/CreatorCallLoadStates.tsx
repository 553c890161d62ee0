import type { ApiQueryResult } from '@tpp/session';
import { EmptyState, LinkButton, LoadingState, PageHeader, QueryView } from '@tpp/ui';
import { CREATOR_CALL_LOAD_FAILED } from './useCastingCallResponse';

/** A Creator Call page while its call loads, is missing or failed (Try Again loads it again). */
export function CreatorCallLoadStates({
  title,
  query,
}: {
  title: string;
  query: Pick<ApiQueryResult<unknown>, 'state' | 'retry'>;
}) {
  if (query.state.status === 'loading') return <LoadingState label="Loading the Creator Call..." />;
  return (
    <div className="tpp-page">
      <PageHeader title={title} />
      <QueryView
        query={query}
        errorText={CREATOR_CALL_LOAD_FAILED}
        notFound={
          <EmptyState
            title="Creator Call not found"
            action={<LinkButton href="/creator-calls">Creator Calls</LinkButton>}
          >
            This call does not exist or is no longer open.
          </EmptyState>
        }
      >
        {() => null}
      </QueryView>
    </div>
  );
}
