import { useState } from 'react';
import { SHEET_LIMITS, SHEET_MESSAGES, SHEET_TIMINGS_MS } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, FormModal, TextField, useTimedMessage } from '@tpp/ui';
import { sheetsApi } from '../../api/sheetsApi';

export interface CopySheetModalProps {
  sheetId: string;
  open: boolean;
  onClose: () => void;
  onCopied: (newSheetId: string) => void;
}

/** 'Copy Talent to New Sheet': a title, then POST copy and on to the new sheet. */
export function CopySheetModal({ sheetId, open, onClose, onCopied }: CopySheetModalProps) {
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const required = useTimedMessage(SHEET_TIMINGS_MS.sheetNameRequired);
  const failure = useTimedMessage(SHEET_TIMINGS_MS.errorToast);

  const submit = async () => {
    if (!title.trim()) {
      required.show(SHEET_MESSAGES.sheetNameRequired);
      return;
    }
    setBusy(true);
    try {
      const answer = await sheetsApi.copy(sheetId, title.trim());
      setTitle('');
      onCopied(answer.sheet_id);
    } catch (error) {
      failure.show(errorMessage(error, 'The sheet could not be copied.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      title="Copy Talent to New Sheet"
      open={open}
      onClose={onClose}
      submitLabel="Create Copy"
      busy={busy}
      onSubmit={() => void submit()}
    >
      <p>A new sheet with this name gets the creators and notes of this sheet. This sheet stays as it is.</p>
      <TextField
        label="New sheet name"
        value={title}
        maxLength={SHEET_LIMITS.titleMaxLength}
        error={required.message}
        onChange={(event) => setTitle(event.target.value)}
      />
      {failure.message ? <Alert tone="error">{failure.message}</Alert> : null}
    </FormModal>
  );
}
