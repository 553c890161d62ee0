import { Injectable } from '@nestjs/common';
import { SHEET_ERROR_CODES } from '@tpp/contracts';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SheetRepository, type SheetRow } from '../repositories/sheet.repository.js';
import { SheetsException } from '../sheets.errors.js';

/** The one way the services reach a team's sheet by its public id. */
@Injectable()
export class TeamSheetService {
  constructor(private readonly sheets: SheetRepository) {}

  /** The caller team's sheet, or 404: another team's sheet answers exactly like a missing one. */
  async require(team: TeamScope, publicId: string, db?: Queryable): Promise<SheetRow> {
    const sheet = await this.sheets.findTeamSheet(team.teamId, publicId, db);
    if (!sheet) throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
    return sheet;
  }
}
