import { WorkspacePage } from '../../components/WorkspacePage';

/** /collections: ordered groups of sheets. */
export function CollectionsPage() {
  return (
    <WorkspacePage
      title="Collections"
      feature="The collection list"
      links={[{ href: '/collection/new-collection', label: 'New Collection' }]}
    />
  );
}
