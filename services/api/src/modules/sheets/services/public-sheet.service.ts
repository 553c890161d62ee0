import { Injectable } from '@nestjs/common';
import {
  SHEET_ERROR_CODES,
  type PublicSheetProfileQuery,
  type PublicSheetProfileResponse,
  type PublicSheetQuery,
  type PublicTalentSheet,
} from '@tpp/contracts';
import type { CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';
import { SessionService } from '../../accounts/services/session.service.js';
import { ViewerIds, viewerIdKey } from '../../analytics/services/viewer-ids.service.js';
import { ProfileService } from '../../talent/services/profile.service.js';
import { PublicTeamService } from '../../talent/services/public-team.service.js';
import {
  mapPublicSheetProfile,
  mapPublicTalentSheet,
  withholdCreators,
  withNotes,
} from '../dto/public-sheet.mapper.js';
import { publicSheetPageOf } from '../dto/sheet-requests.dto.js';
import { PublicSheetRepository, type PublicSheetRow } from '../repositories/public-sheet.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { PublicSheetCache } from './public-sheet-cache.js';
import { publicIdFromPath } from './sheet-path.js';

/** Who asks for a shared sheet: the browser's viewer cookie (raw, checked here) and session token. */
export interface SheetVisitor {
  viewerCookie: string | undefined;
  sessionToken: string | null;
}

/** A public sheet page and whether it may be kept by shared caches (never for a gated sheet). */
export interface SheetPageAnswer {
  answer: CachedAnswer;
  /** The sheet is behind the registration gate: the answer depends on who asks. */
  perVisitor: boolean;
}

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
    private readonly viewerIds: ViewerIds,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Whether this visitor may see the sheet's creators. A sheet of a team that requires
   * registration shows them only to a browser that passed this sheet's gate (its signed viewer id
   * has a grant for this sheet: a grant on another sheet, a forged or missing cookie count for
   * nothing) or to a signed-in member of the sheet's own team (the editor's Preview).
   */
  async maySeeCreators(sheet: PublicSheetRow, visitor: SheetVisitor): Promise<boolean> {
    if (!sheet.gated) return true;
    const [id, auth] = await Promise.all([
      this.viewerIds.read(visitor.viewerCookie),
      visitor.sessionToken ? this.sessions.resolve(visitor.sessionToken).catch(() => null) : null,
    ]);
    if (auth?.team?.teamId === sheet.team_id) return true;
    return id !== null && this.sheets.granted(sheet.id, viewerIdKey(id));
  }

  /** 403 REGISTRATION_REQUIRED unless the visitor may see the sheet's creators. */
  async assertMaySeeCreators(sheet: PublicSheetRow, visitor: SheetVisitor): Promise<void> {
    if (!(await this.maySeeCreators(sheet, visitor)))
      throw new SheetsException(SHEET_ERROR_CODES.registrationRequired);
  }

  /**
   * The sheet if brands may see it, else 404: missing, a campaign sheet (the team's internal
   * outreach tracking, never public), or an unsubmitted creator call response; a deleted sheet (in
   * the trash or purged) answers 404 SHEET_UNAVAILABLE, 'This sheet is no longer available.'.
   * Every public sheet route (page, profile, gate, response form) and, through them, the page boot
   * ask this.
   */
  async visibleSheet(publicId: string): Promise<PublicSheetRow> {
    const row = await this.sheets.find(publicId);
    if (
      !row ||
      row.sheet_type === 'campaign' ||
      (row.sheet_type === 'casting_call_response' && row.response_status !== 'submitted')
    )
      throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
    if (row.deleted) throw new SheetsException(SHEET_ERROR_CODES.sheetUnavailable);
    return row;
  }

  /**
   * One page of a shared sheet. Behind the registration gate a visitor who has not passed it gets
   * the withheld answer (no creator), cached under its own key, so the two answers are never
   * served to each other; such sheets are never answered by the fast path (PublicSheetCache).
   */
  async page(fromPath: string, query: PublicSheetQuery, visitor: SheetVisitor): Promise<SheetPageAnswer> {
    const publicId = publicIdFromPath(fromPath);
    const { page, limit } = publicSheetPageOf(query);
    const open = PublicSheetCache.keyOf(page, limit);
    const hit = this.cache.getByPublicId(publicId, open);
    if (hit) return { answer: hit, perVisitor: false };
    const sheet = await this.visibleSheet(publicId);
    const withheld = !(await this.maySeeCreators(sheet, visitor));
    const key = withheld ? PublicSheetCache.withheldKeyOf(page, limit) : open;
    // Only the screens' page sizes and pages with creators are kept; any other answer is built for
    // this request alone (PublicSheetCache.keeps), so no visitor can fill memory with keys.
    const answer = await this.cache.getOrBuild(
      sheet.id,
      key,
      () => {
        this.cache.rememberPublicId(publicId, sheet.id, sheet.team_id, sheet.gated);
        return this.build(sheet, page, limit, withheld);
      },
      { store: (built) => PublicSheetCache.keeps(page, limit, built as PublicTalentSheet) },
    );
    if (!answer) throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
    return { answer, perVisitor: sheet.gated };
  }

  private async build(
    sheet: PublicSheetRow,
    page: number,
    limit: number,
    withheld: boolean,
  ): Promise<PublicTalentSheet> {
    const [team, members] = await Promise.all([
      this.teams.publicTeam(sheet.team_id),
      this.sheets.members(sheet.team_id, sheet.id),
    ]);
    if (!team) throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
    if (withheld) return withholdCreators(mapPublicTalentSheet(sheet, team, members, [], { page, limit }));
    const pageIds = members.slice((page - 1) * limit, page * limit).map((member) => member.influencer_id);
    const [cards, notes] = await Promise.all([
      this.teams.cards(sheet.team_id, pageIds, team.display_settings),
      this.sheets.notes(sheet.id, pageIds),
    ]);
    return mapPublicTalentSheet(sheet, team, members, withNotes(cards, notes), { page, limit });
  }

  async profile(query: PublicSheetProfileQuery, visitor: SheetVisitor): Promise<PublicSheetProfileResponse> {
    const sheet = await this.visibleSheet(query.salesheet_id);
    await this.assertMaySeeCreators(sheet, visitor);
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
