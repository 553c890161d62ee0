import { useId, useState } from 'react';
import { SHEET_LIMITS } from '@tpp/contracts';
import { Button, Modal } from '@tpp/ui';

export interface CampaignNoteModalProps {
  talentName: string;
  note: string;
  onSave: (note: string) => void;
  onClose: () => void;
}

/** Notes are edited in a modal: the table shows only the first 100 characters. */
export function CampaignNoteModal({ talentName, note, onSave, onClose }: CampaignNoteModalProps) {
  const [draft, setDraft] = useState(note);
  const fieldId = useId();
  return (
    <Modal
      title={`Notes for ${talentName}`}
      open
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onSave(draft);
              onClose();
            }}
          >
            Done
          </Button>
        </>
      }
    >
      <div className="tpp-field">
        <label htmlFor={fieldId}>Notes</label>
        <textarea
          id={fieldId}
          rows={8}
          value={draft}
          maxLength={SHEET_LIMITS.noteMaxLength}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <p className="tpp-field__hint">Changes are kept in the table; use Save to store them.</p>
    </Modal>
  );
}
