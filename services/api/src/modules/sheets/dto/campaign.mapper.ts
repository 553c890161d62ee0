import type { CampaignResponse } from '@tpp/contracts';
import type { CampaignRow } from '../repositories/campaign.repository.js';

export function mapCampaign(publicId: string, row: CampaignRow): CampaignResponse {
  return { sheet_id: publicId, campaign_data: row.campaign_data, campaign_version: row.campaign_version };
}
