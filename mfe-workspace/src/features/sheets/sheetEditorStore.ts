import { create } from 'zustand';
import {
  SHEET_MESSAGES,
  SHEET_TIMINGS_MS,
  type RosterInfluencer,
  type SaveTalentSheetRequest,
  type SheetInfluencer,
  type SheetType,
  type TalentSheet,
} from '@tpp/contracts';
import { isVersionConflict } from '../../components/isVersionConflict';
import {
  autosaveStart,
  createSaveLoop,
  isDirty,
  type AutosaveState,
  type SaveOutcome as LoopOutcome,
} from '../../components/autosave/saveLoop';
import { sheetsApi } from '../../api/sheetsApi';
import { autosaveEligible, roomLeft, titleRequired, toSheetInfluencer } from './sheetRules';
import { clickSelection, creatorCount, moveToEdge, putBack, takeOut, type RemovedEntry } from './sheetBulk';

/** A save's outcome: the sheet's id, and whether this save created it. */
export type SaveOutcome = LoopOutcome<{ sheetId: string; created: boolean }>;

export type AddOutcome = { added: number; refused: number };

/**
 * The last change Undo takes back: creators an Add All put on the sheet (Undo takes exactly those
 * off again), or creators removed (Undo puts exactly those back at their places, with their notes).
 */
export type UndoableChange =
  | { kind: 'added'; text: string; ids: readonly number[] }
  | { kind: 'removed'; text: string; removed: readonly RemovedEntry<SheetInfluencer>[] };

export interface SheetEditorState {
  sheetId: string | null;
  sheetType: SheetType;
  castingCallId: number | null;
  title: string;
  /** The public title; null shows 'Selected Talent'. */
  description: string | null;
  talent: SheetInfluencer[];
  /** The save state; its version is the one every save carries. */
  autosave: AutosaveState;
  /** The sheet this screen created with its last save (its route change need not load it again). */
  createdHere: string | null;
  /** The selected creators (influencer ids) for the bulk actions. */
  selected: readonly number[];
  /** The creator last clicked in the selection: a shift-click selects from it. */
  selectionAnchor: number | null;
  /** What Undo would take back (shown with an Undo button until used, dismissed or replaced). */
  undoable: UndoableChange | null;

  start: (init: {
    sheetType: SheetType;
    castingCallId?: number | null;
    title?: string;
    description?: string | null;
  }) => void;
  load: (sheet: TalentSheet) => void;
  setTitle: (title: string) => void;
  /** Adds at the end what is not on the sheet yet and fits; `undoable` (Add All) lets Undo take exactly those off. */
  add: (influencers: readonly RosterInfluencer[], options?: { undoable?: boolean }) => AddOutcome;
  remove: (influencerId: number) => void;
  /** Removes these creators in one change (one save); Undo puts them back. */
  removeMany: (influencerIds: readonly number[]) => void;
  /** Moves these creators to the top or the bottom in one change, keeping their order. */
  moveTo: (influencerIds: readonly number[], edge: 'top' | 'bottom') => void;
  /** Takes back the last undoable change (one save); changes made since stay. */
  undo: () => void;
  dismissUndo: () => void;
  /** A checkbox click: `range` (shift) selects or clears from the last clicked creator to this one. */
  select: (influencerId: number, on: boolean, range?: boolean) => void;
  selectAll: (on: boolean) => void;
  reorder: (talent: SheetInfluencer[]) => void;
  setNote: (influencerId: number, note: string) => void;
  /** Public title: saved at once on a saved sheet, else kept and sent with the first save. */
  savePublicTitle: (publicTitle: string | null) => Promise<SaveOutcome>;
  save: () => Promise<SaveOutcome>;
  /** Saves now what autosave would save (the editor is left). */
  flush: () => void;
}

const EMPTY = {
  sheetId: null,
  sheetType: 'talent' as SheetType,
  castingCallId: null,
  title: '',
  description: null,
  talent: [],
  createdHere: null,
  selected: [],
  selectionAnchor: null,
  undoable: null,
};

/** The selection without creators no longer on the sheet. */
const keepSelected = (selected: readonly number[], talent: readonly SheetInfluencer[]) => {
  const present = new Set(talent.map((influencer) => influencer.id));
  return selected.filter((id) => present.has(id));
};

/** Whether the sheet has changes the server has not seen. */
export const selectDirty = (state: SheetEditorState) => isDirty(state.autosave);

/**
 * Whether the sheet saves by itself: a saved sheet always; a new one once it has talent and,
 * where the type needs one, a title. Not after a conflict.
 */
export const selectAutosaves = (state: SheetEditorState) =>
  autosaveEligible({
    sheetId: state.sheetId,
    sheetType: state.sheetType,
    title: state.title,
    talentCount: state.talent.length,
    dirty: isDirty(state.autosave),
    conflict: state.autosave.phase === 'conflict',
  });

function saveRequest(state: SheetEditorState): SaveTalentSheetRequest {
  const request: SaveTalentSheetRequest = {
    title: state.title.trim(),
    sheet_type: state.sheetType,
    influencers: state.talent.map((influencer) => ({
      influencer_id: influencer.id,
      note: influencer.note,
    })),
  };
  if (state.sheetId) {
    request.sheet_id = state.sheetId;
    request.version = state.autosave.version ?? undefined;
  } else if (state.description) {
    request.description = state.description;
  }
  if (state.castingCallId !== null) request.casting_call_id = state.castingCallId;
  return request;
}

/**
 * The sheet being edited: talent in order with notes, title, and the shared save loop (saved
 * 1.5 s after the last change of a sheet that autosaves, every save carrying its version).
 */
