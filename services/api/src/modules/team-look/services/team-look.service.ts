import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COMMON_ERROR_CODES,
  TEAM_LOOK_ERROR_CODES,
  type DismissNoticeRequest,
  type SetSheetRateCardsRequest,
  type SetTeamLogoRequest,
  type SetTeamOptionsRequest,
  type SheetRateCardsResponse,
  type TeamLookResponse,
  type UserNoticesResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { authorize } from '../../accounts/auth/policies.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { TeamSheetService } from '../../sheets/services/team-sheet.service.js';
import { PublicRosterCache } from '../../talent/services/public-roster-cache.js';
import { UploadsService } from '../../uploads/services/uploads.service.js';
import { uploadUrl } from '../../uploads/upload-keys.js';
import { mapSheetRateCards, mapTeamLook, mapUserNotices } from '../dto/team-look.mapper.js';
import { TeamLookRepository, type TeamLookRow } from '../repositories/team-look.repository.js';
import { TeamLookException } from '../team-look.errors.js';

/**
 * The team's look: its display settings (set-team-options, partial) and its logos (the upload
 * flow). Team admins and admins only (POLICIES 'team.look'). Every write invalidates the team's
 * public roster answer, which cascades to its public sheets and collections (see the sheets and
 * collections modules), so the public pages follow at once.
 */
@Injectable()
export class TeamLookService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly teams: TeamLookRepository,
    private readonly uploads: UploadsService,
    private readonly rosterCache: PublicRosterCache,
    private readonly teamSheets: TeamSheetService,
  ) {}

  async read(team: TeamScope): Promise<TeamLookResponse> {
    return mapTeamLook(this.found(await this.teams.find(team.teamId)));
  }

  async setOptions(team: TeamScope, body: SetTeamOptionsRequest): Promise<TeamLookResponse> {
    authorize(team, 'team.look');
    const patch = Object.fromEntries(Object.entries(body.options).filter(([, value]) => value !== undefined));
    if (Object.keys(patch).length === 0)
      throw new TeamLookException(TEAM_LOOK_ERROR_CODES.invalidOption, {
        fields: { options: ['options: name at least one option.'] },
      });
    const row = this.found(await this.teams.mergeSettings(team.teamId, patch));
    this.rosterCache.invalidate(team.teamId);
    return mapTeamLook(row);
  }

  async setLogo(team: TeamScope, body: SetTeamLogoRequest): Promise<TeamLookResponse> {
    authorize(team, 'team.look');
    const keys = body.uploadedKey ? [body.uploadedKey] : [];
    await this.uploads.verify(team.teamId, keys, { field: 'uploadedKey', imagesOnly: true });
    const url = body.uploadedKey ? uploadUrl(body.uploadedKey) : null;
    const row = await this.db.transaction(async (tx) => {
      await this.uploads.markUsed(tx, team.teamId, keys, 'public');
      return body.kind === 'dark'
        ? this.teams.mergeSettings(team.teamId, { displayDarkLogo: url }, tx)
        : this.teams.setImageUrl(team.teamId, url, tx);
    });
    this.rosterCache.invalidate(team.teamId);
    return mapTeamLook(this.found(row));
  }

  /** The sheet's rate-card switch; another team's sheet answers 404 like a missing one. */
  async sheetRateCards(team: TeamScope, publicId: string): Promise<SheetRateCardsResponse> {
    const sheet = await this.teamSheets.require(team, publicId);
    const [rateCards, row] = await Promise.all([
      this.teams.sheetRateCards(team.teamId, sheet.id),
      this.teams.find(team.teamId),
    ]);
    return mapSheetRateCards(sheet.public_id, rateCards ?? 'team', this.found(row));
  }

  /**
   * Sets the sheet's rate-card switch; every member who may edit the team's sheets may. The
   * sheet's public profiles read it on every request (they are not cached), so brands see the
   * change at once.
   */
  async setSheetRateCards(team: TeamScope, body: SetSheetRateCardsRequest): Promise<SheetRateCardsResponse> {
    const sheet = await this.teamSheets.require(team, body.sheet_id);
    const saved = await this.teams.setSheetRateCards(team.teamId, sheet.id, body.rate_cards);
    if (!saved) throw new TeamLookException(COMMON_ERROR_CODES.notFound);
    return mapSheetRateCards(sheet.public_id, saved, this.found(await this.teams.find(team.teamId)));
  }

  /** The one-time workspace notices the signed-in user has not dismissed. */
  async notices(team: TeamScope): Promise<UserNoticesResponse> {
    return mapUserNotices(await this.teams.dismissedNotices(team.userId));
  }

  async dismissNotice(team: TeamScope, body: DismissNoticeRequest): Promise<UserNoticesResponse> {
    await this.teams.dismissNotice(team.userId, body.notice);
    return this.notices(team);
  }

  private found(row: TeamLookRow | undefined): TeamLookRow {
    if (!row) throw new TeamLookException(COMMON_ERROR_CODES.notFound);
    return row;
  }
}
