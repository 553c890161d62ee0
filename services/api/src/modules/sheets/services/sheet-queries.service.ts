import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_LIMITS,
  type BasicSheetsResponse,
  type InfluencerSheetsResponse,
  type SheetInfluencer,
  type SheetType,
  type TalentSheet,
  type TalentSheetsResponse,
  type TalentSheetSummary,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { RosterService } from '../../talent/services/roster.service.js';
import type { TalentSheetsQueryDto } from '../dto/sheet-requests.dto.js';
import { markdownToPlainText, shorten } from '../../talent/markdown/plain-text.js';
import { noteHtml } from '../notes/note-html.js';
import { iso, likePattern, sheetNotFound } from './sheet-ids.js';
import { findTeamSheet } from './sheet-rows.js';

interface EntryRow {
  influencer_id: number;
  note: string;
  client_accepted: boolean;
  client_note: string | null;
  like_count: number;
  custom_description: string | null;
  description: string;
}

/** What the editor shows of a creator's profile text: the team's custom description first ('-' hides both). */
function descriptionExcerpt(custom: string | null, description: string): string {
  const chosen = custom?.trim() ? custom : description;
  if (custom?.trim() === '-') return '';
  return shorten(markdownToPlainText(chosen), SHEET_LIMITS.editorDescriptionLength);
}

/**
 * Reading the team's sheets: one sheet with its creators, the sheet lists, the pickers' basic list
 * and the sheets a creator is on. Every query is scoped by the caller's team.
 */
