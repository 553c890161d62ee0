import { useEffect, useId, useState } from 'react';
import { SHEET_LIMITS, SHEET_MESSAGES } from '@tpp/contracts';
import { Button } from '@tpp/ui';

export interface PublicHeadingProps {
  /** The saved public title; null shows 'Selected Talent'. */
  description: string | null;
  onSave: (publicTitle: string | null) => Promise<boolean>;
}

/** 'Replace default heading': the checkbox turns the Custom Heading field on; off clears the public title. */
export function PublicHeading({ description, onSave }: PublicHeadingProps) {
  const id = useId();
  const [enabled, setEnabled] = useState(description !== null);
  const [draft, setDraft] = useState(description ?? '');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setEnabled(description !== null);
    setDraft(description ?? '');
  }, [description]);

  const save = async (value: string | null) => {
    setBusy(true);
    await onSave(value);
    setBusy(false);
  };

  return (
    <div className="tpp-sheet-heading">
      <label className="tpp-check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.target.checked);
            if (!event.target.checked && description !== null) void save(null);
          }}
        />
        {SHEET_MESSAGES.replaceHeading}
      </label>
      {enabled ? (
        <div className="tpp-sheet-heading__row">
          <div className="tpp-field">
            <label htmlFor={`${id}-heading`}>Custom Heading</label>
            <input
              id={`${id}-heading`}
              value={draft}
              maxLength={SHEET_LIMITS.titleMaxLength}
              placeholder={SHEET_MESSAGES.selectedTalent}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button
            variant="secondary"
            busy={busy}
            disabled={draft.trim() === '' || draft.trim() === description}
            onClick={() => void save(draft)}
          >
            {SHEET_MESSAGES.saveHeading}
          </Button>
        </div>
      ) : (
        <p className="tpp-muted tpp-sheet-heading__current">
          Shared pages show the heading “{description ?? SHEET_MESSAGES.selectedTalent}”.
        </p>
      )}
    </div>
  );
}
