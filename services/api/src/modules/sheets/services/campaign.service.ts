import { Injectable } from '@nestjs/common';
import {
  CAMPAIGN_COLUMNS,
  SHEET_ERROR_CODES,
  type CampaignData,
  type CampaignResponse,
  type SaveCampaignRequest,
  type SaveCampaignResponse,
} from '@tpp/contracts';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { mapCampaign } from '../dto/campaign.mapper.js';
import { CampaignRepository, type CampaignRow } from '../repositories/campaign.repository.js';
import { SheetEntriesRepository } from '../repositories/sheet-entries.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { publicIdFromPath } from './sheet-path.js';

export const CAMPAIGN_VALUE_MAX_LENGTH = 2000;
const COLUMNS = new Set<string>(CAMPAIGN_COLUMNS);

/**
 * Checks the tracking data against the creators of the sheet and the columns: the clean data, or
 * the problems per field (`campaign_data.<influencer id>[.<column>]`).
 */
function cleanCampaignData(
  data: CampaignData,
  onSheet: Set<string>,
): { clean: CampaignData; problems: Record<string, string[]> } {
  const problems: Record<string, string[]> = {};
  const clean: CampaignData = {};
  for (const [influencerId, row] of Object.entries(data)) {
    const field = `campaign_data.${influencerId}`;
    if (!onSheet.has(influencerId)) {
      problems[field] = [`${influencerId} is not a creator on this sheet`];
      continue;
    }
    if (!row || typeof row !== 'object' || Array.isArray(row)) {
      problems[field] = [`${field} must be an object of column values`];
      continue;
    }
    const cleanRow: Record<string, string> = {};
    for (const [column, value] of Object.entries(row as Record<string, unknown>)) {
      if (!COLUMNS.has(column)) {
        problems[`${field}.${column}`] = [`column must be one of ${CAMPAIGN_COLUMNS.join(', ')}`];
      } else if (typeof value !== 'string') {
        problems[`${field}.${column}`] = ['value must be a string'];
      } else if (value.length > CAMPAIGN_VALUE_MAX_LENGTH) {
        problems[`${field}.${column}`] = [`value must be at most ${CAMPAIGN_VALUE_MAX_LENGTH} characters`];
      } else cleanRow[column] = value;
    }
    clean[influencerId] = cleanRow;
  }
  return { clean, problems };
}

/** The tracking table of a campaign sheet, versioned separately from the sheet itself. */
@Injectable()
export class CampaignService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly entries: SheetEntriesRepository,
  ) {}

  /** The team's campaign sheet: 404 for a missing sheet, and for a sheet that is not a campaign. */
  private async campaignSheet(team: TeamScope, publicId: string): Promise<CampaignRow> {
    const row = await this.campaigns.find(team.teamId, publicId);
    if (!row) throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
    if (row.sheet_type !== 'campaign') throw new SheetsException(SHEET_ERROR_CODES.campaignNotFound);
    return row;
  }

  async get(team: TeamScope, fromPath: string): Promise<CampaignResponse> {
    const publicId = publicIdFromPath(fromPath);
    return mapCampaign(publicId, await this.campaignSheet(team, publicId));
  }

  async save(team: TeamScope, body: SaveCampaignRequest): Promise<SaveCampaignResponse> {
    const sheet = await this.campaignSheet(team, body.talent_sheet_id);
    const onSheet = new Set((await this.entries.influencerIds(team.teamId, sheet.id)).map(String));
    const { clean, problems } = cleanCampaignData(body.campaign_data, onSheet);
    const fields = Object.keys(problems);
    if (fields.length)
      throw new SheetsException(SHEET_ERROR_CODES.campaignDataInvalid, {
        message: `Please check ${fields.join(', ')}: ${Object.values(problems).flat()[0]}.`,
        fields: problems,
      });
    const version = await this.campaigns.save(team.teamId, sheet.id, clean, body.campaign_version);
    if (version === undefined) throw new SheetsException(SHEET_ERROR_CODES.sheetChanged);
    return { success: true, campaign_version: version };
  }
}