@Injectable()
export class SheetQueriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly roster: RosterService,
  ) {}

  async get(team: TeamScope, publicId: string, sheetType?: SheetType): Promise<TalentSheet> {
    const sheet = await findTeamSheet(this.db.manager, team.teamId, publicId);
    if (sheetType && sheet.sheet_type !== sheetType) throw sheetNotFound();
    const [meta, entries] = await Promise.all([
      this.db.query(
        `SELECT u.nickname, u.full_name, u.email, t.name AS team_name, t.image_url AS team_image_url
           FROM teams t LEFT JOIN users u ON u.id = $2 WHERE t.id = $1`,
        [sheet.team_id, sheet.creator_user_id],
      ) as Promise<
        {
          nickname: string | null;
          full_name: string | null;
          email: string | null;
          team_name: string;
          team_image_url: string | null;
        }[]
      >,
      this.db.query(
        `SELECT tsi.influencer_id, tsi.note, tsi.client_accepted, tsi.client_note,
                (SELECT count(*)::int FROM influencer_likes l WHERE l.sheet_id = tsi.sheet_id
                   AND l.influencer_id = tsi.influencer_id) AS like_count,
                ti.custom_description, i.description
           FROM talent_sheet_influencers tsi
           JOIN team_influencers ti ON ti.team_id = $2 AND ti.influencer_id = tsi.influencer_id
           JOIN influencers i ON i.id = tsi.influencer_id
          WHERE tsi.sheet_id = $1 ORDER BY tsi.position, tsi.influencer_id`,
        [sheet.id, sheet.team_id],
      ) as Promise<EntryRow[]>,
    ]);
    const ids = entries.map((entry) => entry.influencer_id);
    const { rows: byId, reach } = await this.roster.byIds(team.teamId, ids);
    const influencers: SheetInfluencer[] = [];
    for (const entry of entries) {
      const influencer = byId.get(entry.influencer_id);
      if (!influencer) continue;
      influencers.push({
        ...influencer,
        note: entry.note,
        note_html: noteHtml(entry.note),
        client_accepted: entry.client_accepted,
        client_note: entry.client_note,
        like_count: entry.like_count,
        description_excerpt: descriptionExcerpt(entry.custom_description, entry.description),
      });
    }
    const info = meta[0];
    return {
      id: sheet.public_id,
      title: sheet.title,
      description: sheet.description,
      sheet_type: sheet.sheet_type,
      created_at: iso(sheet.created_at),
      updated_at: iso(sheet.updated_at),
      creator_user_id: sheet.creator_user_id ?? 0,
      creator_nickname: info?.nickname || null,
      creator_full_name: info?.full_name || null,
      creator_email: info?.email ?? '',
      team_id: sheet.team_id,
      team_name: info?.team_name ?? '',
      team_image_url: info?.team_image_url ?? null,
      influencer_ids: influencers.map((influencer) => influencer.id),
      notes: Object.fromEntries(entries.map((entry) => [String(entry.influencer_id), entry.note])),
      influencers,
      casting_call_id: sheet.casting_call_id,
      casting_call_response_status: sheet.response_status,
      campaign_description: sheet.campaign_description,
      reach,
      version: sheet.version,
    };
  }

  async list(team: TeamScope, query: TalentSheetsQueryDto): Promise<TalentSheetsResponse> {
    const limit = query.limit ?? SHEET_LIMITS.sheetsDefaultLimit;
    const page = query.page ?? 1;
    const conditions = ['ts.team_id = $1'];
    const params: unknown[] = [team.teamId];
    const sheetType = query.for_collection ? 'talent' : (query.sheet_type ?? 'talent');
    params.push(sheetType);
    conditions.push(`ts.sheet_type = $${params.length}`);
    if (query.only_mine) {
      params.push(team.userId);
      conditions.push(`ts.creator_user_id = $${params.length}`);
    }
    const title = query.title_filter?.trim() ?? '';
    if (title.length >= SHEET_LIMITS.sheetTitleFilterMin) {
      params.push(likePattern(title));
      conditions.push(`lower(ts.title) LIKE $${params.length}`);
    }
    if (query.hash_ids) {
      params.push(query.hash_ids.split(','));
      conditions.push(`ts.public_id = ANY($${params.length}::text[])`);
    }
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
        [...params, limit, (page - 1) * limit],
      ) as Promise<
        {
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
        }[]
      >,
    ]);
    const sheets = rows.map((row): TalentSheetSummary => ({
      id: row.public_id,
      title: row.title,
      description: row.description,
      sheet_type: row.sheet_type,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      creator_user_id: row.creator_user_id ?? 0,
      creator_nickname: row.nickname || null,
      creator_full_name: row.full_name || null,
      influencer_count: row.influencers.length,
      influencers: row.influencers.map(([id, fullname, picture]) => ({
        id,
        fullname,
        picture_main_url: picture,
      })),
      casting_call_id: row.casting_call_id,
    }));
    return { sheets, total: counts[0]?.total ?? 0, page, limit };
  }

  async basic(team: TeamScope): Promise<BasicSheetsResponse> {
    const rows: {
      public_id: string;
      title: string;
      description: string | null;
      sheet_type: SheetType;
      influencer_count: number;
      updated_at: Date;
    }[] = await this.db.query(
      `SELECT ts.public_id, ts.title, ts.description, ts.sheet_type, ts.updated_at,
              (SELECT count(*)::int FROM talent_sheet_influencers tsi WHERE tsi.sheet_id = ts.id) AS influencer_count
         FROM talent_sheets ts WHERE ts.team_id = $1 ORDER BY ts.updated_at DESC, ts.id DESC`,
      [team.teamId],
    );
    return {
      sheets: rows.map((row) => ({
        id: row.public_id,
        title: row.title,
        description: row.description,
        sheet_type: row.sheet_type,
        influencer_count: row.influencer_count,
        updated_at: iso(row.updated_at),
      })),
    };
  }

  async influencerSheets(
    team: TeamScope,
    influencerId: number,
    page: number,
  ): Promise<InfluencerSheetsResponse> {
    await this.roster.requireOnRoster(team.teamId, influencerId);
    const limit = SHEET_LIMITS.profileSheetsPageSize;
    const rows: {
      public_id: string;
      title: string;
      description: string | null;
      sheet_type: SheetType;
      created_at: Date;
      client_accepted: boolean;
      client_note: string | null;
      casting_call_id: number | null;
      total: number;
    }[] = await this.db.query(
      `SELECT ts.public_id, ts.title, ts.description, ts.sheet_type, ts.created_at, tsi.client_accepted, tsi.client_note,
              ts.casting_call_id, count(*) OVER ()::int AS total
         FROM talent_sheet_influencers tsi JOIN talent_sheets ts ON ts.id = tsi.sheet_id
        WHERE ts.team_id = $1 AND tsi.influencer_id = $2
        ORDER BY ts.created_at DESC, ts.id DESC LIMIT $3 OFFSET $4`,
      [team.teamId, influencerId, limit, (page - 1) * limit],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const counts: { total: number }[] = await this.db.query(
        `SELECT count(*)::int AS total FROM talent_sheet_influencers tsi JOIN talent_sheets ts ON ts.id = tsi.sheet_id
          WHERE ts.team_id = $1 AND tsi.influencer_id = $2`,
        [team.teamId, influencerId],
      );
      total = counts[0]?.total ?? 0;
    }
    return {
      sheets: rows.map((row) => ({
        id: row.public_id,
        title: row.title,
        description: row.description,
        sheet_type: row.sheet_type,
        created_at: iso(row.created_at),
        client_accepted: row.client_accepted,
        client_note: row.client_note,
        casting_call_id: row.casting_call_id,
      })),
      total,
      page,
      limit,
    };
  }
}
