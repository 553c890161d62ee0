import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CampaignData, SheetType } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { firstRow, returning } from '../../../infrastructure/database/queryable.js';

/** A team sheet's tracking table, versioned apart from the sheet. */
export interface CampaignRow {
  id: number;
  sheet_type: SheetType;
  campaign_data: CampaignData;
  campaign_version: number;
}

/** The campaign tracking data of talent_sheets. */
@Injectable()
export class CampaignRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(teamId: number, publicId: string): Promise<CampaignRow | undefined> {
    return firstRow<CampaignRow>(
      this.db,
      `SELECT id, sheet_type, campaign_data, campaign_version FROM talent_sheets WHERE public_id = $1 AND team_id = $2 AND deleted_at IS NULL`,
      [publicId, teamId],
    );
  }

  /** Stores the data if the sheet is still at `expectedVersion`: the new version, else undefined. */
  async save(
    teamId: number,
    sheetId: number,
    data: CampaignData,
    expectedVersion: number,
  ): Promise<number | undefined> {
    const rows: { campaign_version: number }[] = returning(
      await this.db.query(
        `UPDATE talent_sheets SET campaign_data = $3, campaign_version = campaign_version + 1, updated_at = now()
          WHERE id = $1 AND team_id = $2 AND campaign_version = $4 RETURNING campaign_version`,
        [sheetId, teamId, JSON.stringify(data), expectedVersion],
      ),
    );
    return rows[0]?.campaign_version;
  }
}
