import { useState } from 'react';
import { SHEET_LIMITS } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { useCollectionEditor } from './collectionEditorStore';

/** The collection title as the page heading; a click edits it (POST alter-title). */
export function CollectionTitle() {
  const title = useCollectionEditor((state) => state.title);
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (draft === null) {
    return (
      <h1 className="tpp-collection-title">
        <button
          type="button"
          className="tpp-collection-title__button"
          aria-label={`${title}, edit title`}
          onClick={() => setDraft(title)}
        >
          {title}
        </button>
      </h1>
    );
  }

  const blank = draft.trim() === '';
  const submit = async () => {
    if (blank) return;
    if (draft.trim() === title) {
      setDraft(null);
      return;
    }
    setBusy(true);
    const saved = await useCollectionEditor.getState().renameCollection(draft.trim());
    setBusy(false);
    if (saved) setDraft(null);
  };

  return (
    <form
      className="tpp-collection-title__form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="tpp-visually-hidden" htmlFor="collection-title-input">
        Collection title
      </label>
      <input
        id="collection-title-input"
        value={draft}
        autoFocus
        maxLength={SHEET_LIMITS.titleMaxLength}
        aria-invalid={blank || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <Button type="submit" busy={busy} disabled={blank}>
        Save Title
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => setDraft(null)}>
        Cancel
      </Button>
      {blank ? (
        <p className="tpp-field__error" role="alert">
          A collection needs a title.
        </p>
      ) : null}
    </form>
  );
}
