import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_ERROR_CODES,
  SHEET_LIMITS,
  SHEET_MESSAGES,
  type AddToSheetRequest,
  type AddToSheetResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { RosterService } from '../../talent/services/roster.service.js';
import { SheetAppendRepository } from '../repositories/sheet-append.repository.js';
import { SheetRepository } from '../repositories/sheet.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { PublicSheetCache } from './public-sheet-cache.js';
import { TeamSheetService } from './team-sheet.service.js';

const C = SHEET_ERROR_CODES;

interface Target {
  id: number;
  public_id: string;
  title: string;
  version: number;
  isNew: boolean;
}

/**
 * "Add to a sheet" for many creators (the roster's and the search's selection, a creator's Edit
 * Sheets): one request appends them to the end of one of the team's talent sheets, or of a new one.
 * Creators already on it are skipped, and what does not fit the sheet's limit is counted, not
 * added. Directory creators become pitched creators of the team, as a sheet save makes them.
 */
@Injectable()
export class SheetAppendService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sheets: SheetRepository,
    private readonly members: SheetAppendRepository,
    private readonly teamSheets: TeamSheetService,
    private readonly roster: RosterService,
    private readonly cache: PublicSheetCache,
  ) {}

  async add(team: TeamScope, body: AddToSheetRequest): Promise<AddToSheetResponse> {
    if ((body.sheet_id === undefined) === (body.new_sheet_title === undefined))
      throw new SheetsException(C.sheetNameRequired, {
        message: 'Choose a sheet or name a new one.',
        fields: { sheet_id: ['send either sheet_id or new_sheet_title'] },
      });
    const newTitle = body.new_sheet_title?.trim();
    if (newTitle === '')
      throw new SheetsException(C.sheetNameRequired, {
        fields: { new_sheet_title: [SHEET_MESSAGES.sheetNameRequired] },
      });
    const ids = [...new Set(body.influencer_ids)];
    const answer = await this.db.transaction(async (tx) => {
      const missing = await this.roster.pitch(team.teamId, ids, tx);
      if (missing.length)
        throw new SheetsException(C.notOnRoster, {
          message: `These creators could not be found: ${missing.join(', ')}.`,
          fields: {
            influencer_ids: [`influencer_ids must be existing creators (not found: ${missing.join(', ')})`],
          },
        });
      const sheet = newTitle
        ? await this.create(tx, team, newTitle)
        : await this.existing(tx, team, body.sheet_id!);
      const present = new Set((await this.members.lockMembers(team.teamId, sheet.id, tx)) ?? []);
      const fresh = ids.filter((id) => !present.has(id));
      const room = Math.max(0, SHEET_LIMITS.sheetMaxTalent - present.size);
      const added = fresh.slice(0, room);
      await this.members.append(team.teamId, sheet.id, added, tx);
      const version =
        added.length && !sheet.isNew
          ? await this.members.bumpVersion(team.teamId, sheet.id, tx)
          : sheet.version;
      return {
        sheetId: sheet.id,
        response: {
          success: true as const,
          sheet_id: sheet.public_id,
          title: sheet.title,
          version,
          added,
          already_on_sheet: ids.length - fresh.length,
          not_added: fresh.length - added.length,
        },
      };
    });
    this.cache.invalidate(answer.sheetId);
    return answer.response;
  }

  private async existing(tx: Queryable, team: TeamScope, publicId: string): Promise<Target> {
    const sheet = await this.teamSheets.require(team, publicId, tx);
    if (sheet.sheet_type !== 'talent')
      throw new SheetsException(C.notTalentSheet, {
        fields: { sheet_id: ['sheet_id must be a talent sheet'] },
      });
    return {
      id: sheet.id,
      public_id: sheet.public_id,
      title: sheet.title,
      version: sheet.version,
      isNew: false,
    };
  }

  private async create(tx: Queryable, team: TeamScope, title: string): Promise<Target> {
    const created = await this.sheets.insertTalentSheet(team.teamId, team.userId, title, tx);
    return { ...created, title, isNew: true };
  }
}
