import { useState, type FormEvent } from 'react';
import { SHEET_LIMITS } from '@tpp/contracts';
import { errorMessage, navigate } from '@tpp/session';
import { FormFooter, LinkButton, TextField } from '@tpp/ui';
import { collectionsApi } from '../../api/collectionsApi';

const CREATE_FAILED = 'The collection could not be created. Try again.';

/** /collection/new-collection: a title, then POST save {title, salesheet_ids: []} and on to the editor. */
export function NewCollectionForm() {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const blank = title.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await collectionsApi.save({ title: title.trim(), salesheet_ids: [] });
      navigate(`/collection/${encodeURIComponent(answer.collection_id)}`, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, CREATE_FAILED));
      setBusy(false);
    }
  };

  return (
    <form className="tpp-section tpp-form tpp-new-collection" onSubmit={submit} noValidate>
      <TextField
        label="Collection title"
        value={title}
        autoFocus
        maxLength={SHEET_LIMITS.titleMaxLength}
        error={touched && blank ? 'A collection needs a title.' : null}
        onChange={(event) => setTitle(event.target.value)}
      />
      <FormFooter error={error} submitLabel="Create Collection" busy={busy}>
        <LinkButton href="/collections">Cancel</LinkButton>
      </FormFooter>
    </form>
  );
}
