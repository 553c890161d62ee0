import { useEffect, useMemo, useState } from 'react';
import { SHEET_MESSAGES, SHEET_TIMINGS_MS, type DirectoryAccount } from '@tpp/contracts';
import { useTimedValue } from '@tpp/ui';
import { saveStatus, type SaveStatus } from '../../components/autosave/saveLoop';
import { selectAutosaves, useSheetEditor } from './sheetEditorStore';
import { roomLeft } from './sheetRules';
import { useSheetLoad, type SheetLoad, type SheetStart } from './useSheetLoad';
import { directoryTalent } from '../../components/directory/directoryFilters';
import type { AddHow } from '../../components/directory/AddAllButton';

export interface SheetAdder {
  load: SheetLoad;
  reload: () => void;
  title: string;
  sheetId: string | null;
  /** Creators (influencer ids) on the sheet. */
  onSheet: ReadonlySet<number>;
  /** Adds; Add All (`how.all`) offers Undo. */
  add: (accounts: readonly DirectoryAccount[], how?: AddHow) => void;
  /** How many more creators the sheet takes (40 for a Creator Call response). */
  room: number;
  status: SaveStatus;
  /** The last failed save's message, or the Creator Call limit message (shown 6 s). */
  notice: string | null;
}

/**
 * Adds directory results to one sheet through the sheet editor's store: the sheet is loaded
 * (GET /api/talent-sheets/{id}; a Creator Call without a response starts an empty one), Add puts
 * the creators in the store (which keeps a Creator Call response within 40 talent) and every change
 * is saved at once with the editor's own save (POST /api/user/talent-sheets/save, versioned).
 */
export function useSheetAdder(start: SheetStart): SheetAdder {
  const [attempt, setAttempt] = useState(0);
  const load = useSheetLoad(start, attempt);
  const sheetId = useSheetEditor((state) => state.sheetId);
  const sheetType = useSheetEditor((state) => state.sheetType);
  const title = useSheetEditor((state) => state.title);
  const talent = useSheetEditor((state) => state.talent);
  const autosave = useSheetEditor((state) => state.autosave);
  const status = saveStatus(autosave);
  const limitNotice = useTimedValue<string>(SHEET_TIMINGS_MS.castingCallLimitMessage);

  // Each change is saved at once (not after the editor's 1.5 s): the save loop runs the saves one
  // after another, each with the version the previous one answered.
  const ready = load.state === 'ready';
  useEffect(() => {
    if (ready && selectAutosaves(useSheetEditor.getState())) void useSheetEditor.getState().save();
  }, [ready, autosave.edits]);

  const onSheet = useMemo(() => new Set(talent.map((influencer) => influencer.id)), [talent]);
  const add = (accounts: readonly DirectoryAccount[], how: AddHow = {}) => {
    const outcome = useSheetEditor.getState().add(accounts.map(directoryTalent), { undoable: how.all });
    if (outcome.refused > 0 && useSheetEditor.getState().sheetType === 'casting_call_response')
      limitNotice.show(SHEET_MESSAGES.castingCallLimit);
  };

  return {
    load,
    reload: () => setAttempt((count) => count + 1),
    title,
    sheetId,
    onSheet,
    add,
    room: roomLeft(sheetType, talent.length),
    status,
    notice:
      limitNotice.value ??
      (status === 'conflict'
        ? SHEET_MESSAGES.sheetChangedElsewhere
        : status === 'failed'
          ? (autosave.failure?.message ?? null)
          : null),
  };
}
