import { useEffect, useRef, useState } from 'react';
import { SHEET_LIMITS } from '@tpp/contracts';

export interface SheetTitleProps {
  title: string;
  placeholder: string;
  onChange: (title: string) => void;
}

/** The sheet title: a heading that turns into a field on click; Enter or leaving the field keeps it, Escape undoes. */
export function SheetTitle({ title, placeholder, onChange }: SheetTitleProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  if (!editing) {
    return (
      <h1 className="tpp-sheet-title">
        <button
          type="button"
          className="tpp-sheet-title__button"
          onClick={() => {
            setDraft(title);
            setEditing(true);
          }}
          // Untitled, the visible placeholder ('… click to add a title') is the name.
          aria-label={title ? `Title: ${title}. Click to edit` : undefined}
        >
          {title || <span className="tpp-muted">{placeholder}</span>}
          <span className="tpp-sheet-title__edit" aria-hidden="true">
            ✎
          </span>
        </button>
      </h1>
    );
  }
  const finish = (keep: boolean) => {
    if (keep && draft.trim() !== title) onChange(draft.trim());
    setEditing(false);
  };
  return (
    <div className="tpp-sheet-title tpp-field">
      <label htmlFor="sheet-title-input" className="tpp-visually-hidden">
        Sheet title
      </label>
      <input
        id="sheet-title-input"
        ref={input}
        value={draft}
        maxLength={SHEET_LIMITS.titleMaxLength}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(true);
          if (event.key === 'Escape') finish(false);
        }}
      />
    </div>
  );
}
