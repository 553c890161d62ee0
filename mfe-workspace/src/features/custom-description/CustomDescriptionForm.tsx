import { useId, useState, type FormEvent } from 'react';
import { isDescriptionRemoval, TALENT_MESSAGES } from '@tpp/contracts';
import { Alert, Button, Modal, TextAreaField, useUnsavedChangesGuard } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { DescriptionPreview } from './DescriptionPreview';
import './customDescription.css';

export interface SavedDescription {
  custom_description: string | null;
  custom_description_html: string | null;
}

export interface CustomDescriptionFormProps {
  influencerId: number;
  /** The team's saved custom description: null for none, '-' while no description is shown. */
  current: string | null;
  /** Whether the creator has a default description ('Show no description' only hides one). */
  hasDefault: boolean;
  onSaved: (saved: SavedDescription) => void;
}

export const MARKDOWN_HINT = 'Markdown works: **bold**, *italic*, [link text](https://…), lists.';

/** The text the field starts from: the saved description ('-' stands for no text). */
function draftOf(current: string | null): string {
  return current === null || isDescriptionRemoval(current) ? '' : current;
}

/**
 * The custom description editor (POST /api/user/talent/custom-description): the field starts from
 * the saved text and keeps it after saving, with a live preview. "Use the default description"
 * deletes the custom one; "Show no description" hides the default too (stored as a single '-').
 */
export function CustomDescriptionForm({
  influencerId,
  current,
  hasDefault,
  onSaved,
}: CustomDescriptionFormProps) {
  const id = useId();
  const [saved, setSaved] = useState(current);
  const [draft, setDraft] = useState(() => draftOf(current));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const changed = draft.trim() !== '' && draft.trim() !== draftOf(saved).trim();
  useUnsavedChangesGuard(changed);

  const send = async (description: string, message: string) => {
    // A button's choice keeps a draft that differs from what it saves: nothing typed is lost.
    const keepDraft = changed && description !== draft.trim();
    setBusy(true);
    setFailed(false);
    setDone(null);
    try {
      const answer: Partial<SavedDescription> | null = await talentApi.saveCustomDescription(
        influencerId,
        description,
      );
      const stored = answer?.custom_description ?? (description || null);
      onSaved({
        custom_description: stored,
        custom_description_html: answer?.custom_description_html ?? null,
      });
      setSaved(stored);
      if (!keepDraft) setDraft(draftOf(stored));
      setDone(message);
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const removal = isDescriptionRemoval(draft);
    await send(
      removal ? '-' : draft.trim(),
      removal ? 'The profile now shows no description.' : 'Custom description saved.',
    );
  };

  return (
    <form className="tpp-section" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Edit custom description</h2>
      <TextAreaField
        label="Custom description"
        rows={8}
        value={draft}
        hint={MARKDOWN_HINT}
        onChange={(event) => {
          setDraft(event.target.value);
          setDone(null);
        }}
      />
      {isDescriptionRemoval(draft) ? (
        <Alert tone="info">A single &lsquo;-&rsquo; saves as Show no description.</Alert>
      ) : null}
      <DescriptionPreview draft={draft} />
      {failed ? <Alert tone="error">{TALENT_MESSAGES.customDescriptionFailed}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      <div className="tpp-actions">
        <Button type="submit" busy={busy} disabled={!changed}>
          Save
        </Button>
        {saved !== null ? (
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
            Use the default description
          </Button>
        ) : null}
        {hasDefault && (saved === null || !isDescriptionRemoval(saved)) ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void send('-', 'The profile now shows no description.')}
          >
            Show no description
          </Button>
        ) : null}
      </div>
      <Modal
        title="Use the default description"
        open={confirming}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              busy={busy}
              onClick={async () => {
                await send('', 'Custom description removed: the default description is shown.');
                setConfirming(false);
              }}
            >
              Use the default description
            </Button>
          </>
        }
      >
        <p>{TALENT_MESSAGES.deleteCustomDescription}</p>
      </Modal>
    </form>
  );
}
