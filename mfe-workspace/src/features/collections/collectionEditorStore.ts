import { create } from 'zustand';
import {
  COLLECTION_ERROR_CODES,
  SHEET_TIMINGS_MS,
  type Collection,
  type CollectionSheet,
} from '@tpp/contracts';
import { ApiError, errorMessage } from '@tpp/session';
import { isVersionConflict } from '../../components/isVersionConflict';
import { collectionsApi } from '../../api/collectionsApi';
import { isCollectionValid, publicTitlesToSave } from './collectionRules';

export type CollectionSaveStatus = 'saved' | 'dirty' | 'saving';

export interface CollectionEditorState {
  collection: Collection | null;
  title: string;
  /** The included sheets in their order. */
  sheets: CollectionSheet[];
  /** Public titles edited since the last save: sheet id -> title. */
  editedTitles: Record<string, string>;
  version: number;
  status: CollectionSaveStatus;
  /** A save was refused because the collection is incomplete (SHEET_MESSAGES.collectionInvalid). */
  invalid: boolean;
  /** A save answered 409: the collection changed elsewhere. */
  conflict: boolean;
  /** The last failure, with a counter so the same text shows again. */
  failure: { message: string; count: number } | null;
  load: (collection: Collection) => void;
  add: (sheet: CollectionSheet) => void;
  remove: (sheetId: string) => void;
  reorder: (sheets: CollectionSheet[]) => void;
  setPublicTitle: (sheetId: string, title: string) => void;
  /** POST alter-title; resolves false when it failed (the failure is in the state). */
  renameCollection: (title: string) => Promise<boolean>;
  save: () => Promise<void>;
  reset: () => void;
}

const SAVE_FAILED = 'The collection could not be saved. Try again.';
const RENAME_FAILED = 'The title could not be saved. Try again.';

const INITIAL = {
  collection: null,
  title: '',
  sheets: [],
  editedTitles: {},
  version: 0,
  status: 'saved' as CollectionSaveStatus,
  invalid: false,
  conflict: false,
  failure: null,
};

let autosaveTimer: ReturnType<typeof setTimeout> | null = null;
/** Writes run one after another, each with the version the previous one answered. */
let writes: Promise<unknown> = Promise.resolve();
/** Bumped by every local change, so a save knows whether edits arrived while it ran. */
let revision = 0;

function cancelAutosave() {
  if (autosaveTimer) clearTimeout(autosaveTimer);
  autosaveTimer = null;
}

function isInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.code === COLLECTION_ERROR_CODES.collectionInvalid;
}

/** The collection editor: the ordered sheets, public titles, save state and the 2 s autosave. */
export const useCollectionEditor = create<CollectionEditorState>()((set, get) => {
  const fail = (message: string) =>
    set((state) => ({ failure: { message, count: (state.failure?.count ?? 0) + 1 } }));

  const changed = (autosave: boolean) => {
    revision += 1;
    const state = get();
    set({
      status: state.status === 'saving' ? 'saving' : 'dirty',
      invalid: state.invalid && !isCollectionValid(state.title, state.sheets, state.editedTitles),
    });
    if (autosave) {
      cancelAutosave();
      autosaveTimer = setTimeout(() => {
        autosaveTimer = null;
        void get().save();
      }, SHEET_TIMINGS_MS.collectionAutosave);
    }
  };

  const runSave = async () => {
    const state = get();
    if (!state.collection || state.conflict) return;
    if (!isCollectionValid(state.title, state.sheets, state.editedTitles)) {
      set({ invalid: true, status: 'dirty' });
      return;
    }
    const startedAt = revision;
    const publicTitles = publicTitlesToSave(state.sheets, state.editedTitles);
    set({ status: 'saving', invalid: false });
    try {
      const answer = await collectionsApi.save({
        collection_id: state.collection.id,
        title: state.title,
        salesheet_ids: state.sheets.map((sheet) => sheet.id),
        public_titles: publicTitles,
        version: state.version,
      });
      set((current) => {
        const editedTitles = { ...current.editedTitles };
        for (const [id, title] of Object.entries(publicTitles))
          if (editedTitles[id]?.trim() === title) delete editedTitles[id];
        return {
          version: answer.version,
          editedTitles,
          sheets: current.sheets.map((sheet) =>
            publicTitles[sheet.id] ? { ...sheet, description: publicTitles[sheet.id]! } : sheet,
          ),
          status: revision === startedAt ? 'saved' : 'dirty',
        };
      });
    } catch (error) {
      set({ status: 'dirty' });
      if (isVersionConflict(error)) set({ conflict: true });
      else if (isInvalid(error)) set({ invalid: true });
      else fail(errorMessage(error, SAVE_FAILED));
    }
  };

  return {
    ...INITIAL,
    load: (collection) => {
      cancelAutosave();
      revision += 1;
      set({
        ...INITIAL,
        collection,
        title: collection.title,
        sheets: collection.sheets,
        version: collection.version,
      });
    },
    add: (sheet) => {
      if (get().sheets.some((included) => included.id === sheet.id)) return;
      set((state) => ({ sheets: [...state.sheets, sheet] }));
      changed(true);
    },
    remove: (sheetId) => {
      set((state) => {
        const editedTitles = { ...state.editedTitles };
        delete editedTitles[sheetId];
        return { sheets: state.sheets.filter((sheet) => sheet.id !== sheetId), editedTitles };
      });
      changed(true);
    },
    reorder: (sheets) => {
      set({ sheets });
      changed(false);
    },
    setPublicTitle: (sheetId, title) => {
      set((state) => ({ editedTitles: { ...state.editedTitles, [sheetId]: title } }));
      changed(false);
    },
    renameCollection: (title) => {
      const run = async () => {
        const state = get();
        if (!state.collection) return false;
        try {
          const answer = await collectionsApi.alterTitle(state.collection.id, title, state.version);
          set({ title: answer.title, version: answer.version });
          return true;
        } catch (error) {
          if (isVersionConflict(error)) set({ conflict: true });
          else fail(errorMessage(error, RENAME_FAILED));
          return false;
        }
      };
      const next = writes.then(run, run);
      writes = next;
      return next;
    },
    save: () => {
      cancelAutosave();
      const next = writes.then(runSave, runSave);
      writes = next;
      return next;
    },
    reset: () => {
      cancelAutosave();
      revision += 1;
      set(INITIAL);
    },
  };
});
