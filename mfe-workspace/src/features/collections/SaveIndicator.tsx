import { SHEET_MESSAGES } from '@tpp/contracts';
import type { CollectionSaveStatus } from './collectionEditorStore';

/** 'Saving...' while a save runs, 'Saved' when everything is stored, else that changes wait for Save. */
export function SaveIndicator({ status }: { status: CollectionSaveStatus }) {
  const text =
    status === 'saving'
      ? SHEET_MESSAGES.collectionSaving
      : status === 'saved'
        ? SHEET_MESSAGES.saved
        : 'Unsaved changes';
  return (
    <span className={`tpp-collection-state is-${status}`} role="status" data-testid="collection-save-state">
      {text}
    </span>
  );
}
