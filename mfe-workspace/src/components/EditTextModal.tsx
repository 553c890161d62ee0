import { useState, type ReactNode } from 'react';
import { FormModal, TextAreaField, TextField } from '@tpp/ui';

export interface EditTextModalProps {
  title: string;
  /** The field's label. */
  label: string;
  initialValue?: string;
  open?: boolean;
  /** A text area (notes) instead of a one-line field. */
  multiline?: boolean;
  maxLength: number;
  hint?: string;
  /** Text above the field. */
  intro?: ReactNode;
  /** The confirm button stays disabled while the text is blank; the saved text is trimmed. */
  required?: boolean;
  confirmLabel?: string;
  onSave: (value: string) => void;
  onClose: () => void;
}

/**
 * One text edited in a modal (a sheet's public title, campaign notes, the missing sheet title):
 * Cancel, and a confirm button that hands the text to `onSave`. Enter in a one-line field confirms.
 */
export function EditTextModal({
  title,
  label,
  initialValue = '',
  open = true,
  multiline = false,
  maxLength,
  hint,
  intro,
  required = false,
  confirmLabel = 'Done',
  onSave,
  onClose,
}: EditTextModalProps) {
  const [draft, setDraft] = useState(initialValue);
  const blank = draft.trim() === '';
  const confirm = () => {
    if (required && blank) return;
    onSave(required ? draft.trim() : draft);
  };
  const field = { label, hint, value: draft, maxLength };
  return (
    <FormModal
      title={title}
      open={open}
      onClose={onClose}
      submitLabel={confirmLabel}
      submitDisabled={required && blank}
      onSubmit={confirm}
    >
      {intro}
      {multiline ? (
        <TextAreaField {...field} rows={8} onChange={(event) => setDraft(event.target.value)} />
      ) : (
        <TextField {...field} autoFocus onChange={(event) => setDraft(event.target.value)} />
      )}
    </FormModal>
  );
}
