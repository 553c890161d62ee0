import { useState } from 'react';
import { SHEET_LIMITS, SHEET_MESSAGES, SHEET_TIMINGS_MS, type SheetType } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, FormModal, TextField, useTimedMessage } from '@tpp/ui';
import { sheetsApi } from '../../api/sheetsApi';

export interface NewSheetDialogProps {
  sheetType: SheetType;
  onClose: () => void;
  onCreated: (sheetId: string) => void;
}

/** 'Title for the New Sheet': a name and 'Display above title when sharing' (off: the heading is 'Selected Talent'). */
export function NewSheetDialog({ sheetType, onClose, onCreated }: NewSheetDialogProps) {
  const [title, setTitle] = useState('');
  const [displayAbove, setDisplayAbove] = useState(false);
  const [busy, setBusy] = useState(false);
  const required = useTimedMessage(SHEET_TIMINGS_MS.sheetNameRequired);
  const failure = useTimedMessage(SHEET_TIMINGS_MS.errorToast);

  const submit = async () => {
    const name = title.trim();
    if (!name) {
      required.show(SHEET_MESSAGES.sheetNameRequired);
      return;
    }
    setBusy(true);
    try {
      const answer = await sheetsApi.save({
        title: name,
        sheet_type: sheetType,
        influencers: [],
        ...(displayAbove ? { description: name } : {}),
      });
      onCreated(answer.sheet_id);
    } catch (error) {
      failure.show(errorMessage(error, 'The sheet could not be created.'));
      setBusy(false);
    }
  };

  return (
    <FormModal
      title={SHEET_MESSAGES.newSheetDialogTitle}
      onClose={onClose}
      submitLabel="Create Sheet"
      cancelLabel="Close"
      busy={busy}
      onSubmit={() => void submit()}
    >
      <TextField
        label="Sheet name"
        value={title}
        maxLength={SHEET_LIMITS.titleMaxLength}
        error={required.message}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
      />
      <label className="tpp-check">
        <input
          type="checkbox"
          checked={displayAbove}
          onChange={(event) => setDisplayAbove(event.target.checked)}
        />
        {SHEET_MESSAGES.displayAboveTitle}
      </label>
      <p className="tpp-muted">
        {displayAbove
          ? 'Shared pages show this name as their heading.'
          : `Shared pages show the heading “${SHEET_MESSAGES.selectedTalent}”.`}
      </p>
      {failure.message ? <Alert tone="error">{failure.message}</Alert> : null}
    </FormModal>
  );
}
