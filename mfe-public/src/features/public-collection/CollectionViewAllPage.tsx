import { publicId } from '../../api/publicSheetsApi';
import { CollectionFrame } from './CollectionFrame';
import { CollectionSheetSection } from './CollectionSheetSection';
import { CollectionToc } from './CollectionToc';
import { usePublicCollection } from './usePublicCollection';

export interface CollectionViewAllPageProps {
  collectionId: string;
}

/** /public/collection/view-all/{id}: every sheet on one page with a table-of-contents side menu. */
export default function CollectionViewAllPage({ collectionId }: CollectionViewAllPageProps) {
  const { state, retry } = usePublicCollection(publicId(collectionId));
  return (
    <CollectionFrame state={state} onRetry={retry} className="pc-view-all">
      {(collection) => (
        <div className="pc-layout">
          <aside className="pc-layout__side">
            <CollectionToc sheets={collection.sheets} />
          </aside>
          <div className="pc-layout__sheets">
            {collection.sheets.map((sheet) => (
              <CollectionSheetSection key={sheet.id} sheet={sheet} display={collection.displaySettings} />
            ))}
          </div>
        </div>
      )}
    </CollectionFrame>
  );
}
