import { useState, type FormEvent } from 'react';
import {
  isValidTagline,
  MAX_TAGLINE_LENGTH,
  TALENT_MESSAGES,
  type CustomTaglineResponse,
} from '@tpp/contracts';
import { Alert, Button, TextField, useUnsavedChangesGuard } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';

export interface TaglineFormProps {
  influencerId: number;
  tagline: string | null;
  onSaved: (tagline: string | null) => void;
}

/** The team's tagline for the creator: under 30 characters (POST /api/user/talent/custom-tagline). */
export function TaglineForm({ influencerId, tagline, onSaved }: TaglineFormProps) {
  const [draft, setDraft] = useState(tagline ?? '');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const [stored, setStored] = useState(tagline ?? '');
  useUnsavedChangesGuard(draft.trim() !== stored.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const value = draft.trim();
    if (!isValidTagline(value)) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      const answer: Partial<CustomTaglineResponse> | null = await talentApi.saveTagline(influencerId, value);
      onSaved(answer?.tagline ?? (value || null));
      setStored(value);
      setResult('saved');
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tpp-section" onSubmit={submit} noValidate>
      <h2 id="tagline-heading">Tagline</h2>
      <TextField
        label="Tagline"
        value={draft}
        error={invalid ? TALENT_MESSAGES.taglineTooLong : null}
        hint={`A short line under the name on profiles and roster cards: ${draft.trim().length} of at most ${
          MAX_TAGLINE_LENGTH - 1
        } characters. Leave empty for none.`}
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
          setResult(null);
        }}
      />
      {result === 'failed' ? <Alert tone="error">{TALENT_MESSAGES.customTaglineFailed}</Alert> : null}
      {result === 'saved' ? <Alert tone="success">Tagline saved.</Alert> : null}
      <div className="tpp-actions">
        <Button type="submit" busy={busy}>
          Save Tagline
        </Button>
      </div>
    </form>
  );
}
