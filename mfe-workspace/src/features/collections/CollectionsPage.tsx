import { useState } from 'react';
import { SHEET_LIMITS, SHEET_TIMINGS_MS, type CollectionSummary } from '@tpp/contracts';
import {
  EmptyState,
  LinkButton,
  LoadingState,
  PageHeader,
  Pager,
  TextField,
  useDebouncedValue,
  useDocumentTitle,
} from '@tpp/ui';
import { useCollectionList, type CollectionPageSize } from './collectionListStore';
import { effectiveFilter } from './collectionRules';
import { CollectionsTable } from './CollectionsTable';
import { DeleteCollectionModal } from './DeleteCollectionModal';
import { COLLECTIONS_LOAD_FAILED, useCollections } from './useCollections';
import '../../components/talent.css';
import './collections.css';
import { QueryFailed } from '../../components/QueryFailed';
import { Options } from '../../components/Options';

/** /collections: ordered groups of sheets, 25 or 50 per page, with a title filter from 3 characters. */
export function CollectionsPage() {
  useDocumentTitle('Collections');
  const list = useCollectionList();
  const debounced = useDebouncedValue(list.filter, SHEET_TIMINGS_MS.collectionTitleFilterDebounce);
  const titleFilter = effectiveFilter(debounced, SHEET_LIMITS.collectionTitleFilterMin);
  const [deleting, setDeleting] = useState<CollectionSummary | null>(null);
  const query = useCollections({ page: list.page, limit: list.limit, title_filter: titleFilter });
  const { data, state } = query;
  const ready = state.status === 'ready' && !query.pending;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / list.limit)) : 1;

  return (
    <div className="tpp-page tpp-collections">
      <PageHeader
        title="Collections"
        subtitle={data && ready ? `${data.total} ${titleFilter ? 'matching' : 'in your team'}` : undefined}
        actions={
          <LinkButton href="/collection/new-collection" variant="primary">
            New Collection
          </LinkButton>
        }
      />
      <div className="tpp-list-filters">
        <TextField
          label="Filter by title"
          type="search"
          value={list.filter}
          hint={`Type at least ${SHEET_LIMITS.collectionTitleFilterMin} characters to filter.`}
          onChange={(event) => list.setFilter(event.target.value)}
        />
        <div className="tpp-field">
          <label htmlFor="collections-per-page">Per page</label>
          <select
            id="collections-per-page"
            value={list.limit}
            onChange={(event) => list.setLimit(Number(event.target.value) as CollectionPageSize)}
          >
            <Options values={SHEET_LIMITS.collectionPageSizes} />
          </select>
        </div>
      </div>
      <QueryFailed query={query} text={COLLECTIONS_LOAD_FAILED} />
      {state.status === 'loading' ? <LoadingState label="Loading collections..." /> : null}
      {data && data.collections.length === 0 && ready ? (
        titleFilter ? (
          <EmptyState title="No collections match this title.">Try another title.</EmptyState>
        ) : (
          <EmptyState
            title="No collections yet."
            action={
              <LinkButton href="/collection/new-collection" variant="primary">
                New Collection
              </LinkButton>
            }
          >
            A collection groups talent sheets in an order you choose and shares them with one link.
          </EmptyState>
        )
      ) : null}
      {data && data.collections.length > 0 ? (
        <div aria-busy={query.fetching}>
          <CollectionsTable collections={data.collections} onDelete={setDeleting} />
          <div className="tpp-list-footer">
            <span className="tpp-muted">
              Showing {(list.page - 1) * list.limit + 1}–
              {(list.page - 1) * list.limit + data.collections.length} of {data.total}
            </span>
            <Pager page={list.page} pageCount={pageCount} onPage={list.setPage} label="Collection pages" />
          </div>
        </div>
      ) : null}
      {deleting ? (
        <DeleteCollectionModal
          collection={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            if (data && data.collections.length === 1 && list.page > 1) list.setPage(list.page - 1);
            else query.retry();
          }}
        />
      ) : null}
    </div>
  );
}
