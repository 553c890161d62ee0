import { create } from 'zustand';
import {
  COLLECTION_ERROR_CODES,
  SHEET_MESSAGES,
  SHEET_TIMINGS_MS,
  type Collection,
  type CollectionSheet,
} from '@tpp/contracts';
import { ApiError } from '@tpp/session';
import { isVersionConflict } from '../../components/isVersionConflict';
import {
  autosaveStart,
  createSaveLoop,
  type AutosaveState,
  type SaveOutcome,
} from '../../components/autosave/saveLoop';
import { collectionsApi } from '../../api/collectionsApi';
import { isCollectionValid, publicTitlesToSave } from './collectionRules';

export interface CollectionEditorState {
  collection: Collection | null;
  title: string;
  /** The included sheets in their order. */
  sheets: CollectionSheet[];
  /** Public titles edited since the last save: sheet id -> title. */
  editedTitles: Record<string, string>;
  /** The save state; `refused` is set while the collection is incomplete (SHEET_MESSAGES.collectionInvalid). */
  autosave: AutosaveState;
  load: (collection: Collection) => void;
  add: (sheet: CollectionSheet) => void;
  remove: (sheetId: string) => void;
  reorder: (sheets: CollectionSheet[]) => void;
  setPublicTitle: (sheetId: string, title: string) => void;
  /** POST alter-title; resolves false when it failed (the failure is in the state). */
  renameCollection: (title: string) => Promise<boolean>;
  save: () => Promise<SaveOutcome>;
  reset: () => void;
}

const SAVE_FAILED = 'The collection could not be saved. Try again.';
const RENAME_FAILED = 'The title could not be saved. Try again.';

const INITIAL = {
  collection: null,
  title: '',
  sheets: [],
  editedTitles: {},
};

/**
 * The collection editor: the ordered sheets and public titles, saved by the shared save loop 2 s
 * after a sheet is added or removed (a reorder or a public title waits for Save Collection or the
 * next add/remove). An incomplete collection (no title, no sheet, a sheet without a public title)
 * is not sent.
 */
export const useCollectionEditor = create<CollectionEditorState>()((set, get) => {
  const loop = createSaveLoop<CollectionEditorState, object>({
    get,
    set,
    delay: SHEET_TIMINGS_MS.collectionAutosave,
    refuse: (state) =>
      isCollectionValid(state.title, state.sheets, state.editedTitles)
        ? null
        : SHEET_MESSAGES.collectionInvalid,
    isRefusal: (error) =>
      error instanceof ApiError && error.code === COLLECTION_ERROR_CODES.collectionInvalid,
    isConflict: isVersionConflict,
    messages: { conflict: SHEET_MESSAGES.collectionChangedElsewhere, failed: SAVE_FAILED },
    send: async (state, version) => {
      const publicTitles = publicTitlesToSave(state.sheets, state.editedTitles);
      const answer = await collectionsApi.save({
        collection_id: state.collection!.id,
        title: state.title,
        salesheet_ids: state.sheets.map((sheet) => sheet.id),
        public_titles: publicTitles,
        version: version ?? 0,
      });
      return {
        version: answer.version,
        result: {},
        // The saved public titles become the sheets' own; titles edited meanwhile stay edited.
        apply: (current) => {
          const editedTitles = { ...current.editedTitles };
          for (const [id, title] of Object.entries(publicTitles))
            if (editedTitles[id]?.trim() === title) delete editedTitles[id];
          return {
            editedTitles,
            sheets: current.sheets.map((sheet) =>
              publicTitles[sheet.id] ? { ...sheet, description: publicTitles[sheet.id]! } : sheet,
            ),
          };
        },
      };
    },
  });

  return {
    ...INITIAL,
    autosave: autosaveStart(),
    load: (collection) => {
      loop.reset();
      set({
        ...INITIAL,
        collection,
        title: collection.title,
        sheets: collection.sheets,
        autosave: autosaveStart(collection.version),
      });
    },
    add: (sheet) => {
      if (get().sheets.some((included) => included.id === sheet.id)) return;
      loop.edit((state) => ({ sheets: [...state.sheets, sheet] }));
    },
    remove: (sheetId) =>
      loop.edit((state) => {
        const editedTitles = { ...state.editedTitles };
        delete editedTitles[sheetId];
        return { sheets: state.sheets.filter((sheet) => sheet.id !== sheetId), editedTitles };
      }),
    reorder: (sheets) => loop.edit({ sheets }, { autosave: false }),
    setPublicTitle: (sheetId, title) =>
      loop.edit((state) => ({ editedTitles: { ...state.editedTitles, [sheetId]: title } }), {
        autosave: false,
      }),
    renameCollection: async (title) => {
      const { collection } = get();
      if (!collection) return false;
      const outcome = await loop.write(async (version) => {
        const answer = await collectionsApi.alterTitle(collection.id, title, version ?? 0);
        return { version: answer.version, apply: () => ({ title: answer.title }), result: {} };
      }, RENAME_FAILED);
      return outcome.ok;
    },
    save: async () => {
      if (!get().collection) return { ok: false, reason: 'refused', message: SAVE_FAILED };
      return loop.save();
    },
    reset: () => set({ ...INITIAL, autosave: loop.reset() }),
  };
});

/** Whether the last save was refused because the collection is incomplete. */
export const selectCollectionInvalid = (state: CollectionEditorState) => state.autosave.refused !== null;
