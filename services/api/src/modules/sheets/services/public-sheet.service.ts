import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_LIMITS,
  SOCIAL_PLATFORMS,
  type AgeBucket,
  type PublicSheetInfluencer,
  type PublicSheetProfileResponse,
  type PublicTalentSheet,
  type SheetType,
  type SocialPlatform,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { influencerNotFound } from '../../talent/services/talent-errors.js';
import { publicTeam, TEAM_COLUMNS, type TeamRow } from '../../talent/services/display-settings.js';
import { primaryAgeGroup, ProfileService } from '../../talent/services/profile.service.js';
import type { PublicSheetQueryDto } from '../dto/sheet-requests.dto.js';
import { noteHtml } from '../notes/note-html.js';
import { PublicSheetCache, type CachedSheetPage } from './public-sheet-cache.js';
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

interface CardRow {
  id: number;
  fullname: string;
  tagline: string | null;
  picture_main_url: string;
  hide_engagement_rate: boolean;
  engagement_rate: number | null;
  female: number | null;
  a13: number | null;
  a18: number | null;
  a25: number | null;
  a35: number | null;
  a45: number | null;
  socials: [number, string, string, string][] | null;
  note: string;
}

const IS_SHOWN_PLATFORM = new Set<string>(SOCIAL_PLATFORMS);
const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

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

  async page(publicId: string, query: PublicSheetQueryDto): Promise<CachedSheetPage> {
    const sheet = await this.visibleSheet(publicId);
    const page = query.page ?? 1;
    const limit = query.limit ?? SHEET_LIMITS.publicSheetPageSize;
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
    const team = publicTeam(teamRow);
    const settings = team.display_settings;
    const ids = members.map((member) => member.influencer_id);
    const pageIds = ids.slice((page - 1) * limit, page * limit);
    const rows: CardRow[] = pageIds.length ? await this.cards(sheet, pageIds) : [];
    const hideAllEngagement = settings.displayRosterHideEngagment || settings.displayNoEngagment;
    const influencers = rows.map((row): PublicSheetInfluencer => {
      const socials: PublicSheetInfluencer['socials'] = [];
      let reach = 0;
      for (const [id, platform, followersText, handle] of row.socials ?? []) {
        const followers = Number(followersText);
        reach += followers;
        if (IS_SHOWN_PLATFORM.has(platform))
          socials.push({ id, platform: platform as SocialPlatform, followers, handle });
      }
      const hideEngagement = row.hide_engagement_rate || hideAllEngagement;
      return {
        id: row.id,
        fullname: row.fullname,
        tagline: row.tagline,
        picture_main_url: row.picture_main_url,
        total_reach: reach,
        socials,
        primary_engagement_rate: hideEngagement ? null : round2(row.engagement_rate),
        hide_engagement_rate: hideEngagement,
        primary_female_audience: round2(row.female),
        primary_age_group: primaryAgeGroup({
          '13-17': round2(row.a13),
          '18-24': round2(row.a18),
          '25-34': round2(row.a25),
          '35-44': round2(row.a35),
          '45-64': round2(row.a45),
        } satisfies Record<AgeBucket, number | null>),
        note: row.note,
        note_html: noteHtml(row.note),
      };
    });
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
  private cards(sheet: VisibleSheet, ids: number[]): Promise<CardRow[]> {
    return this.db.query(
      `SELECT i.id, coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS fullname, ti.tagline,
              coalesce(ti.custom_picture_url, i.picture_main_url) AS picture_main_url, ti.hide_engagement_rate,
              p.engagement_rate, p.audience_female_percent AS female,
              p.audience_age_13_17 AS a13, p.audience_age_18_24 AS a18, p.audience_age_25_34 AS a25,
              p.audience_age_35_44 AS a35, p.audience_age_45_64 AS a45,
              (SELECT json_agg(json_build_array(s.id, s.platform, s.followers::text, s.platform_account_name)
                               ORDER BY (s.id = p.id) DESC, s.followers DESC, s.id)
                 FROM social_accounts s WHERE s.influencer_id = i.id) AS socials,
              tsi.note
         FROM unnest($3::int[]) WITH ORDINALITY AS wanted(influencer_id, ord)
         JOIN talent_sheet_influencers tsi ON tsi.sheet_id = $1 AND tsi.influencer_id = wanted.influencer_id
         JOIN team_influencers ti ON ti.team_id = $2 AND ti.influencer_id = wanted.influencer_id
         JOIN influencers i ON i.id = wanted.influencer_id
         LEFT JOIN LATERAL (
           SELECT s.id, s.engagement_rate, s.audience_female_percent, s.audience_age_13_17, s.audience_age_18_24,
                  s.audience_age_25_34, s.audience_age_35_44, s.audience_age_45_64
             FROM social_accounts s WHERE s.influencer_id = i.id
            ORDER BY (s.id = i.primary_social_id) DESC, s.followers DESC, s.id LIMIT 1) p ON true
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
    if (!rows[0]) throw influencerNotFound();
    const profile = await this.profiles.publicProfile(influencerId, sheet.team_id);
    return {
      ...profile,
      salesheet_id: sheet.public_id,
      note: rows[0].note,
      note_html: noteHtml(rows[0].note),
    };
  }
}
