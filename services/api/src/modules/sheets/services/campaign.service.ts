import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CAMPAIGN_COLUMNS,
  SHEET_ERROR_CODES,
  SHEET_MESSAGES,
  type CampaignData,
  type CampaignResponse,
  type SaveCampaignResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import type { SaveCampaignDto } from '../dto/sheet-requests.dto.js';
import { sheetNotFound, returning } from './sheet-ids.js';

export const CAMPAIGN_VALUE_MAX_LENGTH = 2000;
const COLUMNS = new Set<string>(CAMPAIGN_COLUMNS);

/** The tracking table of a campaign sheet, versioned separately from the sheet itself. */
@Injectable()
export class CampaignService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private async campaignSheet(
    teamId: number,
    publicId: string,
  ): Promise<{ id: number; campaign_data: CampaignData; campaign_version: number }> {
    const rows: { id: number; sheet_type: string; campaign_data: CampaignData; campaign_version: number }[] =
      await this.db.query(
        `SELECT id, sheet_type, campaign_data, campaign_version FROM talent_sheets WHERE public_id = $1 AND team_id = $2`,
        [publicId, teamId],
      );
    const row = rows[0];
    if (!row) throw sheetNotFound();
    if (row.sheet_type !== 'campaign') throw ApiException.notFound(SHEET_MESSAGES.campaignLoadFailed);
    return row;
  }

  async get(team: TeamScope, publicId: string): Promise<CampaignResponse> {
    const sheet = await this.campaignSheet(team.teamId, publicId);
    return {
      sheet_id: publicId,
      campaign_data: sheet.campaign_data,
      campaign_version: sheet.campaign_version,
    };
  }

  async save(team: TeamScope, body: SaveCampaignDto): Promise<SaveCampaignResponse> {
    const sheet = await this.campaignSheet(team.teamId, body.talent_sheet_id);
    const members: { influencer_id: number }[] = await this.db.query(
      `SELECT influencer_id FROM talent_sheet_influencers WHERE sheet_id = $1`,
      [sheet.id],
    );
    const onSheet = new Set(members.map((row) => String(row.influencer_id)));
    const problems: Record<string, string[]> = {};
    const clean: CampaignData = {};
    for (const [influencerId, row] of Object.entries(body.campaign_data)) {
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
    const fields = Object.keys(problems);
    if (fields.length)
      throw ApiException.badRequest(
        `Please check ${fields.join(', ')}: ${Object.values(problems).flat()[0]}.`,
        problems,
      );
    const rows: { campaign_version: number }[] = returning(
      await this.db.query(
        `UPDATE talent_sheets SET campaign_data = $2, campaign_version = campaign_version + 1, updated_at = now()
        WHERE id = $1 AND campaign_version = $3 RETURNING campaign_version`,
        [sheet.id, JSON.stringify(clean), body.campaign_version],
      ),
    );
    if (!rows[0])
      throw new ApiException(409, SHEET_ERROR_CODES.sheetChanged, SHEET_MESSAGES.sheetChangedElsewhere);
    return { success: true, campaign_version: rows[0].campaign_version };
  }
}
