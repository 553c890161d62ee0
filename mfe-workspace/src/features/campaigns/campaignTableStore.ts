import { create } from 'zustand';
import {
  CAMPAIGN_MESSAGES,
  SHEET_MESSAGES,
  SHEET_TIMINGS_MS,
  type CampaignColumn,
  type CampaignData,
  type CampaignResponse,
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

export interface CampaignTableState {
  /** The campaign sheet on screen (null until its table is read). */
  sheet: TalentSheet | null;
  data: CampaignData;
  /** The save state; its version is the campaign_version every save carries. */
  autosave: AutosaveState;

  /** Shows the table as read (GET the sheet and GET its campaign data, see useCampaignLoad). */
  load: (sheet: TalentSheet, campaign: CampaignResponse) => void;
  edit: (influencerId: number, column: CampaignColumn, value: string) => void;
  save: () => Promise<SaveOutcome>;
  /** Saves after the short forced-save delay (clicking the indicator). */
  saveSoon: () => void;
  /** Stops the timers and drops the table (the page is left). */
  close: () => void;
}

const SAVE_FAILED = 'The campaign could not be saved. Try again.';

const EMPTY = { sheet: null, data: {} };

/** Whether the table holds edits the server has not stored. */
export const selectCampaignDirty = (state: CampaignTableState) => isDirty(state.autosave);

/**
 * The campaign tracking table being edited: the sheet's talent, the tracking data, and the shared
 * save loop with the sheet editor's delay: every edit schedules a save 1.5 s later, saves carry
 * the version they were based on, and a 409 stops saving and keeps the other save.
 */
export const useCampaignTable = create<CampaignTableState>()((set, get) => {
  const loop = createSaveLoop<CampaignTableState, object>({
    get,
    set,
    delay: SHEET_TIMINGS_MS.sheetAutosave,
    canAutosave: (state) => state.sheet !== null,
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
    load: (sheet, campaign) =>
      set({
        sheet,
        data: campaign.campaign_data ?? {},
        autosave: loop.reset(campaign.campaign_version),
      }),
    edit: (influencerId, column, value) => {
      const state = get();
      // A table changed elsewhere is read-only until it is reloaded.
      if (!state.sheet || state.autosave.phase === 'conflict') return;
      loop.edit({ data: withCell(state.data, influencerId, column, value) });
    },
    save: async () => {
      const state = get();
      if (!state.sheet) return { ok: false, reason: 'refused', message: SHEET_MESSAGES.loading };
      return loop.save();
    },
    saveSoon: () => {
      if (get().sheet) loop.saveSoon(SHEET_TIMINGS_MS.forcedSaveDelay);
    },
    close: () => set({ ...EMPTY, autosave: loop.reset() }),
  };
});
