import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_LIMITS,
  TALENT_ERROR_CODES,
  type PublicSheetInfluencer,
  type PublicSheetProfileResponse,
  type PublicTalentSheet,
  type SheetType,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';
import { mapPublicTeam } from '../../talent/dto/public-team.mapper.js';
import { mapRosterCard } from '../../talent/dto/roster-card.mapper.js';
import {
  CARD_COLUMNS,
  CARD_PRIMARY_ACCOUNT_JOIN,
  type CardRow,
} from '../../talent/repositories/roster-card.sql.js';
import { TEAM_COLUMNS, type TeamRow } from '../../talent/repositories/team.repository.js';
import { ProfileService } from '../../talent/services/profile.service.js';
import { TalentException } from '../../talent/talent.errors.js';
import type { PublicSheetQueryDto } from '../dto/sheet-requests.dto.js';
import { noteHtml } from '../notes/note-html.js';
import { PublicSheetCache } from './public-sheet-cache.js';
import { iso, sheetNotFound } from './sheet-ids.js';

/** A sheet as brands may see it (unsubmitted creator call responses are never public). */
export interface VisibleSheet {
  id: number;
  public_id: string;
  team_id: number;
  creator_user_id: number | null;
  title: string;
  description: string | null;
  sheet_type: SheetType;
  campaign_description: string | null;
  created_at: Date;
}

type SheetCardRow = CardRow & { note: string };

/**
 * GET /api/public/talent-sheets/{hashId} and the sheet profile. The cards are built exactly like
 * the public roster's (PublicRosterService: same columns, team display settings and
 * hide_engagement_rate), for the creators of one page in sheet order; answers are cached per
 * sheet and page (PublicSheetCache) with an ETag.
 */
@Injectable()
export class PublicSheetService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: PublicSheetCache,
    private readonly profiles: ProfileService,
  ) {}

  /** The sheet if brands may see it, else 404 (missing, or an unsubmitted creator call response). */
  async visibleSheet(publicId: string): Promise<VisibleSheet> {
    const rows: (VisibleSheet & { response_status: string | null })[] = await this.db.query(
      `SELECT id, public_id, team_id, creator_user_id, title, description, sheet_type, campaign_description, created_at,
              response_status
         FROM talent_sheets WHERE public_id = $1`,
      [publicId],
    );
    const row = rows[0];
    if (!row || (row.sheet_type === 'casting_call_response' && row.response_status !== 'submitted'))
      throw sheetNotFound();
    return row;
  }

  async page(publicId: string, query: PublicSheetQueryDto): Promise<CachedAnswer> {
    const page = query.page ?? 1;
    const limit = query.limit ?? SHEET_LIMITS.publicSheetPageSize;
    const hit = this.cache.getByPublicId(publicId, `${page}:${limit}`);
    if (hit) return hit;
    const sheet = await this.visibleSheet(publicId);
    this.cache.rememberPublicId(publicId, sheet.id, sheet.team_id);
    const answer = await this.cache.getOrBuild(sheet.id, `${page}:${limit}`, () =>
      this.build(sheet, page, limit),
    );
    if (!answer) throw sheetNotFound();
    return answer;
  }

  async build(sheet: VisibleSheet, page: number, limit: number): Promise<PublicTalentSheet> {
    const [teams, members] = await Promise.all([
      this.db.query(`SELECT ${TEAM_COLUMNS} FROM teams WHERE id = $1`, [sheet.team_id]) as Promise<TeamRow[]>,
      this.db.query(
        `SELECT tsi.influencer_id,
                coalesce((SELECT sum(s.followers) FROM social_accounts s WHERE s.influencer_id = tsi.influencer_id), 0)::text AS reach
           FROM talent_sheet_influencers tsi
           JOIN team_influencers ti ON ti.team_id = $2 AND ti.influencer_id = tsi.influencer_id
          WHERE tsi.sheet_id = $1 ORDER BY tsi.position, tsi.influencer_id`,
        [sheet.id, sheet.team_id],
      ) as Promise<{ influencer_id: number; reach: string }[]>,
    ]);
    const teamRow = teams[0];
    if (!teamRow) throw sheetNotFound();
    const team = mapPublicTeam(teamRow);
    const settings = team.display_settings;
    const ids = members.map((member) => member.influencer_id);
    const pageIds = ids.slice((page - 1) * limit, page * limit);
    const rows: SheetCardRow[] = pageIds.length ? await this.cards(sheet, pageIds) : [];
    const hideAllEngagement = settings.displayRosterHideEngagment || settings.displayNoEngagment;
    const influencers = rows.map((row): PublicSheetInfluencer => ({
      ...mapRosterCard(row, hideAllEngagement),
      note: row.note,
      note_html: noteHtml(row.note),
    }));
    return {
      team_id: team.id,
      team_name: team.team_name,
      team_image_url: team.team_image_url,
      team_contact_email: team.team_contact_email,
      team_phone: team.team_phone,
      team_homepage: team.team_homepage,
      team_bio: team.team_bio,
      id: sheet.public_id,
      title: sheet.title,
      description: sheet.description,
      sheet_type: sheet.sheet_type,
      influencer_ids: ids,
      notes: Object.fromEntries(rows.map((row) => [String(row.id), row.note])),
      settings,
      access_restricted: settings.displayRequireRegistration,
      campaign_description: sheet.campaign_description,
      reach: members.reduce((sum, member) => sum + Number(member.reach), 0),
      created_at: iso(sheet.created_at),
      page,
      limit,
      total_influencers: ids.length,
      influencers,
    };
  }

  /** The public roster's card columns for these creators, in the given order, with their notes. */
  private cards(sheet: VisibleSheet, ids: number[]): Promise<SheetCardRow[]> {
    return this.db.query(
      `SELECT ${CARD_COLUMNS}, tsi.note
         FROM unnest($3::int[]) WITH ORDINALITY AS wanted(influencer_id, ord)
         JOIN talent_sheet_influencers tsi ON tsi.sheet_id = $1 AND tsi.influencer_id = wanted.influencer_id
         JOIN team_influencers ti ON ti.team_id = $2 AND ti.influencer_id = wanted.influencer_id
         JOIN influencers i ON i.id = wanted.influencer_id
         ${CARD_PRIMARY_ACCOUNT_JOIN}
        ORDER BY wanted.ord`,
      [sheet.id, sheet.team_id, ids],
    );
  }

  async profile(publicId: string, influencerId: number): Promise<PublicSheetProfileResponse> {
    const sheet = await this.visibleSheet(publicId);
    const rows: { note: string }[] = await this.db.query(
      `SELECT note FROM talent_sheet_influencers WHERE sheet_id = $1 AND influencer_id = $2`,
      [sheet.id, influencerId],
    );
    if (!rows[0]) throw new TalentException(TALENT_ERROR_CODES.influencerNotFound);
    const profile = await this.profiles.publicProfile(influencerId, sheet.team_id);
    return {
      ...profile,
      salesheet_id: sheet.public_id,
      note: rows[0].note,
      note_html: noteHtml(rows[0].note),
    };
  }
}
