import { Link, useParams } from 'wouter';
import { EmptyState, LinkButton, ErrorState, PageHeader, Spinner, useDocumentTitle } from '@tpp/ui';
import { CollectionEditor } from './CollectionEditor';
import { NewCollectionForm } from './NewCollectionForm';
import { useCollection } from './useCollection';
import { useCollectionEditor } from './collectionEditorStore';
import '../../components/talent.css';
import './collections.css';

export const NEW_COLLECTION = 'new-collection';

/** /collection/{collectionId}: a collection's sheets; the id may be the literal new-collection. */
export function CollectionEditorPage() {
  const { collectionId } = useParams<{ collectionId?: string }>();
  const isNew = !collectionId || collectionId === NEW_COLLECTION;
  const { load, reload } = useCollection(isNew ? null : collectionId);
  const title = useCollectionEditor((state) => state.title);
  useDocumentTitle(isNew ? 'New Collection' : title ? `${title} · Collection` : 'Collection');

  return (
    <div className="tpp-page tpp-collection-editor">
      <p className="tpp-back">
        <Link href="/collections">← Collections</Link>
      </p>
      {isNew ? (
        <>
          <PageHeader title="New Collection" subtitle="Name the collection, then add sheets to it." />
          <NewCollectionForm />
        </>
      ) : load.state === 'ready' ? (
        <CollectionEditor collectionId={collectionId} onReload={reload} />
      ) : (
        <>
          <PageHeader title="Collection" />
          {load.state === 'loading' ? <Spinner label="Loading the collection..." /> : null}
          {load.state === 'failed' ? <ErrorState onRetry={reload}>{load.message}</ErrorState> : null}
          {load.state === 'not-found' ? (
            <EmptyState
              title="Collection not found."
              action={<LinkButton href="/collections">Collections</LinkButton>}
            >
              It may have been deleted, or it belongs to another team.
            </EmptyState>
          ) : null}
        </>
      )}
    </div>
  );
}
