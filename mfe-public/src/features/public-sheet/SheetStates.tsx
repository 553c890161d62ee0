import { SHEET_MESSAGES } from '@tpp/contracts';
import { Button, EmptyState } from '@tpp/ui';
import { PublicFrame } from '../../components/PublicFrame';
import type { PublicResourceState } from '../../api/usePublicResource';

/** 'Loading...', not found and failure of a shared sheet, before the team's theme is known. */
export function SheetStates({
  state,
  onRetry,
}: {
  state: Exclude<PublicResourceState<unknown>, { status: 'ready' }>;
  onRetry: () => void;
}) {
  return (
    <PublicFrame>
      <div className="pub-state">
        {state.status === 'loading' ? (
          <p className="ps-loading" role="status">
            {SHEET_MESSAGES.loading}
          </p>
        ) : state.status === 'not-found' ? (
          <EmptyState title="Talent sheet not found">
            This sheet does not exist or is no longer shared. Ask the team that sent you the link for a new
            one.
          </EmptyState>
        ) : (
          <EmptyState
            title="This sheet could not be loaded"
            action={<Button onClick={onRetry}>Retry</Button>}
          >
            Check your connection and try again.
          </EmptyState>
        )}
      </div>
    </PublicFrame>
  );
}

/** A sheet the server answered with an error text: the text is the heading (spec §8). */
export function SheetError({ message }: { message: string }) {
  return (
    <PublicFrame>
      <div className="pub-state">
        <EmptyState title={message} />
      </div>
    </PublicFrame>
  );
}
