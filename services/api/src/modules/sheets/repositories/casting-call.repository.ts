import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CastingCall, CastingCallResponseStatus, CreateCastingCallRequest } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

/** A creator call with the caller team's response sheet, if any. */
export interface CastingCallRow extends Pick<
  CastingCall,
  'id' | 'title' | 'description' | 'start_date' | 'end_date' | 'deliverables' | 'locations' | 'compensation'
> {
  brand_represented: string | null;
  display_images: string[];
  brand_name: string;
  brand_image_url: string | null;
  response_sheet_id: string | null;
  response_status: CastingCallResponseStatus | null;
  response_deadline: string | null;
  closed: boolean;
  created_at: Date;
}

/** A call's deadline has passed: the day after its response_deadline has begun (UTC). */
const CLOSED = `(c.response_deadline IS NOT NULL AND c.response_deadline < (now() AT TIME ZONE 'UTC')::date)`;

/** Creator calls joined with the response sheet of team `$1`. */
const CALL_SELECT = `SELECT c.id, c.title, c.description, to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
       to_char(c.end_date, 'YYYY-MM-DD') AS end_date, c.deliverables, c.locations, c.compensation,
       c.brand_represented, c.display_images, c.brand_name, c.brand_image_url,
       ts.public_id AS response_sheet_id, ts.response_status,
       to_char(c.response_deadline, 'YYYY-MM-DD') AS response_deadline, ${CLOSED} AS closed, c.created_at
  FROM casting_calls c
  LEFT JOIN talent_sheets ts ON ts.casting_call_id = c.id AND ts.team_id = $1 AND ts.deleted_at IS NULL`;

/** casting_calls: every agency team sees every call, with its own response. */
@Injectable()
export class CastingCallRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(teamId: number): Promise<CastingCallRow[]> {
    return this.db.query(
      `${CALL_SELECT} ORDER BY c.start_date DESC NULLS LAST, c.created_at DESC, c.id DESC`,
      [teamId],
    );
  }

  async find(teamId: number, id: number): Promise<CastingCallRow | undefined> {
    const rows: CastingCallRow[] = await this.db.query(`${CALL_SELECT} WHERE c.id = $2`, [teamId, id]);
    return rows[0];
  }

  /** A call's title and whether its deadline has passed; undefined when there is no such call. */
  async openState(
    id: number,
    db: Queryable = this.db,
  ): Promise<{ title: string; closed: boolean } | undefined> {
    const rows: { title: string; closed: boolean }[] = await db.query(
      `SELECT c.title, ${CLOSED} AS closed FROM casting_calls c WHERE c.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** Whether any of the team's sheets `publicIds` answers a closed call. */
  async anyClosedResponse(teamId: number, publicIds: string[], db: Queryable = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM talent_sheets ts JOIN casting_calls c ON c.id = ts.casting_call_id
        WHERE ts.team_id = $1 AND ts.public_id = ANY($2::text[]) AND ${CLOSED} LIMIT 1`,
      [teamId, publicIds],
    );
    return rows.length > 0;
  }

  /** Stores a new call (texts as given); its id. */
  async insert(
    call: CreateCastingCallRequest,
    createdByUserId: number,
    db: Queryable = this.db,
  ): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO casting_calls (title, description, start_date, end_date, deliverables, locations, compensation,
         brand_represented, display_images, brand_name, brand_image_url, response_deadline, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [...callValues(call), createdByUserId],
    );
    return rows[0]!.id;
  }

  /** Replaces every field of call `id` (texts as given); false when there is no such call. */
  async update(id: number, call: CreateCastingCallRequest, db: Queryable = this.db): Promise<boolean> {
    const rows: { id: number }[] = await db.query(
      `UPDATE casting_calls SET title = $1, description = $2, start_date = $3, end_date = $4, deliverables = $5,
         locations = $6, compensation = $7, brand_represented = $8, display_images = $9, brand_name = $10,
         brand_image_url = $11, response_deadline = $12, updated_at = now()
       WHERE id = $13 RETURNING id`,
      [...callValues(call), id],
    );
    return rows.length > 0;
  }
}

/** The columns of a call, in the order insert and update write them ($1 to $12). */
function callValues(call: CreateCastingCallRequest): unknown[] {
  return [
    call.title,
    call.description,
    call.start_date ?? null,
    call.end_date ?? null,
    call.deliverables ?? null,
    call.locations ?? null,
    call.compensation ?? null,
    call.brandRepresented ?? null,
    JSON.stringify(call.displayImages ?? []),
    call.brand_name,
    call.brand_image_url ?? null,
    call.response_deadline ?? null,
  ];
}
