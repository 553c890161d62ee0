import { useId, useState } from 'react';
import { SHEET_LIMITS, SHEET_MESSAGES } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Button, useUnsavedChangesGuard } from '@tpp/ui';

export interface ClientNoteCellProps {
  sheetTitle: string;
  note: string | null;
  onSave: (note: string) => Promise<void>;
}

const SAVE_FAILED = 'The note could not be saved. Try again.';

/** The client's note for this talent on one sheet: 'Click to add note', edit in place, 'Save'. */
export function ClientNoteCell({ sheetTitle, note, onSave }: ClientNoteCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();
  useUnsavedChangesGuard(draft !== null && draft.trim() !== (note ?? '').trim());

  if (draft === null) {
    return (
      <button
        type="button"
        className="tpp-cell-button tpp-note-cell"
        aria-label={
          note ? `Edit note for ${sheetTitle}` : `${SHEET_MESSAGES.clickToAddNote} for ${sheetTitle}`
        }
        onClick={() => setDraft(note ?? '')}
      >
        {note ? note : <span className="tpp-cell-button__empty">{SHEET_MESSAGES.clickToAddNote}</span>}
      </button>
    );
  }

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSave(draft.trim());
      setDraft(null);
    } catch (error) {
      setFailure(errorMessage(error, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tpp-note-editor">
      <label htmlFor={fieldId} className="tpp-visually-hidden">
        Note for {sheetTitle}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        autoFocus
        value={draft}
        maxLength={SHEET_LIMITS.noteMaxLength}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <div className="tpp-note-editor__actions">
        <Button busy={busy} onClick={() => void save()}>
          Save
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
      {failure ? (
        <p className="tpp-field__error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
