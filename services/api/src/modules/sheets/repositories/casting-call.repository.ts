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
}

/** Creator calls joined with the response sheet of team `$1`. */
const CALL_SELECT = `SELECT c.id, c.title, c.description, to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
       to_char(c.end_date, 'YYYY-MM-DD') AS end_date, c.deliverables, c.locations, c.compensation,
       c.brand_represented, c.display_images, c.brand_name, c.brand_image_url,
       ts.public_id AS response_sheet_id, ts.response_status
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

  async title(id: number, db: Queryable = this.db): Promise<string | undefined> {
    const rows: { title: string }[] = await db.query(`SELECT title FROM casting_calls WHERE id = $1`, [id]);
    return rows[0]?.title;
  }

  /** Stores a new call (texts as given); its id. */
  async insert(call: CreateCastingCallRequest, createdByUserId: number): Promise<number> {
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO casting_calls (title, description, start_date, end_date, deliverables, locations, compensation,
         brand_represented, display_images, brand_name, brand_image_url, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
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
        createdByUserId,
      ],
    );
    return rows[0]!.id;
  }
}
