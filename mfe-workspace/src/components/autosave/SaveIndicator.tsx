import { SHEET_MESSAGES } from '@tpp/contracts';
import type { SaveStatus } from './saveLoop';
import './saveIndicator.css';

export interface SaveIndicatorProps {
  status: SaveStatus;
  /** A draft never saved yet shows 'Not saved yet' while it is not saving (a new sheet). */
  isNew?: boolean;
  onForceSave: () => void;
}

type Shown = SaveStatus | 'new';

const LABELS: Record<Shown, string> = {
  saved: SHEET_MESSAGES.saved,
  saving: SHEET_MESSAGES.saving,
  unsaved: 'Unsaved changes',
  failed: 'Unsaved changes',
  offline: 'Not saved, retrying',
  conflict: 'Not saved',
  new: 'Not saved yet',
};

/** Saved / Saving, shared by the sheet editor and the campaign table: clicking it saves now (after a short delay). */
export function SaveIndicator({ status, isNew = false, onForceSave }: SaveIndicatorProps) {
  const shown: Shown =
    isNew && (status === 'saved' || status === 'unsaved' || status === 'failed') ? 'new' : status;
  return (
    <button
      type="button"
      // A failed save looks like unsaved changes (its message shows beside the editor).
      className={`tpp-save-indicator is-${shown === 'failed' ? 'unsaved' : shown}`}
      onClick={onForceSave}
      disabled={shown === 'conflict'}
      aria-live="polite"
      title="Save now"
      data-testid="save-indicator"
    >
      <span className="tpp-save-indicator__dot" aria-hidden="true" />
      {LABELS[shown]}
    </button>
  );
}

/**
 * The collection editor's look of the same state: text beside Save Collection, 'Saving...' while
 * it saves, 'Unsaved changes' for anything not stored (its alerts say why).
 */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const look = status === 'saved' || status === 'saving' ? status : 'dirty';
  return (
    <span className={`tpp-collection-state is-${look}`} role="status" data-testid="collection-save-state">
      {status === 'saving'
        ? SHEET_MESSAGES.collectionSaving
        : status === 'saved' || status === 'offline'
          ? LABELS[status]
          : LABELS.unsaved}
    </span>
  );
}
