import { useEffect, useState } from 'react';
import type { ApiQueryState } from '@tpp/session';
import { useDraftLoad } from '../../components/autosave/useDraftLoad';
import { campaignApi } from '../../api/campaignApi';
import { useCampaignTable } from './campaignTableStore';

type CampaignTable = {
  sheet: Awaited<ReturnType<typeof campaignApi.sheet>>['sheet'];
  campaign: Awaited<ReturnType<typeof campaignApi.campaign>>;
};

/** 'Unable to load campaign data!' also covers a sheet that is not a campaign sheet. */
const isCampaignTable = ({ sheet, campaign }: CampaignTable) =>
  sheet.sheet_type === 'campaign' && campaign.sheet_id === sheet.id;

/**
 * Reads the campaign sheet and its tracking data (both at once, through the data layer) into the
 * campaign table's store, which is emptied when the page leaves. `reload` reads both again.
 */
export function useCampaignLoad(talentSheetId: string): {
  state: ApiQueryState<unknown>['status'] | 'failed';
  reload: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const { state } = useDraftLoad<CampaignTable>(
    ['workspace', 'campaign-table', talentSheetId, attempt],
    async (signal) => {
      const [{ sheet }, campaign] = await Promise.all([
        campaignApi.sheet(talentSheetId, signal),
        campaignApi.campaign(talentSheetId, signal),
      ]);
      return { sheet, campaign };
    },
    (table) => {
      if (isCampaignTable(table)) useCampaignTable.getState().load(table.sheet, table.campaign);
    },
  );
  useEffect(() => () => useCampaignTable.getState().close(), [talentSheetId]);

  const failed =
    state.status === 'error' ||
    state.status === 'not-found' ||
    (state.status === 'ready' && !isCampaignTable(state.data));
  return { state: failed ? 'failed' : state.status, reload: () => setAttempt((count) => count + 1) };
}
