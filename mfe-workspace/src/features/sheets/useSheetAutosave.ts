import { useCallback, useEffect, useRef, useState } from 'react';
import { SHEET_MESSAGES, SHEET_TIMINGS_MS } from '@tpp/contracts';
import { useTimedValue, useUnsavedChangesGuard } from '@tpp/ui';
import { selectDirty, useSheetEditor, type SaveOutcome } from './sheetEditorStore';
import { autosaveEligible } from './sheetRules';

export type SheetToastValue = { tone: 'success' | 'error' | 'info'; text: string };

/**
 * The sheet editor's saving: Save Sheet, the autosave 1.5 s after the last change of a dirty sheet
 * (not a new one without a title, not after a conflict), the save on leaving the editor, the
 * unsaved-changes guard, and the toasts and title prompt a save's outcome shows.
 */
export function useSheetAutosave(ready: boolean, onCreated?: (sheetId: string) => void) {
  const sheetId = useSheetEditor((state) => state.sheetId);
  const sheetType = useSheetEditor((state) => state.sheetType);
  const title = useSheetEditor((state) => state.title);
  const talentCount = useSheetEditor((state) => state.talent.length);
  const edits = useSheetEditor((state) => state.edits);
  const saving = useSheetEditor((state) => state.saving);
  const conflict = useSheetEditor((state) => state.conflict);
  const dirty = useSheetEditor(selectDirty);

  const toast = useTimedValue<SheetToastValue>(SHEET_TIMINGS_MS.savedToast);
  const errorToast = useTimedValue<{ tone: 'error'; text: string }>(SHEET_TIMINGS_MS.errorToast);
  const [titleNeeded, setTitleNeeded] = useState(false);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const handleOutcome = useCallback(
    (outcome: SaveOutcome, manual: boolean) => {
      if (outcome.ok) {
        if (manual) toast.show({ tone: 'success', text: SHEET_MESSAGES.talentSheetSaved });
        if (outcome.created) onCreatedRef.current?.(outcome.sheetId);
        return;
      }
      if (outcome.reason === 'title') {
        if (manual) setTitleNeeded(true);
      } else if (outcome.reason === 'error') {
        errorToast.show({ tone: 'error', text: outcome.message });
      }
    },
    [toast, errorToast],
  );

  const save = useCallback(
    async (manual: boolean) => handleOutcome(await useSheetEditor.getState().save(), manual),
    [handleOutcome],
  );

  const eligible = ready && autosaveEligible({ sheetId, sheetType, title, talentCount, dirty, conflict });
  useEffect(() => {
    if (!eligible || saving) return;
    const timer = setTimeout(() => void save(false), SHEET_TIMINGS_MS.sheetAutosave);
    return () => clearTimeout(timer);
  }, [eligible, saving, edits, save]);

  // Leaving the editor saves what autosave would have saved, so a link or Back asks only about
  // edits it cannot save (a new sheet without a title, a conflict); reload and close always ask.
  const eligibleRef = useRef(eligible);
  eligibleRef.current = eligible;
  useEffect(
    () => () => {
      if (eligibleRef.current) void useSheetEditor.getState().save();
    },
    [],
  );
  useUnsavedChangesGuard(dirty, { savesOnLeave: eligible });

  const forceSave = () => setTimeout(() => void save(true), SHEET_TIMINGS_MS.forcedSaveDelay);

  return {
    save,
    forceSave,
    handleOutcome,
    showError: (text: string) => errorToast.show({ tone: 'error', text }),
    toast: errorToast.value ?? toast.value,
    titleNeeded,
    setTitleNeeded,
  };
}
