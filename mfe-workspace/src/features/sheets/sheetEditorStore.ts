import { create } from 'zustand';
import {
  SHEET_MESSAGES,
  type RosterInfluencer,
  type SaveTalentSheetRequest,
  type SheetInfluencer,
  type SheetType,
  type TalentSheet,
} from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { isVersionConflict } from '../../components/isVersionConflict';
import { sheetsApi } from '../../api/sheetsApi';
import { roomLeft, titleRequired, toSheetInfluencer } from './sheetRules';

export type SaveOutcome =
  | { ok: true; sheetId: string; created: boolean }
  | { ok: false; reason: 'title' | 'conflict' | 'error' | 'busy'; message: string };

export type AddOutcome = { added: number; refused: number };

export interface SheetEditorState {
  sheetId: string | null;
  sheetType: SheetType;
  castingCallId: number | null;
  title: string;
  /** The public title; null shows 'Selected Talent'. */
  description: string | null;
  /** The version the screen is based on; every save carries it. */
  version: number | null;
  talent: SheetInfluencer[];
  /** Bumped by every edit; a save leaves the sheet clean only if no edit came in meanwhile. */
  edits: number;
  savedEdits: number;
  saving: boolean;
  /** A save answered 409: the sheet changed elsewhere; autosave stops until a reload. */
  conflict: boolean;
  /** The sheet this screen created with its last save (its route change need not load it again). */
  createdHere: string | null;

  start: (init: {
    sheetType: SheetType;
    castingCallId?: number | null;
    title?: string;
    description?: string | null;
  }) => void;
  load: (sheet: TalentSheet) => void;
  setTitle: (title: string) => void;
  add: (influencers: readonly RosterInfluencer[]) => AddOutcome;
  remove: (influencerId: number) => void;
  reorder: (talent: SheetInfluencer[]) => void;
  setNote: (influencerId: number, note: string) => void;
  /** Public title: saved at once on a saved sheet, else kept and sent with the first save. */
  savePublicTitle: (publicTitle: string | null) => Promise<SaveOutcome>;
  save: () => Promise<SaveOutcome>;
}

const EMPTY = {
  sheetId: null,
  sheetType: 'talent' as SheetType,
  castingCallId: null,
  title: '',
  description: null,
  version: null,
  talent: [],
  edits: 0,
  savedEdits: 0,
  saving: false,
  conflict: false,
  createdHere: null,
};

function failure(error: unknown, fallback: string): SaveOutcome {
  if (isVersionConflict(error)) {
    return { ok: false, reason: 'conflict', message: SHEET_MESSAGES.sheetChangedElsewhere };
  }
  return { ok: false, reason: 'error', message: errorMessage(error, fallback) };
}

/** The sheet being edited: talent in order with notes, title, version and save state. */
export const useSheetEditor = create<SheetEditorState>()((set, get) => {
  const edit = (change: Partial<SheetEditorState>) => set((state) => ({ ...change, edits: state.edits + 1 }));

  return {
    ...EMPTY,
    start: ({ sheetType, castingCallId = null, title = '', description = null }) =>
      set({ ...EMPTY, sheetType, castingCallId, title, description }),
    load: (sheet) =>
      set({
        ...EMPTY,
        sheetId: sheet.id,
        sheetType: sheet.sheet_type,
        castingCallId: sheet.casting_call_id,
        title: sheet.title,
        description: sheet.description,
        version: sheet.version,
        talent: sheet.influencers.map((influencer) => ({
          ...influencer,
          note: sheet.notes[String(influencer.id)] ?? influencer.note ?? '',
        })),
      }),
    setTitle: (title) => edit({ title }),
    add: (influencers) => {
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
      if (entries.length > 0) edit({ talent: [...state.talent, ...entries] });
      return { added: taken.length, refused: fresh.length - taken.length };
    },
    remove: (influencerId) =>
      edit({ talent: get().talent.filter((influencer) => influencer.id !== influencerId) }),
    reorder: (talent) => edit({ talent }),
    setNote: (influencerId, note) =>
      edit({
        talent: get().talent.map((influencer) =>
          influencer.id === influencerId ? { ...influencer, note } : influencer,
        ),
      }),
    savePublicTitle: async (publicTitle) => {
      const value = publicTitle?.trim() ? publicTitle.trim() : null;
      const state = get();
      if (!state.sheetId) {
        edit({ description: value });
        return { ok: true, sheetId: '', created: false };
      }
      try {
        const answer = await sheetsApi.publicTitle(state.sheetId, value, state.version ?? undefined);
        set({ description: answer.description, version: answer.version });
        return { ok: true, sheetId: state.sheetId, created: false };
      } catch (error) {
        const outcome = failure(error, 'The heading could not be saved.');
        if (!outcome.ok && outcome.reason === 'conflict') set({ conflict: true });
        return outcome;
      }
    },
    save: async () => {
      const state = get();
      if (state.saving) return { ok: false, reason: 'busy', message: SHEET_MESSAGES.saving };
      if (state.conflict)
        return { ok: false, reason: 'conflict', message: SHEET_MESSAGES.sheetChangedElsewhere };
      const title = state.title.trim();
      if (!title && titleRequired(state.sheetType)) {
        return { ok: false, reason: 'title', message: SHEET_MESSAGES.titleNeeded };
      }
      const request: SaveTalentSheetRequest = {
        title,
        sheet_type: state.sheetType,
        influencers: state.talent.map((influencer) => ({
          influencer_id: influencer.id,
          note: influencer.note,
        })),
      };
      if (state.sheetId) {
        request.sheet_id = state.sheetId;
        request.version = state.version ?? undefined;
      } else if (state.description) {
        request.description = state.description;
      }
      if (state.castingCallId !== null) request.casting_call_id = state.castingCallId;
      const basedOn = state.edits;
      set({ saving: true });
      try {
        const answer = await sheetsApi.save(request);
        set({
          saving: false,
          sheetId: answer.sheet_id,
          version: answer.version,
          savedEdits: basedOn,
          createdHere: state.sheetId ? get().createdHere : answer.sheet_id,
        });
        return { ok: true, sheetId: answer.sheet_id, created: !state.sheetId };
      } catch (error) {
        const outcome = failure(error, 'The sheet could not be saved.');
        set({ saving: false, conflict: !outcome.ok && outcome.reason === 'conflict' });
        return outcome;
      }
    },
  };
});

/** Whether the sheet has changes the server has not seen. */
export const selectDirty = (state: SheetEditorState) => state.edits !== state.savedEdits;
