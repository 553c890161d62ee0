import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CastingCall,
  CastingCallResponseStatus,
  CastingCallSheetResponse,
  CastingCallSubmitResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import type { User } from '../../accounts/entities/user.entity.js';
import type { CreateCastingCallDto } from '../dto/sheet-requests.dto.js';
import { PublicSheetCache } from './public-sheet-cache.js';
import { castingCallNotFound } from './sheet-ids.js';

interface CallRow {
  id: number;
  title: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  deliverables: string | null;
  locations: string | null;
  compensation: string | null;
  brand_represented: string | null;
  display_images: string[];
  brand_name: string;
  brand_image_url: string | null;
  response_sheet_id: string | null;
  response_status: CastingCallResponseStatus | null;
}

const CALL_SELECT = `SELECT c.id, c.title, c.description, to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
       to_char(c.end_date, 'YYYY-MM-DD') AS end_date, c.deliverables, c.locations, c.compensation,
       c.brand_represented, c.display_images, c.brand_name, c.brand_image_url,
       ts.public_id AS response_sheet_id, ts.response_status
  FROM casting_calls c
  LEFT JOIN talent_sheets ts ON ts.casting_call_id = c.id AND ts.team_id = $1`;

function toCall(row: CallRow): CastingCall {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    deliverables: row.deliverables,
    locations: row.locations,
    compensation: row.compensation,
    brandRepresented: row.brand_represented,
    displayImages: row.display_images ?? [],
    team_image_url: row.brand_image_url,
    team_name: row.brand_name,
    response_sheet_id: row.response_sheet_id,
    response_status: row.response_status,
  };
}

/**
 * Brand creator calls (visible to every agency team) with the caller team's response sheet, the
 * submission of a response and the admin-only creation of calls.
 */
@Injectable()
export class CastingCallService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: PublicSheetCache,
  ) {}

  async list(team: TeamScope): Promise<CastingCall[]> {
    const rows: CallRow[] = await this.db.query(
      `${CALL_SELECT} ORDER BY c.start_date DESC NULLS LAST, c.created_at DESC, c.id DESC`,
      [team.teamId],
    );
    return rows.map(toCall);
  }

  async get(team: TeamScope, id: number): Promise<CastingCall> {
    const rows: CallRow[] = await this.db.query(`${CALL_SELECT} WHERE c.id = $2`, [team.teamId, id]);
    if (!rows[0]) throw castingCallNotFound();
    return toCall(rows[0]);
  }

  async response(team: TeamScope, id: number): Promise<CastingCallSheetResponse> {
    const call = await this.get(team, id);
    return { talent_sheet_id: call.response_sheet_id, response_status: call.response_status };
  }

  async submit(team: TeamScope, castingCallId: number): Promise<CastingCallSubmitResponse> {
    await this.get(team, castingCallId);
    const rows: { id: number; talent: number }[] = await this.db.query(
      `SELECT ts.id, (SELECT count(*)::int FROM talent_sheet_influencers tsi WHERE tsi.sheet_id = ts.id) AS talent
         FROM talent_sheets ts WHERE ts.team_id = $1 AND ts.casting_call_id = $2`,
      [team.teamId, castingCallId],
    );
    const sheet = rows[0];
    if (!sheet || sheet.talent === 0)
      throw ApiException.badRequest(
        'Add at least one creator to your response and save it before submitting.',
        {
          casting_call_id: ['the response to this creator call has no creators yet'],
        },
      );
    await this.db.query(
      `UPDATE talent_sheets SET response_status = 'submitted', submitted_at = coalesce(submitted_at, now()),
              version = version + 1, updated_at = now()
        WHERE id = $1`,
      [sheet.id],
    );
    this.cache.invalidate(sheet.id);
    return { success: true, response_status: 'submitted' };
  }

  async create(user: User, team: TeamScope, body: CreateCastingCallDto): Promise<CastingCall> {
    if (!user.isAdmin)
      throw new ApiException(403, 'Forbidden', 'Only administrators can create creator calls.');
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO casting_calls (title, description, start_date, end_date, deliverables, locations, compensation,
         brand_represented, display_images, brand_name, brand_image_url, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        body.title.trim(),
        body.description,
        body.start_date ?? null,
        body.end_date ?? null,
        body.deliverables ?? null,
        body.locations ?? null,
        body.compensation ?? null,
        body.brandRepresented ?? null,
        JSON.stringify(body.displayImages ?? []),
        body.brand_name.trim(),
        body.brand_image_url ?? null,
        user.id,
      ],
    );
    return this.get(team, rows[0]!.id);
  }
}
