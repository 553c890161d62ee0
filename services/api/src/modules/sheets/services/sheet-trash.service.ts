import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_ERROR_CODES,
  SHEET_LIMITS,
  type SuccessResponse,
  type TrashedSheetsResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { Housekeeping } from '../../../infrastructure/jobs/housekeeping.service.js';
import { authorize, isAllowed, type PolicyAction } from '../../accounts/auth/policies.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { mapTrashedSheet } from '../dto/sheet.mapper.js';
import { SheetTrashRepository } from '../repositories/sheet-trash.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { PublicSheetCache } from './public-sheet-cache.js';

const C = SHEET_ERROR_CODES;
/** How many expired sheets one purge transaction takes. */
const PURGE_BATCH = 200;

/** Whether the caller may delete, restore or delete forever a sheet made by `creatorUserId`. */
export function canManageSheet(team: TeamScope, creatorUserId: number | null, action: PolicyAction): boolean {
  return (creatorUserId !== null && creatorUserId === team.userId) || isAllowed(team, action);
}

function requireManage(team: TeamScope, creatorUserId: number | null, action: PolicyAction): void {
  if (!canManageSheet(team, creatorUserId, action)) authorize(team, action);
}

/**
 * The sheets' trash (sheets README, "Trash"). Deleting moves a sheet to the trash: every private
 * and public read skips it at once (its public links say it is no longer available), its collection
 * places are kept but hidden. Restoring brings it back as it was. After SHEET_LIMITS.trashDays days
 * (the `sheet-trash-purge` housekeeping task) or at "Delete forever" it is purged: a tombstone row
 * keeps its title and public id so its statistics stay in the team's totals. Only the sheet's owner
 * or a team admin (or an administrator) may delete, restore or delete forever.
 */
@Injectable()
export class SheetTrashService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly trash: SheetTrashRepository,
    private readonly cache: PublicSheetCache,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      name: 'sheet-trash-purge',
      run: async () => ({ sheets: await this.purgeExpired() }),
    });
  }

  async delete(team: TeamScope, publicId: string): Promise<SuccessResponse> {
    const sheet = await this.trash.findLive(team.teamId, publicId);
    if (!sheet) throw new SheetsException(C.sheetNotFound);
    requireManage(team, sheet.creator_user_id, 'sheet.delete');
    if (!(await this.trash.trash(team.teamId, sheet.id, team.userId)))
      throw new SheetsException(C.sheetNotFound);
    this.cache.invalidate(sheet.id);
    return { success: true };
  }

  async list(team: TeamScope): Promise<TrashedSheetsResponse> {
    const rows = await this.trash.list(team.teamId, SHEET_LIMITS.trashDays);
    return {
      sheets: rows.map((row) =>
        mapTrashedSheet(row, canManageSheet(team, row.creator_user_id, 'sheet.restore')),
      ),
    };
  }

  async restore(team: TeamScope, publicId: string): Promise<SuccessResponse> {
    const sheetId = await this.db.transaction(async (tx) => {
      const sheet = await this.trash.findTrashed(team.teamId, publicId, tx);
      if (!sheet) throw new SheetsException(C.sheetNotFound);
      requireManage(team, sheet.creator_user_id, 'sheet.restore');
      // A team has one live response per creator call: a newer one blocks restoring an old one.
      if (
        sheet.casting_call_id !== null &&
        (await this.trash.hasLiveResponse(team.teamId, sheet.casting_call_id, tx))
      )
        throw new SheetsException(C.sheetRestoreConflict);
      await this.trash.restore(team.teamId, sheet.id, tx);
      return sheet.id;
    });
    this.cache.invalidate(sheetId);
    return { success: true };
  }

  /** Purges one sheet of the trash now (a live sheet must be deleted first: 404). */
  async deleteForever(team: TeamScope, publicId: string): Promise<SuccessResponse> {
    const sheetId = await this.db.transaction(async (tx) => {
      const sheet = await this.trash.findTrashed(team.teamId, publicId, tx);
      if (!sheet) throw new SheetsException(C.sheetNotFound);
      requireManage(team, sheet.creator_user_id, 'sheet.delete');
      await this.trash.purge([sheet.id], tx);
      return sheet.id;
    });
    this.cache.invalidate(sheetId);
    return { success: true };
  }

  /** Purges every sheet that has been in the trash for SHEET_LIMITS.trashDays days; how many. */
  async purgeExpired(): Promise<number> {
    let purged = 0;
    for (;;) {
      const ids = await this.db.transaction(async (tx) =>
        this.trash.purge(await this.trash.dueForPurge(SHEET_LIMITS.trashDays, PURGE_BATCH, tx), tx),
      );
      purged += ids.length;
      if (ids.length) this.cache.invalidate(...ids);
      if (ids.length < PURGE_BATCH) return purged;
    }
  }
}
