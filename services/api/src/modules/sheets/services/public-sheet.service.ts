import { Injectable } from '@nestjs/common';
import {
  SHEET_ERROR_CODES,
  type PublicSheetProfileQuery,
  type PublicSheetProfileResponse,
  type PublicSheetQuery,
  type PublicTalentSheet,
} from '@tpp/contracts';
import type { CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';
import { ProfileService } from '../../talent/services/profile.service.js';
import { PublicTeamService } from '../../talent/services/public-team.service.js';
import { mapPublicSheetProfile, mapPublicTalentSheet, withNotes } from '../dto/public-sheet.mapper.js';
import { publicSheetPageOf } from '../dto/sheet-requests.dto.js';
import { PublicSheetRepository, type PublicSheetRow } from '../repositories/public-sheet.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { PublicSheetCache } from './public-sheet-cache.js';
import { publicIdFromPath } from './sheet-path.js';

/**
 * GET /api/public/talent-sheets/{hashId} and the sheet profile. The cards are the public roster's
 * (TalentModule's PublicTeamService: same columns, team display settings and hide_engagement_rate),
 * for the creators of one page in sheet order, with the sheet's notes; answers are cached per sheet and page (PublicSheetCache)
 * with an ETag, for the page sizes the screens use only.
 */
@Injectable()
export class PublicSheetService {
  constructor(
    private readonly sheets: PublicSheetRepository,
    private readonly teams: PublicTeamService,
    private readonly cache: PublicSheetCache,
    private readonly profiles: ProfileService,
  ) {}

  /**
   * The sheet if brands may see it, else 404: missing, a campaign sheet (the team's internal
   * outreach tracking, never public), or an unsubmitted creator call response. Every public sheet
   * route (page, profile, gate, response form) and, through them, the page boot ask this.
   */
  async visibleSheet(publicId: string): Promise<PublicSheetRow> {
    const row = await this.sheets.find(publicId);
    if (
      !row ||
      row.sheet_type === 'campaign' ||
      (row.sheet_type === 'casting_call_response' && row.response_status !== 'submitted')
    )
      throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
    return row;
  }

  async page(fromPath: string, query: PublicSheetQuery): Promise<CachedAnswer> {
    const publicId = publicIdFromPath(fromPath);
    const { page, limit } = publicSheetPageOf(query);
    const key = PublicSheetCache.keyOf(page, limit);
    const hit = this.cache.getByPublicId(publicId, key);
    if (hit) return hit;
    const sheet = await this.visibleSheet(publicId);
    // Only the screens' page sizes and pages with creators are kept; any other answer is built for
    // this request alone (PublicSheetCache.keeps), so no visitor can fill memory with keys.
    const answer = await this.cache.getOrBuild(
      sheet.id,
      key,
      () => {
        this.cache.rememberPublicId(publicId, sheet.id, sheet.team_id);
        return this.build(sheet, page, limit);
      },
      { store: (built) => PublicSheetCache.keeps(page, limit, built as PublicTalentSheet) },
    );
    if (!answer) throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
    return answer;
  }

  private async build(sheet: PublicSheetRow, page: number, limit: number): Promise<PublicTalentSheet> {
    const [team, members] = await Promise.all([
      this.teams.publicTeam(sheet.team_id),
      this.sheets.members(sheet.team_id, sheet.id),
    ]);
    if (!team) throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
    const pageIds = members.slice((page - 1) * limit, page * limit).map((member) => member.influencer_id);
    const settings = team.display_settings;
    const [cards, notes] = await Promise.all([
      this.teams.cards(
        sheet.team_id,
        pageIds,
        settings.displayRosterHideEngagment || settings.displayNoEngagment,
      ),
      this.sheets.notes(sheet.id, pageIds),
    ]);
    return mapPublicTalentSheet(sheet, team, members, withNotes(cards, notes), { page, limit });
  }

  async profile(query: PublicSheetProfileQuery): Promise<PublicSheetProfileResponse> {
    const sheet = await this.visibleSheet(query.salesheet_id);
    const [note, rateCards] = await Promise.all([
      this.sheets.note(sheet.id, query.influencer_id),
      this.sheets.rateCards(sheet.id),
    ]);
    if (note === undefined) throw new SheetsException(SHEET_ERROR_CODES.influencerNotFound);
    const profile = await this.profiles.publicProfile(query.influencer_id, sheet.team_id, {
      viaSheet: true,
      rateCards,
    });
    return mapPublicSheetProfile(profile, sheet, note);
  }
}
