import { useCallback, useEffect, useRef, useState } from 'react';
import { SHEET_MESSAGES, SHEET_TIMINGS_MS } from '@tpp/contracts';
import { useTimedValue } from '@tpp/ui';
import { useAutosaveGuard } from '../../components/autosave/useAutosaveGuard';
import { selectAutosaves, useSheetEditor, type SaveOutcome } from './sheetEditorStore';

export type SheetToastValue = { tone: 'success' | 'error' | 'info'; text: string };

/**
 * The sheet editor's saving around the store's save loop (which autosaves 1.5 s after the last
 * change): Save Sheet and its toast, the title prompt, the failed-save toast, the move to a new
 * sheet's address once a save created it, the save on leaving the editor, and the unsaved-changes
 * guard.
 */
export function useSheetAutosave(ready: boolean, onCreated?: (sheetId: string) => void) {
  const autosave = useSheetEditor((state) => state.autosave);
  const autosaves = useSheetEditor(selectAutosaves);

  const toast = useTimedValue<SheetToastValue>(SHEET_TIMINGS_MS.savedToast);
  const errorToast = useTimedValue<{ tone: 'error'; text: string }>(SHEET_TIMINGS_MS.errorToast);
  const [titleNeeded, setTitleNeeded] = useState(false);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  // A save that created the sheet (autosave or Save Sheet) moves the page to the sheet's address.
  useEffect(
    () =>
      useSheetEditor.subscribe((state, previous) => {
        if (state.createdHere && state.createdHere !== previous.createdHere)
          onCreatedRef.current?.(state.createdHere);
      }),
    [],
  );

  // Every failed save or heading shows its message (the server's, else a fallback).
  const { failure } = autosave;
  const showError = errorToast.show;
  useEffect(() => {
    if (failure) showError({ tone: 'error', text: failure.message });
  }, [failure, showError]);

  const handleOutcome = useCallback(
    (outcome: SaveOutcome, manual: boolean) => {
      if (!manual) return;
      if (outcome.ok) {
        // An earlier failure's message would hide that this save worked.
        errorToast.clear();
        toast.show({ tone: 'success', text: SHEET_MESSAGES.talentSheetSaved });
      } else if (outcome.reason === 'refused') setTitleNeeded(true);
    },
    [toast, errorToast],
  );

  const save = useCallback(
    async (manual: boolean) => handleOutcome(await useSheetEditor.getState().save(), manual),
    [handleOutcome],
  );

  // Leaving the editor saves what autosave would have saved, so a link or Back asks only about
  // edits it cannot save (a new sheet without a title, a conflict, no connection); reload and
  // close always ask.
  useEffect(() => () => useSheetEditor.getState().flush(), []);
  useAutosaveGuard(autosave, { savesOnLeave: ready && autosaves });

  const forceSave = () => setTimeout(() => void save(true), SHEET_TIMINGS_MS.forcedSaveDelay);

  return {
    save,
    forceSave,
    handleOutcome,
    toast: errorToast.value ?? toast.value,
    titleNeeded,
    setTitleNeeded,
  };
}
