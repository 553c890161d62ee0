import { useEffect } from 'react';
import { SHEET_MESSAGES, SHEET_TIMINGS_MS } from '@tpp/contracts';
import { Alert, Button, useTimedMessage, useUnsavedChangesGuard } from '@tpp/ui';
import { AvailableSheets } from './AvailableSheets';
import { CollectionLinks } from './CollectionLinks';
import { CollectionTitle } from './CollectionTitle';
import { useCollectionEditor } from './collectionEditorStore';
import { SaveIndicator } from './SaveIndicator';
import { SheetsAdded } from './SheetsAdded';

/** The loaded collection: title, links, the ordered sheets, the sheets to add, and saving. */
export function CollectionEditor({ collectionId, onReload }: { collectionId: string; onReload: () => void }) {
  const status = useCollectionEditor((state) => state.status);
  const invalid = useCollectionEditor((state) => state.invalid);
  const conflict = useCollectionEditor((state) => state.conflict);
  const failure = useCollectionEditor((state) => state.failure);
  const save = useCollectionEditor((state) => state.save);
  const error = useTimedMessage(SHEET_TIMINGS_MS.errorToast);
  const { show } = error;

  useEffect(() => {
    if (failure) show(failure.message);
  }, [failure, show]);

  // Sheets added or removed save after 2 s; until then (and after a refused save) leaving asks first.
  useUnsavedChangesGuard(status !== 'saved');

  const saveBar = (
    <div className="tpp-collection-save" role="group" aria-label="Save collection">
      <SaveIndicator status={status} />
      <Button busy={status === 'saving'} disabled={conflict} onClick={() => void save()}>
        Save Collection
      </Button>
    </div>
  );

  return (
    <>
      <header className="tpp-page-header">
        <div>
          <CollectionTitle />
          <p className="tpp-page-header__subtitle">Collection · click the title to rename it</p>
        </div>
        <div className="tpp-page-header__actions">{saveBar}</div>
      </header>
      {invalid ? <Alert tone="error">{SHEET_MESSAGES.collectionInvalid}</Alert> : null}
      {error.message ? <Alert tone="error">{error.message}</Alert> : null}
      {conflict ? (
        <Alert tone="warning">
          {SHEET_MESSAGES.collectionChangedElsewhere}{' '}
          <Button variant="link" onClick={onReload}>
            Reload
          </Button>
        </Alert>
      ) : null}
      <CollectionLinks collectionId={collectionId} />
      <SheetsAdded />
      <AvailableSheets />
    </>
  );
}
