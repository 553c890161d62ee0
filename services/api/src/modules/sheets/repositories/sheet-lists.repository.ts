import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SheetType } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { likePattern, placeholder } from './sql.js';
import { firstRow } from '../../../infrastructure/database/queryable.js';

/** Who made a sheet and the team it belongs to. */
export interface SheetOwnerRow {
  nickname: string | null;
  full_name: string | null;
  email: string | null;
  team_name: string;
  team_image_url: string | null;
}

/** A row of the sheet lists; `influencers` is [id, display name, photo] in sheet order. */
export interface SheetSummaryRow {
  public_id: string;
  title: string;
  description: string | null;
  sheet_type: SheetType;
  created_at: Date;
  updated_at: Date;
  creator_user_id: number | null;
  casting_call_id: number | null;
  nickname: string | null;
  full_name: string | null;
  influencers: [number, string, string][];
}

export interface BasicSheetRow {
  public_id: string;
  title: string;
  description: string | null;
  sheet_type: SheetType;
  influencer_count: number;
  updated_at: Date;
}

/** A sheet a creator is on, with the client's answer for them there. */
export interface InfluencerSheetRowData {
  public_id: string;
  title: string;
  description: string | null;
  sheet_type: SheetType;
  created_at: Date;
  client_accepted: boolean;
  client_note: string | null;
  casting_call_id: number | null;
}

export interface SheetListFilter {
  sheetType: SheetType;
  /** Only the sheets this user made. */
  creatorUserId?: number;
  /** Part of the title, any case. */
  titleContains?: string;
  publicIds?: string[];
  limit: number;
  offset: number;
}

/** The team's sheet lists: the paged list, the pickers' basic list, the sheets a creator is on. */
@Injectable()
export class SheetListsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async owner(teamId: number, creatorUserId: number | null): Promise<SheetOwnerRow | undefined> {
    return firstRow<SheetOwnerRow>(
      this.db,
      `SELECT u.nickname, u.full_name, u.email, t.name AS team_name, t.image_url AS team_image_url
         FROM teams t LEFT JOIN users u ON u.id = $2 WHERE t.id = $1`,
      [teamId, creatorUserId],
    );
  }

  async list(teamId: number, filter: SheetListFilter): Promise<{ rows: SheetSummaryRow[]; total: number }> {
    const params: unknown[] = [teamId];
    const conditions = [
      'ts.team_id = $1',
      'ts.deleted_at IS NULL',
      `ts.sheet_type = ${placeholder(params, filter.sheetType)}`,
    ];
    if (filter.creatorUserId !== undefined)
      conditions.push(`ts.creator_user_id = ${placeholder(params, filter.creatorUserId)}`);
    if (filter.titleContains !== undefined)
      conditions.push(`lower(ts.title) LIKE ${placeholder(params, likePattern(filter.titleContains))}`);
    if (filter.publicIds)
      conditions.push(`ts.public_id = ANY(${placeholder(params, filter.publicIds)}::text[])`);
    const where = conditions.join(' AND ');
    const [counts, rows] = await Promise.all([
      this.db.query(`SELECT count(*)::int AS total FROM talent_sheets ts WHERE ${where}`, params) as Promise<
        { total: number }[]
      >,
      this.db.query(
        `SELECT ts.public_id, ts.title, ts.description, ts.sheet_type, ts.created_at, ts.updated_at, ts.creator_user_id,
                ts.casting_call_id, u.nickname, u.full_name,
                coalesce((SELECT json_agg(json_build_array(i.id,
                                   coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname),
                                   coalesce(ti.custom_picture_url, i.picture_main_url)) ORDER BY tsi.position, tsi.influencer_id)
                            FROM talent_sheet_influencers tsi
                            JOIN team_influencers ti ON ti.team_id = ts.team_id AND ti.influencer_id = tsi.influencer_id
                            JOIN influencers i ON i.id = tsi.influencer_id
                           WHERE tsi.sheet_id = ts.id), '[]'::json) AS influencers
           FROM talent_sheets ts LEFT JOIN users u ON u.id = ts.creator_user_id
          WHERE ${where}
          ORDER BY ts.updated_at DESC, ts.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      ) as Promise<SheetSummaryRow[]>,
    ]);
    return { rows, total: counts[0]?.total ?? 0 };
  }

  /** Every sheet of the team, last edited first. */
  basic(teamId: number): Promise<BasicSheetRow[]> {
    return this.db.query(
      `SELECT ts.public_id, ts.title, ts.description, ts.sheet_type, ts.updated_at,
              (SELECT count(*)::int FROM talent_sheet_influencers tsi WHERE tsi.sheet_id = ts.id) AS influencer_count
         FROM talent_sheets ts WHERE ts.team_id = $1 AND ts.deleted_at IS NULL ORDER BY ts.updated_at DESC, ts.id DESC`,
      [teamId],
    );
  }

  /** One page of the team's sheets the creator is on, newest first, and how many there are. */
  async ofInfluencer(
    teamId: number,
    influencerId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: InfluencerSheetRowData[]; total: number }> {
    const rows: (InfluencerSheetRowData & { total: number })[] = await this.db.query(
      `SELECT ts.public_id, ts.title, ts.description, ts.sheet_type, ts.created_at, tsi.client_accepted, tsi.client_note,
              ts.casting_call_id, count(*) OVER ()::int AS total
         FROM talent_sheet_influencers tsi JOIN talent_sheets ts ON ts.id = tsi.sheet_id
        WHERE ts.team_id = $1 AND tsi.influencer_id = $2 AND ts.deleted_at IS NULL
        ORDER BY ts.created_at DESC, ts.id DESC LIMIT $3 OFFSET $4`,
      [teamId, influencerId, limit, offset],
    );
    if (rows[0]) return { rows, total: rows[0].total };
    // A page past the end has no row to carry the window count.
    const counts: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM talent_sheet_influencers tsi JOIN talent_sheets ts ON ts.id = tsi.sheet_id
        WHERE ts.team_id = $1 AND tsi.influencer_id = $2 AND ts.deleted_at IS NULL`,
      [teamId, influencerId],
    );
    return { rows, total: counts[0]?.total ?? 0 };
  }
}
