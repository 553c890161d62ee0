import { API, type CampaignData } from '@tpp/contracts';
import { call } from './workspaceQueries';

/** The campaign tracking calls (docs/product/sheets-campaigns-collections.md). */
export const campaignApi = {
  sheet: (sheetId: string, signal?: AbortSignal) =>
    call(API.sheets.get, { params: { hashId: sheetId }, query: { sheet_type: 'campaign' }, signal }),
  campaign: (sheetId: string, signal?: AbortSignal) =>
    call(API.campaigns.get, { params: { id: sheetId }, signal }),
  save: (sheetId: string, campaignData: CampaignData, campaignVersion: number) =>
    call(API.campaigns.save, {
      body: { talent_sheet_id: sheetId, campaign_data: campaignData, campaign_version: campaignVersion },
    }),
};
