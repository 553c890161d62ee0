import { useState } from 'react';
import { SHEET_LIMITS, SHEET_MESSAGES } from '@tpp/contracts';
import { Button, Modal, TextField } from '@tpp/ui';

export interface TitleNeededModalProps {
  open: boolean;
  onClose: () => void;
  /** Sets the title and saves. */
  onSave: (title: string) => void;
}

/** 'Title Needed': a sheet needs a title to save; the field here fixes it. */
export function TitleNeededModal({ open, onClose, onSave }: TitleNeededModalProps) {
  const [title, setTitle] = useState('');
  const submit = () => {
    if (title.trim()) onSave(title.trim());
  };
  return (
    <Modal
      title={SHEET_MESSAGES.titleNeeded}
      open={open}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!title.trim()} onClick={submit} form="title-needed-form" type="submit">
            Save Sheet
          </Button>
        </>
      }
    >
      <form
        id="title-needed-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>A sheet needs a title before it can be saved.</p>
        <TextField
          label="Sheet title"
          value={title}
          maxLength={SHEET_LIMITS.titleMaxLength}
          onChange={(event) => setTitle(event.target.value)}
          autoFocus
        />
      </form>
    </Modal>
  );
}
