import { SHEET_MESSAGES } from '@tpp/contracts';
import './saveIndicator.css';

export interface SaveIndicatorProps {
  state: 'saved' | 'saving' | 'unsaved' | 'conflict' | 'new';
  onForceSave: () => void;
}

const LABELS = {
  saved: SHEET_MESSAGES.saved,
  saving: SHEET_MESSAGES.saving,
  unsaved: 'Unsaved changes',
  conflict: 'Not saved',
  new: 'Not saved yet',
} as const;

/** Saved / Saving, shared by the sheet editor and the campaign table: clicking it saves now (after a short delay). */
export function SaveIndicator({ state, onForceSave }: SaveIndicatorProps) {
  return (
    <button
      type="button"
      className={`tpp-save-indicator is-${state}`}
      onClick={onForceSave}
      disabled={state === 'conflict'}
      aria-live="polite"
      title="Save now"
      data-testid="save-indicator"
    >
      <span className="tpp-save-indicator__dot" aria-hidden="true" />
      {LABELS[state]}
    </button>
  );
}
