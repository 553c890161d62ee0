import { useEffect } from 'react';
import { SHEET_MESSAGES, SHEET_TIMINGS_MS } from '@tpp/contracts';
import { Alert, Button, useTimedMessage } from '@tpp/ui';
import { SaveStatusText } from '../../components/autosave/SaveIndicator';
import { saveStatus } from '../../components/autosave/saveLoop';
import { useAutosaveGuard } from '../../components/autosave/useAutosaveGuard';
import { AvailableSheets } from './AvailableSheets';
import { CollectionLinks } from './CollectionLinks';
import { CollectionTitle } from './CollectionTitle';
import { selectCollectionInvalid, useCollectionEditor } from './collectionEditorStore';
import { SheetsAdded } from './SheetsAdded';

/** The loaded collection: title, links, the ordered sheets, the sheets to add, and saving. */
export function CollectionEditor({ collectionId, onReload }: { collectionId: string; onReload: () => void }) {
  const autosave = useCollectionEditor((state) => state.autosave);
  const invalid = useCollectionEditor(selectCollectionInvalid);
  const status = saveStatus(autosave);
  const conflict = status === 'conflict';
  const { failure } = autosave;
  const save = useCollectionEditor((state) => state.save);
  const error = useTimedMessage(SHEET_TIMINGS_MS.errorToast);
  const { show } = error;

  useEffect(() => {
    if (failure) show(failure.message);
  }, [failure, show]);

  // Sheets added or removed save after 2 s; until then (and after a refused save) leaving asks first.
  useAutosaveGuard(autosave);

  const saveBar = (
    <div className="tpp-collection-save" role="group" aria-label="Save collection">
      <SaveStatusText status={status} />
      {/* Nothing to save while the collection shows Saved. */}
      <Button
        busy={status === 'saving'}
        disabled={conflict || status === 'saved'}
        onClick={() => void save()}
      >
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
