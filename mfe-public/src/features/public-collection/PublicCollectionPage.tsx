import { useState } from 'react';
import { SHEET_LIMITS } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { publicId } from '../../api/publicSheetsApi';
import { CollectionFrame } from './CollectionFrame';
import { CollectionSheetSection } from './CollectionSheetSection';
import { usePublicCollection } from './usePublicCollection';

export interface PublicCollectionPageProps {
  collectionId: string;
}

/** /public/collection/{id}: the collection's sheets in order, 4 at a time ('Load more sheets'). */
export default function PublicCollectionPage({ collectionId }: PublicCollectionPageProps) {
  const { state, retry } = usePublicCollection(publicId(collectionId));
  const perPage = SHEET_LIMITS.collectionPreviewSheetsPerPage;
  const [shown, setShown] = useState<number>(perPage);
  return (
    <CollectionFrame state={state} onRetry={retry}>
      {(collection) => (
        <>
          <p className="ps-heading__prompt">
            {collection.sheets.length} {collection.sheets.length === 1 ? 'sheet' : 'sheets'} ·{' '}
            <a href={`/public/collection/view-all/${encodeURIComponent(collection.id)}`}>
              View All on One Page
            </a>
          </p>
          {collection.sheets.slice(0, shown).map((sheet) => (
            <CollectionSheetSection key={sheet.id} sheet={sheet} display={collection.displaySettings} />
          ))}
          {shown < collection.sheets.length ? (
            <div className="ps-more">
              <Button variant="secondary" onClick={() => setShown((count) => count + perPage)}>
                Load more sheets
              </Button>
            </div>
          ) : null}
        </>
      )}
    </CollectionFrame>
  );
}
