import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_ERROR_CODES,
  SHEET_LIMITS,
  SHEET_MESSAGES,
  TALENT_ERROR_CODES,
  type ClientResponseResponse,
  type CopySheetResponse,
  type PublicTitleResponse,
  type RemoveInfluencerFromSheetsResponse,
  type SaveTalentSheetResponse,
} from '@tpp/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { TalentException } from '../../talent/talent.errors.js';
import type {
  ClientResponseDto,
  CopySheetDto,
  PublicTitleDto,
  RemoveInfluencerDto,
  SaveTalentSheetDto,
} from '../dto/sheet-requests.dto.js';
import { PublicSheetCache } from './public-sheet-cache.js';
import { castingCallNotFound, newPublicId, sheetNotFound, returning } from './sheet-ids.js';
import { findTeamSheet } from './sheet-rows.js';

/** Blank or missing public titles are stored as null. */
function publicTitle(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

function sheetChanged(): ApiException {
  return new ApiException(409, SHEET_ERROR_CODES.sheetChanged, SHEET_MESSAGES.sheetChangedElsewhere);
}

/**
 * Writing the team's sheets: save with optimistic versioning, public title, copy, delete, removing
 * a creator from several sheets and client answers. Every query is scoped by the caller's team;
 * every write invalidates the sheet's cached public answers.
 */
@Injectable()
export class SheetService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: PublicSheetCache,
  ) {}

  async save(team: TeamScope, body: SaveTalentSheetDto): Promise<SaveTalentSheetResponse> {
    const isResponse = body.sheet_type === 'casting_call_response';
    const title = body.title.trim();
    if (!title && !isResponse)
      throw ApiException.badRequest(SHEET_MESSAGES.sheetNameRequired, { title: ['title is required'] });
    const ids = body.influencers.map((entry) => entry.influencer_id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (duplicates.length)
      throw ApiException.badRequest(`A creator is on the sheet twice (${duplicates.join(', ')}).`, {
        influencers: [`influencers must not repeat a creator (${duplicates.join(', ')})`],
      });
    if (isResponse && ids.length > SHEET_LIMITS.castingCallMaxTalent)
      throw new ApiException(400, SHEET_ERROR_CODES.castingCallLimit, SHEET_MESSAGES.castingCallLimit, {
        fields: { influencers: [SHEET_MESSAGES.castingCallLimit] },
      });
    if (isResponse && body.casting_call_id === undefined)
      throw ApiException.badRequest('A creator call response needs casting_call_id.', {
        casting_call_id: ['casting_call_id is required for a creator call response'],
      });

    const savedId = await this.db.transaction(async (manager) => {
      if (ids.length) {
        const onRoster: { influencer_id: number }[] = await manager.query(
          `SELECT influencer_id FROM team_influencers WHERE team_id = $1 AND influencer_id = ANY($2::int[])`,
          [team.teamId, ids],
        );
        const known = new Set(onRoster.map((row) => row.influencer_id));
        const missing = ids.filter((id) => !known.has(id));
        if (missing.length)
          throw ApiException.badRequest(`These creators are not on your roster: ${missing.join(', ')}.`, {
            influencers: [`influencers must be creators on your roster (not found: ${missing.join(', ')})`],
          });
      }
      let notes = body.influencers.map((entry) => entry.note);
      if (body.duplicate_sheet_id) {
        const source = await findTeamSheet(manager, team.teamId, body.duplicate_sheet_id);
        const rows: { influencer_id: number; note: string }[] = await manager.query(
          `SELECT influencer_id, note FROM talent_sheet_influencers WHERE sheet_id = $1`,
          [source.id],
        );
        const sourceNotes = new Map(rows.map((row) => [row.influencer_id, row.note]));
        notes = body.influencers.map((entry) =>
          entry.note.trim() ? entry.note : (sourceNotes.get(entry.influencer_id) ?? ''),
        );
      }

      let sheetId: number;
      let version: number;
      let targetPublicId = body.sheet_id;
      let expectedVersion = body.version;
      let callTitle = '';
      if (isResponse) {
        const calls: { title: string }[] = await manager.query(
          `SELECT title FROM casting_calls WHERE id = $1`,
          [body.casting_call_id],
        );
        if (!calls[0]) throw castingCallNotFound();
        callTitle = `Response: ${calls[0].title}`;
        const existing: { public_id: string; version: number }[] = await manager.query(
          `SELECT public_id, version FROM talent_sheets WHERE team_id = $1 AND casting_call_id = $2`,
          [team.teamId, body.casting_call_id],
        );
        // One response sheet per team and call: saving again updates it.
        if (existing[0] && !targetPublicId) {
          targetPublicId = existing[0].public_id;
          expectedVersion ??= existing[0].version;
        }
      }
      if (!targetPublicId) {
        const inserted: { id: number; public_id: string; version: number }[] = await manager.query(
          `INSERT INTO talent_sheets (public_id, team_id, creator_user_id, title, description, sheet_type, casting_call_id, response_status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, public_id, version`,
          [
            newPublicId(),
            team.teamId,
            team.userId,
            title || callTitle,
            publicTitle(body.description),
            body.sheet_type,
            isResponse ? body.casting_call_id : null,
            isResponse ? 'created' : null,
          ],
        );
        sheetId = inserted[0]!.id;
        version = inserted[0]!.version;
        targetPublicId = inserted[0]!.public_id;
      } else {
        const current = await findTeamSheet(manager, team.teamId, targetPublicId);
        if (isResponse !== (current.sheet_type === 'casting_call_response'))
          throw ApiException.badRequest(
            'sheet_type cannot change between a creator call response and a sheet.',
            {
              sheet_type: [`sheet_type must be ${current.sheet_type}`],
            },
          );
        if (isResponse && current.casting_call_id !== body.casting_call_id)
          throw ApiException.badRequest('This response belongs to another creator call.', {
            casting_call_id: ['casting_call_id must be the call this response answers'],
          });
        const descriptionSent = body.description !== undefined;
        const updated: { id: number; version: number }[] = returning(
          await manager.query(
            `UPDATE talent_sheets SET title = $3, description = CASE WHEN $4 THEN $5 ELSE description END,
                  sheet_type = $6, version = version + 1, updated_at = now()
            WHERE id = $1 AND version = $2 RETURNING id, version`,
            [
              current.id,
              expectedVersion,
              title || current.title,
              descriptionSent,
              publicTitle(body.description),
              current.sheet_type === 'casting_call_response' ? current.sheet_type : body.sheet_type,
            ],
          ),
        );
        if (!updated[0]) throw sheetChanged();
        sheetId = updated[0].id;
        version = updated[0].version;
      }
      await this.replaceEntries(manager, sheetId, ids, notes);
      return { sheetId, publicId: targetPublicId, version };
    });
    this.cache.invalidate(savedId.sheetId);
    return { success: true, sheet_id: savedId.publicId, version: savedId.version };
  }

  /** Replaces the sheet's creators in order, keeping the client answers of creators that stay. */
  private async replaceEntries(
    manager: EntityManager,
    sheetId: number,
    ids: number[],
    notes: string[],
  ): Promise<void> {
    const previous: { influencer_id: number; client_accepted: boolean; client_note: string | null }[] =
      returning(
        await manager.query(
          `DELETE FROM talent_sheet_influencers WHERE sheet_id = $1 RETURNING influencer_id, client_accepted, client_note`,
          [sheetId],
        ),
      );
    if (!ids.length) return;
    const kept = new Map(previous.map((row) => [row.influencer_id, row]));
    await manager.query(
      `INSERT INTO talent_sheet_influencers (sheet_id, influencer_id, position, note, client_accepted, client_note)
       SELECT $1, x.influencer_id, x.position, x.note, x.client_accepted, x.client_note
         FROM unnest($2::int[], $3::int[], $4::text[], $5::bool[], $6::text[])
              AS x(influencer_id, position, note, client_accepted, client_note)`,
      [
        sheetId,
        ids,
        ids.map((_id, index) => index),
        notes,
        ids.map((id) => kept.get(id)?.client_accepted ?? false),
        ids.map((id) => kept.get(id)?.client_note ?? null),
      ],
    );
  }

  async publicTitle(team: TeamScope, body: PublicTitleDto): Promise<PublicTitleResponse> {
    const sheet = await findTeamSheet(this.db.manager, team.teamId, body.sheet_id);
    const description = publicTitle(body.public_title);
    const rows: { version: number; description: string | null }[] = returning(
      await this.db.query(
        `UPDATE talent_sheets SET description = $2, version = version + 1, updated_at = now()
        WHERE id = $1 AND ($3::int IS NULL OR version = $3) RETURNING version, description`,
        [sheet.id, description, body.version ?? null],
      ),
    );
    if (!rows[0]) throw sheetChanged();
    this.cache.invalidate(sheet.id);
    return { success: true, description: rows[0].description, version: rows[0].version };
  }

  async copy(team: TeamScope, body: CopySheetDto): Promise<CopySheetResponse> {
    const title = body.new_sheet_title.trim();
    if (!title)
      throw ApiException.badRequest(SHEET_MESSAGES.sheetNameRequired, {
        new_sheet_title: [SHEET_MESSAGES.sheetNameRequired],
      });
    const source = await findTeamSheet(this.db.manager, team.teamId, body.sheet_id);
    const publicId = await this.db.transaction(async (manager) => {
      const inserted: { id: number; public_id: string }[] = await manager.query(
        `INSERT INTO talent_sheets (public_id, team_id, creator_user_id, title, sheet_type)
         VALUES ($1, $2, $3, $4, 'talent') RETURNING id, public_id`,
        [newPublicId(), team.teamId, team.userId, title],
      );
      const copy = inserted[0]!;
      await manager.query(
        `INSERT INTO talent_sheet_influencers (sheet_id, influencer_id, position, note)
         SELECT $1, tsi.influencer_id, tsi.position, tsi.note FROM talent_sheet_influencers tsi
           JOIN team_influencers ti ON ti.team_id = $3 AND ti.influencer_id = tsi.influencer_id
          WHERE tsi.sheet_id = $2`,
        [copy.id, source.id, team.teamId],
      );
      return copy.public_id;
    });
    return { success: true, sheet_id: publicId };
  }

  async delete(team: TeamScope, publicId: string): Promise<{ success: true }> {
    const rows: { id: number }[] = returning(
      await this.db.query(`DELETE FROM talent_sheets WHERE public_id = $1 AND team_id = $2 RETURNING id`, [
        publicId,
        team.teamId,
      ]),
    );
    if (!rows[0]) throw sheetNotFound();
    this.cache.invalidate(rows[0].id);
    return { success: true };
  }

  async removeInfluencer(
    team: TeamScope,
    body: RemoveInfluencerDto,
  ): Promise<RemoveInfluencerFromSheetsResponse> {
    if (!body.sheet_ids.length) return { success: true, removed: 0 };
    // Every named sheet must be the caller team's: another team's answers 404 like a missing one.
    const owned: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM talent_sheets WHERE team_id = $1 AND public_id = ANY($2::text[])`,
      [team.teamId, body.sheet_ids],
    );
    if ((owned[0]?.count ?? 0) !== new Set(body.sheet_ids).size) throw sheetNotFound();
    const removed = await this.db.transaction(async (manager) => {
      const rows: { sheet_id: number }[] = returning(
        await manager.query(
          `DELETE FROM talent_sheet_influencers tsi USING talent_sheets ts
          WHERE ts.id = tsi.sheet_id AND ts.team_id = $1 AND ts.public_id = ANY($2::text[]) AND tsi.influencer_id = $3
          RETURNING tsi.sheet_id`,
          [team.teamId, body.sheet_ids, body.influencer_id],
        ),
      );
      const sheetIds = rows.map((row) => row.sheet_id);
      if (sheetIds.length)
        await manager.query(
          `UPDATE talent_sheets SET version = version + 1, updated_at = now() WHERE id = ANY($1::int[])`,
          [sheetIds],
        );
      return sheetIds;
    });
    this.cache.invalidate(...removed);
    return { success: true, removed: removed.length };
  }

  async clientResponse(team: TeamScope, body: ClientResponseDto): Promise<ClientResponseResponse> {
    const hasAccepted = body.client_accepted !== undefined;
    const hasNote = body.client_note !== undefined;
    if (hasAccepted === hasNote)
      throw ApiException.badRequest('Send either client_accepted or client_note.', {
        client_accepted: ['exactly one of client_accepted and client_note is required'],
      });
    const sheet = await findTeamSheet(this.db.manager, team.teamId, body.sheet_id);
    const rows: { client_accepted: boolean; client_note: string | null }[] = returning(
      await this.db.query(
        hasAccepted
          ? `UPDATE talent_sheet_influencers SET client_accepted = $3 WHERE sheet_id = $1 AND influencer_id = $2
           RETURNING client_accepted, client_note`
          : `UPDATE talent_sheet_influencers SET client_note = $3 WHERE sheet_id = $1 AND influencer_id = $2
           RETURNING client_accepted, client_note`,
        [sheet.id, body.influencer_id, hasAccepted ? body.client_accepted : body.client_note?.trim() || null],
      ),
    );
    const row = rows[0];
    if (!row) throw new TalentException(TALENT_ERROR_CODES.influencerNotFound);
    return hasAccepted
      ? { success: true, client_accepted: row.client_accepted }
      : { success: true, client_note: row.client_note };
  }
}
