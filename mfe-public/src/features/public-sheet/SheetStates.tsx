import type { PublicTalentSheet } from '@tpp/contracts';
import { EmptyState } from '@tpp/ui';
import { PublicFrame } from '../../components/PublicFrame';
import type { ApiQueryState } from '@tpp/session';
import { PublicStates } from '../../components/PublicStates';
import { SplashRemover } from '../../components/useRemoveSplash';

/**
 * A shared sheet that cannot show: 'Loading...', not found, failure, or the error text the server
 * answered with (docs/product/brand-pages.md).
 */
export function SheetStates({
  state,
  onRetry,
}: {
  state: ApiQueryState<PublicTalentSheet>;
  onRetry: () => void;
}) {
  if (state.status === 'ready')
    return <SheetError message={state.data.error ?? 'This sheet is not available.'} />;
  return (
    <PublicStates
      status={state.status}
      notFoundTitle="Talent sheet not found"
      notFoundBody="This sheet does not exist or is no longer shared. Ask the team that sent you the link for a new one."
      failedTitle="This sheet could not be loaded"
      onRetry={onRetry}
    />
  );
}

/** A sheet the server answered with an error text: the text is the heading. */
export function SheetError({ message }: { message: string }) {
  return (
    <PublicFrame>
      <SplashRemover />
      <div className="pub-state">
        <EmptyState title={message} />
      </div>
    </PublicFrame>
  );
}

/** A shared sheet without creators: on a later page, a link back to the first one. */
export function NoSheetCreators({ page, firstPageHref }: { page: number; firstPageHref: string }) {
  return (
    <EmptyState title={page > 1 ? 'No creators on this page.' : 'No creators on this sheet yet.'}>
      {page > 1 ? (
        <a href={firstPageHref}>Go to the first page</a>
      ) : (
        'The team has not added anyone to this sheet.'
      )}
    </EmptyState>
  );
}
