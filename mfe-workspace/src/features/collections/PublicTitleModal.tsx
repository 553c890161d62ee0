import { useState } from 'react';
import { SHEET_LIMITS } from '@tpp/contracts';
import { Button, Modal, TextField } from '@tpp/ui';

export interface PublicTitleModalProps {
  sheetTitle: string;
  publicTitle: string;
  onSave: (publicTitle: string) => void;
  onClose: () => void;
}

/** A sheet's public title, the heading brands see for it in the collection. */
export function PublicTitleModal({ sheetTitle, publicTitle, onSave, onClose }: PublicTitleModalProps) {
  const [draft, setDraft] = useState(publicTitle);
  const blank = draft.trim() === '';
  const done = () => {
    if (blank) return;
    onSave(draft.trim());
    onClose();
  };
  return (
    <Modal
      title={`Public title of ${sheetTitle}`}
      open
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={blank} onClick={done}>
            Done
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          done();
        }}
      >
        <TextField
          label="Public title"
          value={draft}
          autoFocus
          maxLength={SHEET_LIMITS.titleMaxLength}
          hint="Shown to brands above this sheet. Every sheet in a collection needs one."
          onChange={(event) => setDraft(event.target.value)}
        />
      </form>
    </Modal>
  );
}
