import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_ERROR_CODES,
  SHEET_LIMITS,
  SHEET_MESSAGES,
  type ClientResponseRequest,
  type ClientResponseResponse,
  type CopySheetRequest,
  type CopySheetResponse,
  type PublicTitleRequest,
  type PublicTitleResponse,
  type RemoveInfluencerFromSheetsRequest,
  type RemoveInfluencerFromSheetsResponse,
  type SaveTalentSheetRequest,
  type SaveTalentSheetResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { RosterService } from '../../talent/services/roster.service.js';
import { CastingCallRepository } from '../repositories/casting-call.repository.js';
import { SheetEntriesRepository, type SheetEntry } from '../repositories/sheet-entries.repository.js';
import { SheetRepository } from '../repositories/sheet.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { PublicSheetCache } from './public-sheet-cache.js';
import { TeamSheetService } from './team-sheet.service.js';

const C = SHEET_ERROR_CODES;

/** Blank or missing public titles are stored as null. */
function publicTitleOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

/** The sheet a save writes: an existing one (public id and the version the edit was based on) or a new one. */
interface SaveTarget {
  publicId: string | undefined;
  version: number | undefined;
  /** The title of a new creator call response: 'Response: <call title>'. */
  defaultTitle: string;
}

interface SavedSheet {
  id: number;
  public_id: string;
  version: number;
}

/**
 * Writing the team's sheets: save with optimistic versioning, public title, copy, removing
 * a creator from several sheets and client answers. Every write invalidates the sheet's cached
 * public answers.
 */
