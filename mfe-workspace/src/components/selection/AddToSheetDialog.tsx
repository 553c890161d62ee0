import { useState } from 'react';
import { BULK_MESSAGES, SHEET_LIMITS, SHEET_MESSAGES, type AddToSheetResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { FormModal, SelectField, TextField } from '@tpp/ui';
import { sheetsApi } from '../../api/sheetsApi';
import { creatorCount } from '../directory/AddAllButton';
import { DialogError } from './DialogError';
import { useTalentSheets } from './useTalentSheets';

const NEW_SHEET = 'new';

export interface AddToSheetDialogProps {
  /** The creators (influencer ids) to add. */
  influencerIds: readonly number[];
  onClose: () => void;
  /** The sheet's answer: what was added, to say so. */
  onAdded: (answer: AddToSheetResponse) => void;
}

/**
 * "Add to a sheet": choose one of the team's talent sheets or name a new one; the creators are
 * added at its end in one request (those on it already are skipped).
 */
export function AddToSheetDialog({ influencerIds, onClose, onAdded }: AddToSheetDialogProps) {
  const sheets = useTalentSheets();
  const [choice, setChoice] = useState('');
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  // With no sheets yet, a new sheet is the only choice.
  const target = choice || (sheets.length === 0 ? NEW_SHEET : '');

  const submit = async () => {
    setError(null);
    setTitleError(null);
    if (!target) return setError('Choose a sheet, or make a new one.');
    if (target === NEW_SHEET && !title.trim()) return setTitleError(SHEET_MESSAGES.sheetNameRequired);
    setBusy(true);
    try {
      const answer = await sheetsApi.addInfluencers({
        influencer_ids: [...influencerIds],
        ...(target === NEW_SHEET ? { new_sheet_title: title.trim() } : { sheet_id: target }),
      });
      onAdded(answer);
    } catch (failure) {
      setError(errorMessage(failure, BULK_MESSAGES.addFailed));
      setBusy(false);
    }
  };

  return (
    <FormModal
      title={`Add ${creatorCount(influencerIds.length)} to a sheet`}
      submitLabel="Add to Sheet"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <SelectField label="Sheet" value={target} onChange={(event) => setChoice(event.target.value)}>
        <option value="">Choose a sheet</option>
        <option value={NEW_SHEET}>New sheet…</option>
        {sheets.map((sheet) => (
          <option key={sheet.id} value={sheet.id}>
            {sheet.title}
          </option>
        ))}
      </SelectField>
      {target === NEW_SHEET ? (
        <TextField
          label="New sheet name"
          value={title}
          maxLength={SHEET_LIMITS.titleMaxLength}
          error={titleError}
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
        />
      ) : null}
      <p className="tpp-muted">They are added at the end of the sheet; creators already on it are skipped.</p>
      <DialogError error={error} />
    </FormModal>
  );
}
