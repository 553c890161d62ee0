import type {
  CampaignData,
  CampaignResponse,
  SaveCampaignResponse,
  TalentSheetResponse,
} from '@tpp/contracts';
import { api } from '@tpp/session';

const id = (sheetId: string) => encodeURIComponent(sheetId);

/** The campaign tracking calls (workspace.md §7, Campaign). */
export const campaignApi = {
  sheet: (sheetId: string, signal?: AbortSignal) =>
    api.get<TalentSheetResponse>(`/api/talent-sheets/${id(sheetId)}`, {
      query: { sheet_type: 'campaign' },
      signal,
    }),
  campaign: (sheetId: string, signal?: AbortSignal) =>
    api.get<CampaignResponse>(`/api/user/campaign/${id(sheetId)}`, { signal }),
  save: (sheetId: string, campaignData: CampaignData, campaignVersion: number) =>
    api.post<SaveCampaignResponse>('/api/user/campaign/save', {
      talent_sheet_id: sheetId,
      campaign_data: campaignData,
      campaign_version: campaignVersion,
    }),
};