export const useSheetEditor = create<SheetEditorState>()((set, get) => {
  const loop = createSaveLoop<SheetEditorState, { sheetId: string; created: boolean }>({
    get,
    set,
    delay: SHEET_TIMINGS_MS.sheetAutosave,
    canAutosave: selectAutosaves,
    refuse: (state) =>
      !state.title.trim() && titleRequired(state.sheetType) ? SHEET_MESSAGES.titleNeeded : null,
    isConflict: isVersionConflict,
    messages: { conflict: SHEET_MESSAGES.sheetChangedElsewhere, failed: 'The sheet could not be saved.' },
    send: async (state) => {
      const answer = await sheetsApi.save(saveRequest(state));
      const created = !state.sheetId;
      return {
        version: answer.version,
        apply: (current) => ({
          sheetId: answer.sheet_id,
          createdHere: created ? answer.sheet_id : current.createdHere,
        }),
        result: { sheetId: answer.sheet_id, created },
      };
    },
  });

  /** Another sheet replaces this one: what autosave would save of it is sent first. */
  const replace = (next: Partial<SheetEditorState>, version: number | null = null) => {
    loop.flush();
    set({ ...EMPTY, ...next, autosave: loop.reset(version) });
  };

  return {
    ...EMPTY,
    autosave: autosaveStart(),
    start: ({ sheetType, castingCallId = null, title = '', description = null }) =>
      replace({ sheetType, castingCallId, title, description }),
    load: (sheet) =>
      replace(
        {
          sheetId: sheet.id,
          sheetType: sheet.sheet_type,
          castingCallId: sheet.casting_call_id,
          title: sheet.title,
          description: sheet.description,
          talent: sheet.influencers.map((influencer) => ({
            ...influencer,
            note: sheet.notes[String(influencer.id)] ?? influencer.note ?? '',
          })),
        },
        sheet.version,
      ),
    setTitle: (title) => loop.edit({ title }),
    add: (influencers, options = {}) => {
      const state = get();
      const present = new Set(state.talent.map((influencer) => influencer.id));
      const fresh = influencers.filter((influencer) => !present.has(influencer.id));
      const room = roomLeft(state.sheetType, state.talent.length);
      const taken = fresh.slice(0, room);
      // Talent from another sheet keeps its note.
      const entries = taken.map((influencer) => ({
        ...toSheetInfluencer(influencer),
        note: 'note' in influencer && typeof influencer.note === 'string' ? influencer.note : '',
      }));
      if (entries.length > 0)
        loop.edit({
          talent: [...state.talent, ...entries],
          ...(options.undoable
            ? {
                undoable: {
                  kind: 'added' as const,
                  text: `Added ${creatorCount(entries.length)}.`,
                  ids: entries.map((entry) => entry.id),
                },
              }
            : {}),
        });
      return { added: taken.length, refused: fresh.length - taken.length };
    },
    remove: (influencerId) => get().removeMany([influencerId]),
    removeMany: (influencerIds) => {
      const { kept, removed } = takeOut(get().talent, new Set(influencerIds));
      if (removed.length === 0) return;
      const text =
        removed.length === 1
          ? `Removed ${removed[0]!.item.fullname}.`
          : `Removed ${creatorCount(removed.length)}.`;
      loop.edit((state) => ({
        talent: kept,
        selected: keepSelected(state.selected, kept),
        undoable: { kind: 'removed', text, removed },
      }));
    },
    moveTo: (influencerIds, edge) =>
      loop.edit((state) => ({ talent: moveToEdge(state.talent, new Set(influencerIds), edge) })),
    undo: () => {
      const { undoable } = get();
      if (!undoable) return;
      if (undoable.kind === 'added') {
        const ids = new Set(undoable.ids);
        loop.edit((state) => {
          const talent = state.talent.filter((influencer) => !ids.has(influencer.id));
          return { talent, selected: keepSelected(state.selected, talent), undoable: null };
        });
        return;
      }
      loop.edit((state) => ({
        talent: putBack(state.talent, undoable.removed, roomLeft(state.sheetType, state.talent.length))
          .talent,
        undoable: null,
      }));
    },
    dismissUndo: () => set({ undoable: null }),
    select: (influencerId, on, range = false) =>
      set((state) => ({
        selected: clickSelection(
          state.talent.map((influencer) => influencer.id),
          state.selected,
          { id: influencerId, on, anchor: state.selectionAnchor, range },
        ),
        selectionAnchor: influencerId,
      })),
    selectAll: (on) =>
      set((state) => ({
        selected: on ? state.talent.map((influencer) => influencer.id) : [],
        selectionAnchor: null,
      })),
    reorder: (talent) => loop.edit({ talent }),
    setNote: (influencerId, note) =>
      loop.edit((state) => ({
        talent: state.talent.map((influencer) =>
          influencer.id === influencerId ? { ...influencer, note } : influencer,
        ),
      })),
    savePublicTitle: async (publicTitle) => {
      const value = publicTitle?.trim() ? publicTitle.trim() : null;
      const { sheetId } = get();
      if (!sheetId) {
        loop.edit({ description: value });
        return { ok: true, sheetId: '', created: false };
      }
      return loop.write(async (version) => {
        const answer = await sheetsApi.publicTitle(sheetId, value, version ?? undefined);
        return {
          version: answer.version,
          apply: () => ({ description: answer.description }),
          result: { sheetId, created: false },
        };
      }, 'The heading could not be saved.');
    },
    save: loop.save,
    flush: loop.flush,
  };
});

export const selectSaving = (state: SheetEditorState) => state.autosave.phase === 'saving';
export const selectConflict = (state: SheetEditorState) => state.autosave.phase === 'conflict';
