import { useState } from 'react';
import { COLLECTION_EDITOR_MESSAGES, SHEET_LIMITS, type CollectionSheet } from '@tpp/contracts';
import { EditTextModal } from '../../components/EditTextModal';
import { SortableList } from '../../components/SortableList';
import { CollectionSheetCard } from './CollectionSheetCard';
import { publicTitleOf } from './collectionRules';
import { useCollectionEditor } from './collectionEditorStore';

const sheetId = (sheet: CollectionSheet) => sheet.id;
const sheetLabel = (sheet: CollectionSheet) => sheet.title;

/** 'Sheets Added': the included sheets as draggable cards, in the order brands see them. */
export function SheetsAdded() {
  const sheets = useCollectionEditor((state) => state.sheets);
  const editedTitles = useCollectionEditor((state) => state.editedTitles);
  const { reorder, remove, setPublicTitle } = useCollectionEditor.getState();
  const [editing, setEditing] = useState<CollectionSheet | null>(null);

  return (
    <section className="tpp-section" aria-labelledby="sheets-added-heading">
      <div className="tpp-section__head">
        <h2 id="sheets-added-heading">Sheets Added</h2>
        <span className="tpp-muted">
          {sheets.length === 1 ? '1 sheet' : `${sheets.length} sheets`}
          {sheets.length > 1 ? ' · drag a card by its handle to reorder' : ''}
        </span>
      </div>
      {sheets.length === 0 ? (
        <p className="tpp-muted">No sheets yet. Add sheets from Available Sheets below.</p>
      ) : (
        <SortableList
          items={sheets}
          getId={sheetId}
          getLabel={sheetLabel}
          layout="grid"
          label="Sheets in this collection"
          onReorder={(next) => reorder(next)}
          renderItem={(sheet, { handle, index }) => (
            <CollectionSheetCard
              sheet={sheet}
              publicTitle={publicTitleOf(sheet, editedTitles)}
              position={index + 1}
              handle={handle}
              onEditPublicTitle={() => setEditing(sheet)}
              onRemove={() => remove(sheet.id)}
            />
          )}
        />
      )}
      {editing ? (
        <EditTextModal
          title={`Public Title of ${editing.title}`}
          intro={<p>{COLLECTION_EDITOR_MESSAGES.publicTitleEverywhere}</p>}
          label="Public title"
          initialValue={publicTitleOf(editing, editedTitles)}
          maxLength={SHEET_LIMITS.titleMaxLength}
          hint="Saved with the collection. Every sheet in a collection needs one."
          required
          onSave={(title) => {
            setPublicTitle(editing.id, title);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
