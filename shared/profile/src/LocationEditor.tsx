import { useId, useState, type FormEvent } from 'react';
import { Button } from '@tpp/ui';

export interface LocationEditorProps {
  city: string | null;
  state: string | null;
  onSave: (location: { city: string; state: string }) => Promise<void> | void;
  onDone: () => void;
}

/** Edit location (city, state) of the signed-in profile. */
export function LocationEditor({ city, state, onSave, onDone }: LocationEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState({ city: city ?? '', state: state ?? '' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      await onSave({ city: draft.city.trim(), state: draft.state.trim() });
      onDone();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pf-location-form" onSubmit={submit} aria-label="Edit location">
      <div className="tpp-field">
        <label htmlFor={`${id}-city`}>City</label>
        <input
          id={`${id}-city`}
          value={draft.city}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, city: event.target.value })}
        />
      </div>
      <div className="tpp-field">
        <label htmlFor={`${id}-state`}>State</label>
        <input
          id={`${id}-state`}
          value={draft.state}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, state: event.target.value })}
        />
      </div>
      <div className="pf-location-form__actions">
        <Button type="submit" busy={busy}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
      {failed ? (
        <p className="pf-error" role="alert">
          The location could not be saved. Try again.
        </p>
      ) : null}
    </form>
  );
}
