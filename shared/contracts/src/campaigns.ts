/** Campaign sheets' tracking table (GET and POST /api/user/campaign…). */

export const CAMPAIGN_COLUMNS = ['Date Sent', 'Sender', 'Contact', 'Replied', 'Rate', 'Notes'] as const;

export type CampaignColumn = (typeof CAMPAIGN_COLUMNS)[number];

/** One creator's tracking row; Date Sent is mm/dd/yy, Replied 'Y', 'N' or ''. */
export type CampaignRow = Partial<Record<CampaignColumn, string>>;

/** influencer id -> row */
export type CampaignData = Record<string, CampaignRow>;

/** GET /api/user/campaign/{id}. */
export interface CampaignResponse {
  sheet_id: string;
  campaign_data: CampaignData;
  /** Version of the tracking data; a save carries it. */
  campaign_version: number;
}

export interface SaveCampaignRequest {
  talent_sheet_id: string;
  campaign_data: CampaignData;
  campaign_version: number;
}

export interface SaveCampaignResponse {
  success: true;
  campaign_version: number;
}
