import { SHEET_ERROR_CODES, SHEET_MESSAGES, type PublicTalentSheet } from '@tpp/contracts';
import { EmptyState } from '@tpp/ui';
import { PublicFrame } from '../../components/PublicFrame';
import { ApiError, type ApiQueryState } from '@tpp/session';
import { PublicStates } from '../../components/PublicStates';
import { SplashRemover } from '../../components/useRemoveSplash';

/**
 * A shared sheet that cannot show: 'Loading...', not found, no longer available (the team deleted
 * it), failure, or the error text the server answered with (docs/product/brand-pages.md).
 */
export function SheetStates({
  state,
  error,
  onRetry,
}: {
  state: ApiQueryState<PublicTalentSheet>;
  /** Why the last read failed: a deleted sheet's 404 says so (SHEET_UNAVAILABLE). */
  error?: unknown;
  onRetry: () => void;
}) {
  if (state.status === 'ready')
    return <SheetError message={state.data.error ?? 'This sheet is not available.'} />;
  if (
    state.status === 'not-found' &&
    error instanceof ApiError &&
    error.code === SHEET_ERROR_CODES.sheetUnavailable
  )
    return (
      <SheetError message={SHEET_MESSAGES.sheetUnavailable} detail={SHEET_MESSAGES.sheetUnavailableDetail} />
    );
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

/** A sheet the server answered with an error text: the text is the heading, `detail` under it. */
export function SheetError({ message, detail }: { message: string; detail?: string }) {
  return (
    <PublicFrame>
      <SplashRemover />
      <div className="pub-state">
        <EmptyState title={message}>{detail}</EmptyState>
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
