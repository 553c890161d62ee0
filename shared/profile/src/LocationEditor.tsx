import { useState, type FormEvent } from 'react';
import { Button, TextField, useFormFields } from '@tpp/ui';

export interface LocationEditorProps {
  city: string | null;
  state: string | null;
  onSave: (location: { city: string; state: string }) => Promise<void> | void;
  onDone: () => void;
}

/** Edit location (city, state) of the signed-in profile. */
export function LocationEditor({ city, state, onSave, onDone }: LocationEditorProps) {
  const { values: draft, field } = useFormFields({ city: city ?? '', state: state ?? '' });
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
      <TextField label="City" maxLength={100} {...field('city')} />
      <TextField label="State" maxLength={100} {...field('state')} />
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
