import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';

/** /collection/{collectionId}: a collection's sheets; the id may be the literal new-collection. */
export function CollectionEditorPage() {
  const { collectionId } = useParams<{ collectionId?: string }>();
  const isNew = !collectionId || collectionId === 'new-collection';
  return (
    <WorkspacePage
      title={isNew ? 'New Collection' : 'Collection'}
      feature="The collection editor"
      links={[{ href: '/collections', label: 'Collections' }]}
    />
  );
}
