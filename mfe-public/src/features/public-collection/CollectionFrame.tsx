import '../../components/publicPages.css';
import '../../components/publicSheet.css';
import './publicCollection.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { PRODUCT_NAME, type PublicCollection } from '@tpp/contracts';
import { ThemedPage } from '@tpp/profile';
import { EmptyState } from '@tpp/ui';
import { track } from '../../api/analytics';
import type { ApiQueryState } from '@tpp/session';
import { PoweredBy, TeamHeader } from '../../components/TeamHeader';
import { PublicStates } from '../../components/PublicStates';
import { teamOf } from '../../components/sheetRules';
import { useExactDocumentTitle } from '../../components/useDocumentTitleExact';

export interface CollectionFrameProps {
  state: ApiQueryState<PublicCollection>;
  onRetry: () => void;
  className?: string;
  children: (collection: PublicCollection) => ReactNode;
}

/**
 * A public collection themed by the team: loading, not found and failure states, the team header
 * with Contact, the collection title; sends collection_view once.
 */
export function CollectionFrame({ state, onRetry, className, children }: CollectionFrameProps) {
  const collection = state.status === 'ready' ? state.data : null;
  useExactDocumentTitle(
    collection
      ? `${collection.title} · ${PRODUCT_NAME}`
      : state.status === 'not-found'
        ? `Collection not found · ${PRODUCT_NAME}`
        : `Collection · ${PRODUCT_NAME}`,
  );
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!collection || sent.current === collection.id) return;
    sent.current = collection.id;
    track('collection_view', { collection_id: collection.id });
  }, [collection]);

  if (state.status !== 'ready') {
    return (
      <PublicStates
        status={state.status}
        notFoundTitle="Collection not found"
        notFoundBody="This collection does not exist or is no longer shared."
        failedTitle="This collection could not be loaded"
        onRetry={onRetry}
      />
    );
  }
  const shown = state.data;
  return (
    <ThemedPage
      display={shown.displaySettings}
      className={['pub-page pub-roster pc-page', className].filter(Boolean).join(' ')}
    >
      <TeamHeader team={teamOf(shown, shown.displaySettings)} compact />
      <div className="pub-main">
        <h2 className="ps-heading__title pc-title">{shown.title}</h2>
        {shown.sheets.length === 0 ? (
          <EmptyState title="No sheets in this collection yet." />
        ) : (
          children(shown)
        )}
      </div>
      <PoweredBy />
    </ThemedPage>
  );
}
