import { useCallback, useMemo, useRef, useState } from 'react';
import {
  SHEET_LIMITS,
  SHEET_MESSAGES,
  type DirectoryAccount,
  type SheetInfluencerEntry,
  type TalentSheet,
} from '@tpp/contracts';
import { apiQueryClient, errorMessage, useApiQuery } from '@tpp/session';
import { sheetsApi } from '../../api/sheetsApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { useForgetOnLeave } from '../../components/useForgetOnLeave';
import { isVersionConflict } from '../../components/isVersionConflict';
import { creatorCount, type AddHow } from '../../components/directory/AddAllButton';

interface Target {
  sheetId: string;
  title: string;
  version: number;
  entries: SheetInfluencerEntry[];
}

export interface SheetAppend {
  state: 'none' | 'loading' | 'ready' | 'failed';
  saving: boolean;
  /** Creators (influencer ids) on the chosen sheet. */
  onSheet: ReadonlySet<number>;
  /** Adds creators at the end; `all` (Add All to Sheet) offers Undo of exactly those. */
  add: (accounts: readonly DirectoryAccount[], how?: AddHow) => void;
  message: string | null;
  /** The last Add All, while Undo can take it back. */
  undoable: { text: string; ids: readonly number[] } | null;
  undo: () => void;
  dismissUndo: () => void;
}

const LOAD_FAILED = 'The sheet could not be loaded.';

function toTarget(sheet: TalentSheet): Target {
  return {
    sheetId: sheet.id,
    title: sheet.title,
    version: sheet.version,
    entries: sheet.influencers.map((influencer) => ({
      influencer_id: influencer.id,
      note: sheet.notes[String(influencer.id)] ?? influencer.note ?? '',
    })),
  };
}

/**
 * /search adds results to a talent sheet chosen on the page: the sheet is read
 * (GET /api/talent-sheets/{id}) and each Add appends the creators and saves it with its version
 * (POST /api/user/talent-sheets/save), one save after the other; notes and order are kept.
 */
export function useSheetAppend(sheetId: string): SheetAppend {
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [undoable, setUndoable] = useState<SheetAppend['undoable']>(null);
  // The sheet's version moves with every save here: the cached copy is dropped on leaving.
  const key = workspaceKeys.sheet(sheetId, 'talent');
  useForgetOnLeave(key);
  const query = useApiQuery(
    key,
    (signal) => sheetsApi.sheet(sheetId, 'talent', signal).then(({ sheet }) => toTarget(sheet)),
    { enabled: sheetId !== '' },
  );
  const target = sheetId ? (query.data ?? null) : null;
  // The queue's saves read the latest sheet here (a save's answer before React renders it).
  const current = useRef<Target | null>(null);
  const shown = useRef<Target | null>(null);
  if (shown.current !== target) {
    shown.current = target;
    current.current = target;
  }
  const queue = useRef<Promise<void>>(Promise.resolve());
  const { state: loadState } = query;
  const state: SheetAppend['state'] = !sheetId
    ? 'none'
    : loadState.status === 'ready'
      ? 'ready'
      : loadState.status === 'loading'
        ? 'loading'
        : 'failed';
  const failure =
    loadState.status === 'error'
      ? errorMessage(loadState.error, LOAD_FAILED)
      : loadState.status === 'not-found'
        ? LOAD_FAILED
        : null;
  const retry = query.retry;

  /** Saves the sheet with `entries` after the saves before it; answers whether it was saved. */
  const saveEntries = useCallback(
    async (sheet: Target, entries: SheetInfluencerEntry[], done: string): Promise<boolean> => {
      setSaving(true);
      try {
        const answer = await sheetsApi.save({
          title: sheet.title,
          sheet_type: 'talent',
          sheet_id: sheet.sheetId,
          version: sheet.version,
          influencers: entries,
        });
        const saved = { ...sheet, version: answer.version, entries };
        current.current = saved;
        apiQueryClient().setQueryData(workspaceKeys.sheet(saved.sheetId, 'talent'), saved);
        setMessage(done);
        return true;
      } catch (error) {
        if (isVersionConflict(error)) {
          setMessage(`${SHEET_MESSAGES.sheetChangedElsewhere} The sheet was read again: add once more.`);
          retry();
        } else setMessage(errorMessage(error, 'The sheet could not be saved.'));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [retry],
  );

  const add = useCallback(
    (accounts: readonly DirectoryAccount[], how: AddHow = {}) => {
      queue.current = queue.current.then(async () => {
        const sheet = current.current;
        if (!sheet) return;
        const present = new Set(sheet.entries.map((entry) => entry.influencer_id));
        const fresh = [...new Set(accounts.map((account) => account.influencer_id))].filter(
          (id) => !present.has(id),
        );
        const room = Math.max(0, SHEET_LIMITS.sheetMaxTalent - sheet.entries.length);
        if (fresh.length === 0 || room === 0) return;
        const added = fresh.slice(0, room);
        const entries = [...sheet.entries, ...added.map((id) => ({ influencer_id: id, note: '' }))];
        const text = how.all
          ? `Added ${creatorCount(added.length)} to ${sheet.title}.`
          : `Added to ${sheet.title}.`;
        if (await saveEntries(sheet, entries, text)) setUndoable(how.all ? { text, ids: added } : null);
      });
    },
    [saveEntries],
  );

  /** Takes exactly the last Add All's creators off the sheet again (one save); later changes stay. */
  const undo = useCallback(() => {
    const last = undoable;
    if (!last) return;
    setUndoable(null);
    queue.current = queue.current.then(async () => {
      const sheet = current.current;
      if (!sheet) return;
      const ids = new Set(last.ids);
      const entries = sheet.entries.filter((entry) => !ids.has(entry.influencer_id));
      const removed = sheet.entries.length - entries.length;
      if (removed === 0) return;
      await saveEntries(sheet, entries, `Removed ${creatorCount(removed)} from ${sheet.title}.`);
    });
  }, [undoable, saveEntries]);

  const onSheet = useMemo(
    () => new Set(target ? target.entries.map((entry) => entry.influencer_id) : []),
    [target],
  );
  // Another sheet chosen: the last Add All was on the one before.
  const [undoSheet, setUndoSheet] = useState(sheetId);
  if (undoSheet !== sheetId) {
    setUndoSheet(sheetId);
    setUndoable(null);
  }
  return {
    state,
    saving,
    onSheet,
    add,
    message: state === 'failed' ? failure : message,
    undoable,
    undo,
    dismissUndo: () => setUndoable(null),
  };
}
