import { create } from 'zustand';
import {
  CAMPAIGN_MESSAGES,
  SHEET_MESSAGES,
  SHEET_TIMINGS_MS,
  type CampaignColumn,
  type CampaignData,
  type TalentSheet,
} from '@tpp/contracts';
import { isVersionConflict } from '../../components/isVersionConflict';
import {
  autosaveStart,
  createSaveLoop,
  isDirty,
  type AutosaveState,
  type SaveOutcome,
} from '../../components/autosave/saveLoop';
import { campaignApi } from '../../api/campaignApi';
import { withCell } from './campaignRules';

export type CampaignLoadState = 'idle' | 'loading' | 'failed' | 'ready';

export interface CampaignTableState {
  sheetId: string | null;
  loadState: CampaignLoadState;
  sheet: TalentSheet | null;
  data: CampaignData;
  /** The save state; its version is the campaign_version every save carries. */
  autosave: AutosaveState;

  open: (sheetId: string) => Promise<void>;
  edit: (influencerId: number, column: CampaignColumn, value: string) => void;
  save: () => Promise<SaveOutcome>;
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
};

/** Whether the table holds edits the server has not stored. */
export const selectCampaignDirty = (state: CampaignTableState) => isDirty(state.autosave);

/**
 * The campaign tracking table being edited: the sheet's talent, the tracking data, and the shared
 * save loop with the sheet editor's delay: every edit schedules a save 1.5 s later, saves carry
 * the version they were based on, and a 409 stops saving and keeps the other save.
 */
export const useCampaignTable = create<CampaignTableState>()((set, get) => {
  let loading: AbortController | null = null;
  const loop = createSaveLoop<CampaignTableState, object>({
    get,
    set,
    delay: SHEET_TIMINGS_MS.sheetAutosave,
    canAutosave: (state) => state.loadState === 'ready',
    send: async (state, version) => {
      const answer = await campaignApi.save(state.sheet!.id, state.data, version ?? 0);
      return { version: answer.campaign_version, result: {} };
    },
    isConflict: isVersionConflict,
    messages: { conflict: CAMPAIGN_MESSAGES.campaignChangedElsewhere, failed: SAVE_FAILED },
  });

  return {
    ...EMPTY,
    autosave: autosaveStart(),
    open: async (sheetId) => {
      loading?.abort();
      const controller = new AbortController();
      loading = controller;
      set({ ...EMPTY, sheetId, loadState: 'loading', autosave: loop.reset() });
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
            autosave: autosaveStart(campaign.campaign_version),
          });
      } catch {
        if (!controller.signal.aborted) set({ loadState: 'failed' });
      } finally {
        if (loading === controller) loading = null;
      }
    },
    edit: (influencerId, column, value) => {
      const state = get();
      // A table changed elsewhere is read-only until it is reloaded.
      if (state.loadState !== 'ready' || state.autosave.phase === 'conflict') return;
      loop.edit({ data: withCell(state.data, influencerId, column, value) });
    },
    save: async () => {
      const state = get();
      if (state.loadState !== 'ready' || !state.sheet)
        return { ok: false, reason: 'refused', message: SHEET_MESSAGES.loading };
      return loop.save();
    },
    saveSoon: () => {
      if (get().loadState === 'ready') loop.saveSoon(SHEET_TIMINGS_MS.forcedSaveDelay);
    },
    close: () => {
      loading?.abort();
      loading = null;
      set({ ...EMPTY, autosave: loop.reset() });
    },
  };
});
