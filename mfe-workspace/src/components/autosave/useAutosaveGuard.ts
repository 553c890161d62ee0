import { useUnsavedChangesGuard } from '@tpp/ui';
import { isDirty, type AutosaveState } from './saveLoop';

/**
 * The unsaved-changes guard of an autosaving editor: leaving asks while the draft has changes the
 * server has not stored. `savesOnLeave`: the editor saves its draft itself when it is left (the
 * sheet editor), so moving within the app does not ask, unless that save cannot happen (offline,
 * refused, failed, or changed elsewhere): then it asks too. Reload and closing the tab always ask.
 */
export function useAutosaveGuard(autosave: AutosaveState, options: { savesOnLeave?: boolean } = {}): void {
  const canSave = (autosave.phase === 'idle' || autosave.phase === 'saving') && autosave.refused === null;
  useUnsavedChangesGuard(isDirty(autosave), { savesOnLeave: (options.savesOnLeave ?? false) && canSave });
}
