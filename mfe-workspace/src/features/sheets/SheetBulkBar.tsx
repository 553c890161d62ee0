import { useState } from 'react';
import { Button, ConfirmModal } from '@tpp/ui';
import { creatorCount } from './sheetBulk';
import { useSheetEditor } from './sheetEditorStore';

/**
 * Above the sheet's creators: Select all, how many are selected, and what to do with them at once:
 * Move to Top, Move to Bottom, Remove (after a confirmation; Undo puts them back). Each is one
 * change of the sheet, saved once.
 */
export function SheetBulkBar() {
  const talentCount = useSheetEditor((state) => state.talent.length);
  const selected = useSheetEditor((state) => state.selected);
  const { selectAll, moveTo, removeMany } = useSheetEditor.getState();
  const [confirming, setConfirming] = useState(false);
  const count = selected.length;
  const all = count > 0 && count === talentCount;

  return (
    <div className="tpp-sheet-bulk" role="group" aria-label="Selected creators">
      <label className="tpp-sheet-bulk__all">
        <input
          type="checkbox"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = count > 0 && !all;
          }}
          onChange={(event) => selectAll(event.target.checked)}
        />
        Select all
      </label>
      <span className="tpp-muted tpp-sheet-bulk__count" aria-live="polite">
        {count === 0 ? 'None selected' : `${count} selected`}
      </span>
      <div className="tpp-sheet-bulk__actions">
        <Button variant="secondary" disabled={count === 0} onClick={() => moveTo(selected, 'top')}>
          Move to Top
        </Button>
        <Button variant="secondary" disabled={count === 0} onClick={() => moveTo(selected, 'bottom')}>
          Move to Bottom
        </Button>
        <Button variant="danger" disabled={count === 0} onClick={() => setConfirming(true)}>
          Remove Selected
        </Button>
      </div>
      {confirming ? (
        <ConfirmModal
          title={`Remove ${creatorCount(count)} from this sheet?`}
          confirmLabel={`Remove ${creatorCount(count)}`}
          failedMessage="The creators could not be removed."
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            removeMany(selected);
            setConfirming(false);
          }}
        >
          <p>Their notes go with them. You can undo this right after.</p>
        </ConfirmModal>
      ) : null}
    </div>
  );
}
