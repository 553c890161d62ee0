import { Injectable } from '@nestjs/common';
import {
  SHEET_ERROR_CODES,
  SHEET_LIMITS,
  type BasicSheetsResponse,
  type InfluencerSheetsResponse,
  type PageQuery,
  type SheetInfluencer,
  type SheetType,
  type TalentSheetResponse,
  type TalentSheetsQuery,
  type TalentSheetsResponse,
} from '@tpp/contracts';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { RosterService } from '../../talent/services/roster.service.js';
import {
  mapBasicSheet,
  mapInfluencerSheetRow,
  mapSheetInfluencer,
  mapTalentSheet,
  mapTalentSheetSummary,
} from '../dto/sheet.mapper.js';
import { SheetEntriesRepository } from '../repositories/sheet-entries.repository.js';
import { SheetListsRepository } from '../repositories/sheet-lists.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { publicIdFromPath } from './sheet-path.js';
import { canManageSheet } from './sheet-trash.service.js';
import { TeamSheetService } from './team-sheet.service.js';

/**
 * Reading the team's sheets: one sheet with its creators, the sheet lists, the pickers' basic list
 * and the sheets a creator is on.
 */
@Injectable()
export class SheetQueriesService {
  constructor(
    private readonly teamSheets: TeamSheetService,
    private readonly entries: SheetEntriesRepository,
    private readonly lists: SheetListsRepository,
    private readonly roster: RosterService,
  ) {}

  /** One sheet with its creators still the team's (roster or pitched); `sheet_type`, when given, must match (else 404). */
  async get(team: TeamScope, fromPath: string, sheetType?: SheetType): Promise<TalentSheetResponse> {
    const sheet = await this.teamSheets.require(team, publicIdFromPath(fromPath));
    if (sheetType && sheet.sheet_type !== sheetType)
      throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
    const [owner, entries] = await Promise.all([
      this.lists.owner(sheet.team_id, sheet.creator_user_id),
      this.entries.editorEntries(team.teamId, sheet.id),
    ]);
    const { rows: byId, reach } = await this.roster.byIds(
      team.teamId,
      entries.map((entry) => entry.influencer_id),
    );
    const influencers: SheetInfluencer[] = [];
    for (const entry of entries) {
      const influencer = byId.get(entry.influencer_id);
      if (influencer) influencers.push(mapSheetInfluencer(influencer, entry));
    }
    return { sheet: mapTalentSheet(sheet, owner, entries, influencers, reach) };
  }

  async list(team: TeamScope, query: TalentSheetsQuery): Promise<TalentSheetsResponse> {
    const limit = query.limit ?? SHEET_LIMITS.sheetsDefaultLimit;
    const page = query.page ?? 1;
    const title = query.title_filter?.trim() ?? '';
    const { rows, total } = await this.lists.list(team.teamId, {
      // A collection can only include talent sheets.
      sheetType: query.for_collection ? 'talent' : (query.sheet_type ?? 'talent'),
      creatorUserId: query.only_mine ? team.userId : undefined,
      titleContains: title.length >= SHEET_LIMITS.sheetTitleFilterMin ? title : undefined,
      publicIds: query.hash_ids ? query.hash_ids.split(',') : undefined,
      limit,
      offset: (page - 1) * limit,
    });
    return {
      sheets: rows.map((row) =>
        mapTalentSheetSummary(row, canManageSheet(team, row.creator_user_id, 'sheet.delete')),
      ),
      total,
      page,
      limit,
    };
  }

  async basic(team: TeamScope): Promise<BasicSheetsResponse> {
    return { sheets: (await this.lists.basic(team.teamId)).map(mapBasicSheet) };
  }

  async influencerSheets(
    team: TeamScope,
    influencerId: number,
    query: PageQuery,
  ): Promise<InfluencerSheetsResponse> {
    await this.roster.requireTeamCreator(team.teamId, influencerId);
    const page = query.page ?? 1;
    const limit = SHEET_LIMITS.profileSheetsPageSize;
    const { rows, total } = await this.lists.ofInfluencer(
      team.teamId,
      influencerId,
      limit,
      (page - 1) * limit,
    );
    return { sheets: rows.map(mapInfluencerSheetRow), total, page, limit };
  }
}