@Injectable()
export class SheetService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sheets: SheetRepository,
    private readonly entries: SheetEntriesRepository,
    private readonly calls: CastingCallRepository,
    private readonly teamSheets: TeamSheetService,
    private readonly cache: PublicSheetCache,
    private readonly roster: RosterService,
  ) {}

  async save(team: TeamScope, body: SaveTalentSheetRequest): Promise<SaveTalentSheetResponse> {
    const title = body.title.trim();
    checkSave(body, title);
    const saved = await this.db.transaction(async (tx) => {
      await this.pitch(
        tx,
        team,
        body.influencers.map((entry) => entry.influencer_id),
      );
      const notes = await this.notesOf(tx, team, body);
      const target = isResponse(body)
        ? await this.responseTarget(tx, team, body)
        : { publicId: body.sheet_id, version: body.version, defaultTitle: '' };
      const sheet =
        target.publicId === undefined
          ? await this.create(tx, team, body, title || target.defaultTitle)
          : await this.update(tx, team, body, title, target);
      await this.replaceEntries(tx, team, sheet.id, notes);
      return sheet;
    });
    this.cache.invalidate(saved.id);
    return { success: true, sheet_id: saved.public_id, version: saved.version };
  }

  /**
   * Every creator of the save becomes the team's: a directory creator not on the roster becomes a
   * pitched creator, in the save's transaction (talent README, "Pitched creators"). A creator that
   * does not exist answers 400 NOT_ON_ROSTER naming `influencers` (and the save writes nothing).
   */
  private async pitch(tx: Queryable, team: TeamScope, ids: number[]): Promise<void> {
    const missing = await this.roster.pitch(team.teamId, ids, tx);
    if (missing.length)
      throw new SheetsException(C.notOnRoster, {
        message: `These creators could not be found: ${missing.join(', ')}.`,
        fields: {
          influencers: [`influencers must be existing creators (not found: ${missing.join(', ')})`],
        },
      });
  }

  /** The creators in order with their notes; when copying, blank notes are taken from the source sheet. */
  private async notesOf(
    tx: Queryable,
    team: TeamScope,
    body: SaveTalentSheetRequest,
  ): Promise<{ influencer_id: number; note: string }[]> {
    if (!body.duplicate_sheet_id) return body.influencers;
    const source = await this.teamSheets.require(team, body.duplicate_sheet_id, tx);
    const sourceNotes = await this.entries.notes(team.teamId, source.id, tx);
    return body.influencers.map((entry) => ({
      influencer_id: entry.influencer_id,
      note: entry.note.trim() ? entry.note : (sourceNotes.get(entry.influencer_id) ?? ''),
    }));
  }

  /** One response sheet per team and call: saving again without sheet_id updates it. */
  private async responseTarget(
    tx: Queryable,
    team: TeamScope,
    body: SaveTalentSheetRequest,
  ): Promise<SaveTarget> {
    const callId = body.casting_call_id!;
    const call = await this.calls.openState(callId, tx);
    if (call === undefined) throw new SheetsException(C.castingCallNotFound);
    if (call.closed) throw new SheetsException(C.castingCallClosed);
    const defaultTitle = `Response: ${call.title}`;
    const existing = await this.sheets.findResponseSheet(team.teamId, callId, tx);
    if (existing && !body.sheet_id)
      return { publicId: existing.public_id, version: body.version ?? existing.version, defaultTitle };
    return { publicId: body.sheet_id, version: body.version, defaultTitle };
  }

  private async create(
    tx: Queryable,
    team: TeamScope,
    body: SaveTalentSheetRequest,
    title: string,
  ): Promise<SavedSheet> {
    const response = isResponse(body);
    return this.sheets.insert(
      {
        teamId: team.teamId,
        creatorUserId: team.userId,
        title,
        description: publicTitleOf(body.description),
        sheetType: body.sheet_type,
        castingCallId: response ? body.casting_call_id! : null,
        responseStatus: response ? 'created' : null,
      },
      tx,
    );
  }

  /** Writes the sheet if it is still at the version the edit was based on, else 409 SHEET_CHANGED. */
  private async update(
    tx: Queryable,
    team: TeamScope,
    body: SaveTalentSheetRequest,
    title: string,
    target: SaveTarget,
  ): Promise<SavedSheet> {
    const current = await this.teamSheets.require(team, target.publicId!, tx);
    const currentIsResponse = current.sheet_type === 'casting_call_response';
    if (isResponse(body) !== currentIsResponse)
      throw new SheetsException(C.sheetTypeFixed, {
        fields: { sheet_type: [`sheet_type must be ${current.sheet_type}`] },
      });
    if (currentIsResponse && current.casting_call_id !== body.casting_call_id)
      throw new SheetsException(C.castingCallMismatch, {
        fields: { casting_call_id: ['casting_call_id must be the call this response answers'] },
      });
    const updated = await this.sheets.updateVersioned(
      team.teamId,
      current.id,
      target.version ?? null,
      {
        title: title || current.title,
        description: body.description === undefined ? undefined : publicTitleOf(body.description),
        sheetType: currentIsResponse ? current.sheet_type : body.sheet_type,
      },
      tx,
    );
    if (!updated) throw new SheetsException(C.sheetChanged);
    return { id: updated.id, public_id: current.public_id, version: updated.version };
  }

  /** Replaces the sheet's creators in order, keeping the client answers of creators that stay. */
  private async replaceEntries(
    tx: Queryable,
    team: TeamScope,
    sheetId: number,
    notes: { influencer_id: number; note: string }[],
  ): Promise<void> {
    const previous = await this.entries.clear(team.teamId, sheetId, tx);
    const kept = new Map(previous.map((row) => [row.influencer_id, row]));
    const entries = notes.map(({ influencer_id, note }): SheetEntry => ({
      influencer_id,
      note,
      client_accepted: kept.get(influencer_id)?.client_accepted ?? false,
      client_note: kept.get(influencer_id)?.client_note ?? null,
    }));
    await this.entries.insert(team.teamId, sheetId, entries, tx);
  }

  async publicTitle(team: TeamScope, body: PublicTitleRequest): Promise<PublicTitleResponse> {
    const sheet = await this.teamSheets.require(team, body.sheet_id);
    const saved = await this.sheets.setPublicTitle(
      team.teamId,
      sheet.id,
      publicTitleOf(body.public_title),
      body.version ?? null,
    );
    if (!saved) throw new SheetsException(C.sheetChanged);
    this.cache.invalidate(sheet.id);
    return { success: true, description: saved.description, version: saved.version };
  }

  async copy(team: TeamScope, body: CopySheetRequest): Promise<CopySheetResponse> {
    const title = body.new_sheet_title.trim();
    if (!title)
      throw new SheetsException(C.sheetNameRequired, {
        fields: { new_sheet_title: [SHEET_MESSAGES.sheetNameRequired] },
      });
    const source = await this.teamSheets.require(team, body.sheet_id);
    const copy = await this.db.transaction(async (tx) => {
      const created = await this.sheets.insertTalentSheet(team.teamId, team.userId, title, tx);
      await this.entries.copy(team.teamId, source.id, created.id, tx);
      return created;
    });
    return { success: true, sheet_id: copy.public_id };
  }

  async removeInfluencer(
    team: TeamScope,
    body: RemoveInfluencerFromSheetsRequest,
  ): Promise<RemoveInfluencerFromSheetsResponse> {
    if (!body.sheet_ids.length) return { success: true, removed: 0 };
    // Every named sheet must be the caller team's: another team's answers 404 like a missing one.
    const owned = await this.sheets.countTeamSheets(team.teamId, body.sheet_ids);
    if (owned !== new Set(body.sheet_ids).size) throw new SheetsException(C.sheetNotFound);
    if (await this.calls.anyClosedResponse(team.teamId, body.sheet_ids))
      throw new SheetsException(C.castingCallClosed);
    const removed = await this.db.transaction(async (tx) => {
      const sheetIds = await this.entries.removeFromSheets(
        team.teamId,
        body.sheet_ids,
        body.influencer_id,
        tx,
      );
      if (sheetIds.length) await this.sheets.bumpVersions(team.teamId, sheetIds, tx);
      return sheetIds;
    });
    this.cache.invalidate(...removed);
    return { success: true, removed: removed.length };
  }

  async clientResponse(team: TeamScope, body: ClientResponseRequest): Promise<ClientResponseResponse> {
    if ((body.client_accepted === undefined) === (body.client_note === undefined))
      throw new SheetsException(C.clientResponseInvalid, {
        fields: { client_accepted: ['exactly one of client_accepted and client_note is required'] },
      });
    const sheet = await this.teamSheets.require(team, body.sheet_id);
    const accepted = body.client_accepted;
    const row = await this.entries.setClientAnswer(
      team.teamId,
      sheet.id,
      body.influencer_id,
      accepted !== undefined
        ? { client_accepted: accepted }
        : { client_note: body.client_note?.trim() || null },
    );
    if (!row) throw new SheetsException(C.influencerNotFound);
    return accepted !== undefined
      ? { success: true, client_accepted: row.client_accepted }
      : { success: true, client_note: row.client_note };
  }
}

function isResponse(body: SaveTalentSheetRequest): boolean {
  return body.sheet_type === 'casting_call_response';
}

/** The rules of a save that need no database: a title, no creator twice, a creator call response's limit and call. */
function checkSave(body: SaveTalentSheetRequest, title: string): void {
  const response = isResponse(body);
  if (!title && !response)
    throw new SheetsException(C.sheetNameRequired, { fields: { title: ['title is required'] } });
  const ids = body.influencers.map((entry) => entry.influencer_id);
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (duplicates.length)
    throw new SheetsException(C.duplicateInfluencer, {
      message: `A creator is on the sheet twice (${duplicates.join(', ')}).`,
      fields: { influencers: [`influencers must not repeat a creator (${duplicates.join(', ')})`] },
    });
  if (response && ids.length > SHEET_LIMITS.castingCallMaxTalent)
    throw new SheetsException(C.castingCallLimit, {
      fields: { influencers: [SHEET_MESSAGES.castingCallLimit] },
    });
  if (response && body.casting_call_id === undefined)
    throw new SheetsException(C.castingCallRequired, {
      fields: { casting_call_id: ['casting_call_id is required for a creator call response'] },
    });
}
