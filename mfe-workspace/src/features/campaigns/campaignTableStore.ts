import { create } from 'zustand';
import {
  CAMPAIGN_MESSAGES,
  SHEET_MESSAGES,
  SHEET_TIMINGS_MS,
  type CampaignColumn,
  type CampaignData,
  type TalentSheet,
} from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { isVersionConflict } from '../../components/isVersionConflict';
import { campaignApi } from '../../api/campaignApi';
import { withCell } from './campaignRules';

export type CampaignLoadState = 'idle' | 'loading' | 'failed' | 'ready';

export type CampaignSaveOutcome =
  { ok: true } | { ok: false; reason: 'conflict' | 'error' | 'busy'; message: string };

export interface CampaignTableState {
  sheetId: string | null;
  loadState: CampaignLoadState;
  sheet: TalentSheet | null;
  data: CampaignData;
  /** The campaign_version the screen is based on; every save carries it. */
  version: number;
  /** Bumped by every edit; a save leaves the table clean only if no edit came in meanwhile. */
  edits: number;
  savedEdits: number;
  /** The edit count a save failed at: autosave waits for the next edit instead of retrying in a loop. */
  failedEdits: number | null;
  saving: boolean;
  /** A save answered 409: someone else saved first; autosave stops and nothing overwrites theirs. */
  conflict: boolean;
  /** The last failed save's message (the server's error field), numbered so each failure shows. */
  failure: { message: string; seq: number } | null;

  open: (sheetId: string) => Promise<void>;
  edit: (influencerId: number, column: CampaignColumn, value: string) => void;
  save: () => Promise<CampaignSaveOutcome>;
  /** Saves after the short forced-save delay (clicking the indicator). */
  saveSoon: () => void;
  /** Stops the timers and the pending load (the page is left). */
  close: () => void;
}

const SAVE_FAILED = 'The campaign could not be saved. Try again.';

const EMPTY = {
  sheetId: null,
  loadState: 'idle' as CampaignLoadState,
  sheet: null,
  data: {},
  version: 0,
  edits: 0,
  savedEdits: 0,
  failedEdits: null,
  saving: false,
  conflict: false,
  failure: null,
};

/** Whether the table holds edits the server has not stored. */
export const selectCampaignDirty = (state: CampaignTableState) => state.edits !== state.savedEdits;

export type CampaignIndicator = 'saved' | 'saving' | 'unsaved' | 'conflict';

/** What the Saved / Saving indicator shows. */
export function selectCampaignIndicator(state: CampaignTableState): CampaignIndicator {
  if (state.conflict) return 'conflict';
  if (state.saving) return 'saving';
  return selectCampaignDirty(state) ? 'unsaved' : 'saved';
}

/**
 * The campaign tracking table being edited: the sheet's talent, the tracking data, and the save
 * model of the sheet editor: every edit schedules a save 1.5 s later (the sheet autosave delay),
 * saves carry the version they were based on, and a 409 stops saving and keeps the other save.
 */
export const useCampaignTable = create<CampaignTableState>()((set, get) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let loading: AbortController | null = null;
  let failures = 0;
  /** The save under way: a Save clicked meanwhile waits for it, then saves what is still unsaved. */
  let running: Promise<CampaignSaveOutcome> | null = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (delay: number) => {
    cancelTimer();
    timer = setTimeout(() => {
      timer = null;
      void get().save();
    }, delay);
  };
  const autosaveDue = (state: CampaignTableState) =>
    state.loadState === 'ready' &&
    selectCampaignDirty(state) &&
    !state.conflict &&
    state.failedEdits !== state.edits;

  /** One POST of the table as it is now, based on the version it was loaded or last saved at. */
  const send = async (state: CampaignTableState): Promise<CampaignSaveOutcome> => {
    const basedOn = state.edits;
    const opened = state.sheetId;
    try {
      const answer = await campaignApi.save(state.sheet!.id, state.data, state.version);
      if (get().sheetId !== opened) return { ok: true };
      set({ saving: false, version: answer.campaign_version, savedEdits: basedOn, failedEdits: null });
      // Edits made while the save ran get their own save.
      if (autosaveDue(get())) schedule(SHEET_TIMINGS_MS.sheetAutosave);
      return { ok: true };
    } catch (error) {
      if (get().sheetId !== opened) return { ok: false, reason: 'error', message: SAVE_FAILED };
      if (isVersionConflict(error)) {
        set({ saving: false, conflict: true });
        return { ok: false, reason: 'conflict', message: CAMPAIGN_MESSAGES.campaignChangedElsewhere };
      }
      const message = errorMessage(error, SAVE_FAILED);
      failures += 1;
      set({ saving: false, failedEdits: get().edits, failure: { message, seq: failures } });
      return { ok: false, reason: 'error', message };
    }
  };

  return {
    ...EMPTY,
    open: async (sheetId) => {
      cancelTimer();
      loading?.abort();
      const controller = new AbortController();
      loading = controller;
      set({ ...EMPTY, sheetId, loadState: 'loading' });
      try {
        const [{ sheet }, campaign] = await Promise.all([
          campaignApi.sheet(sheetId, controller.signal),
          campaignApi.campaign(sheetId, controller.signal),
        ]);
        if (controller.signal.aborted) return;
        // 'Unable to load campaign data!' also covers a sheet that is not a campaign sheet.
        if (sheet.sheet_type !== 'campaign' || campaign.sheet_id !== sheet.id) set({ loadState: 'failed' });
        else
          set({
            loadState: 'ready',
            sheet,
            data: campaign.campaign_data ?? {},
            version: campaign.campaign_version,
          });
      } catch {
        if (!controller.signal.aborted) set({ loadState: 'failed' });
      } finally {
        if (loading === controller) loading = null;
      }
    },
    edit: (influencerId, column, value) => {
      const state = get();
      if (state.loadState !== 'ready' || state.conflict) return;
      const data = withCell(state.data, influencerId, column, value);
      set({ data, edits: state.edits + 1 });
      if (!get().saving) schedule(SHEET_TIMINGS_MS.sheetAutosave);
    },
    save: async () => {
      const state = get();
      cancelTimer();
      if (state.loadState !== 'ready' || !state.sheet)
        return { ok: false, reason: 'busy', message: SHEET_MESSAGES.loading };
      if (state.saving && running) {
        const outcome = await running;
        return outcome.ok && selectCampaignDirty(get()) ? get().save() : outcome;
      }
      if (state.conflict)
        return { ok: false, reason: 'conflict', message: CAMPAIGN_MESSAGES.campaignChangedElsewhere };
      set({ saving: true });
      const run = send(state);
      running = run;
      try {
        return await run;
      } finally {
        if (running === run) running = null;
      }
    },
    saveSoon: () => schedule(SHEET_TIMINGS_MS.forcedSaveDelay),
    close: () => {
      cancelTimer();
      loading?.abort();
      loading = null;
      set({ ...EMPTY });
    },
  };
});
