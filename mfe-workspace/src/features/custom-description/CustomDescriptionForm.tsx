import { useId, useState, type FormEvent } from 'react';
import { isDescriptionRemoval, TALENT_MESSAGES } from '@tpp/contracts';
import { Alert, Button, Modal, TextAreaField, useUnsavedChangesGuard } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';

export interface SavedDescription {
  custom_description: string | null;
  custom_description_html: string | null;
}

export interface CustomDescriptionFormProps {
  influencerId: number;
  hasCustomDescription: boolean;
  onSaved: (saved: SavedDescription) => void;
}

export const SINGLE_DASH_HINT =
  "Markdown works: **bold**, *italic*, [link text](https://…), lists. Enter a single '-' to remove the default description without showing a new one.";

/** A new custom description (markdown) and Delete (POST /api/user/talent/custom-description). */
export function CustomDescriptionForm({
  influencerId,
  hasCustomDescription,
  onSaved,
}: CustomDescriptionFormProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A typed description is cleared once saved: until then leaving asks first.
  useUnsavedChangesGuard(draft.trim() !== '');

  const send = async (description: string, done: string) => {
    setBusy(true);
    setFailed(false);
    setSaved(null);
    try {
      const answer: Partial<SavedDescription> | null = await talentApi.saveCustomDescription(
        influencerId,
        description,
      );
      onSaved({
        custom_description: answer?.custom_description ?? (description || null),
        custom_description_html: answer?.custom_description_html ?? null,
      });
      setSaved(done);
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
    if (!draft.trim()) return;
    const removal = isDescriptionRemoval(draft);
    if (
      await send(
        removal ? '-' : draft.trim(),
        removal ? 'The default description is now hidden.' : 'Custom description saved.',
      )
    )
      setDraft('');
  };

  return (
    <form className="tpp-section" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>New custom description</h2>
      <TextAreaField
        label="Custom description"
        rows={8}
        value={draft}
        hint={SINGLE_DASH_HINT}
        onChange={(event) => {
          setDraft(event.target.value);
          setSaved(null);
        }}
      />
      {isDescriptionRemoval(draft) ? (
        <Alert tone="info">
          Saving a single '-' hides the default description; the profile shows no description.
        </Alert>
      ) : null}
      {failed ? <Alert tone="error">{TALENT_MESSAGES.customDescriptionFailed}</Alert> : null}
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <div className="tpp-actions">
        <Button type="submit" busy={busy} disabled={!draft.trim()}>
          Save
        </Button>
        {hasCustomDescription ? (
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        ) : null}
      </div>
      <Modal
        title="Delete custom description"
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
              Delete
            </Button>
          </>
        }
      >
        <p>{TALENT_MESSAGES.deleteCustomDescription}</p>
      </Modal>
    </form>
  );
}
