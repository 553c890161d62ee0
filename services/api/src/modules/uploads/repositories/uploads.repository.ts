import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returning, type Queryable } from '../../../infrastructure/database/queryable.js';

export interface UploadRow {
  id: string;
  key: string;
  team_id: number;
  storage: 'local' | 's3';
  object_key: string;
  filename: string;
  content_type: string;
  kind: 'image' | 'attachment';
  size_bytes: string | null;
  uploaded_at: Date | null;
  verified_at: Date | null;
  used_at: Date | null;
  /** Used where the public sees it (portraits, logos, case-study thumbnails): cached publicly. */
  public: boolean;
  created_at: Date;
}

/** Where a use shows the file: on public pages, or only to the team and the staff. */
export type UploadVisibility = 'public' | 'private';

const COLUMNS = `id, key, team_id, storage, object_key, filename, content_type, kind, size_bytes,
  uploaded_at, verified_at, used_at, public, created_at`;

export interface NewUpload {
  key: string;
  teamId: number;
  userId: number;
  storage: 'local' | 's3';
  objectKey: string;
  filename: string;
  contentType: string;
  kind: 'image' | 'attachment';
}

/** The `uploads` table: every key handed out, its team and where its bytes live. */
@Injectable()
export class UploadsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(upload: NewUpload): Promise<void> {
    await this.db.query(
      `INSERT INTO uploads (key, team_id, user_id, storage, object_key, filename, content_type, kind)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        upload.key,
        upload.teamId,
        upload.userId,
        upload.storage,
        upload.objectKey,
        upload.filename,
        upload.contentType,
        upload.kind,
      ],
    );
  }

  /** Any team's upload by key: the PUT route (authorised by its signature) and the file route. */
  async findByKey(key: string): Promise<UploadRow | undefined> {
    const rows: UploadRow[] = await this.db.query(`SELECT ${COLUMNS} FROM uploads WHERE key = $1`, [key]);
    return rows[0];
  }

  /** The team's uploads among `keys` (another team's key is simply not found). */
  findForTeam(teamId: number, keys: readonly string[], db: Queryable = this.db): Promise<UploadRow[]> {
    return db.query(`SELECT ${COLUMNS} FROM uploads WHERE team_id = $1 AND key = ANY($2::text[])`, [
      teamId,
      keys,
    ]);
  }

  async markUploaded(key: string, sizeBytes: number): Promise<void> {
    await this.db.query(
      `UPDATE uploads SET uploaded_at = now(), verified_at = now(), size_bytes = $2 WHERE key = $1`,
      [key, sizeBytes],
    );
  }

  async markVerified(key: string, sizeBytes: number): Promise<void> {
    await this.db.query(
      `UPDATE uploads SET uploaded_at = coalesce(uploaded_at, now()), verified_at = now(), size_bytes = $2 WHERE key = $1`,
      [key, sizeBytes],
    );
  }

  /** Marks the uploads used; a public use makes them public for good (a private one never unmakes it). */
  async markUsed(
    teamId: number,
    keys: readonly string[],
    visibility: UploadVisibility,
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(
      `UPDATE uploads SET used_at = coalesce(used_at, now()), public = public OR $3
        WHERE team_id = $1 AND key = ANY($2::text[])`,
      [teamId, keys, visibility === 'public'],
    );
  }

  /** Uploads never used by a request or a portrait, created before the cutoff. */
  abandoned(before: Date, limit: number): Promise<UploadRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM uploads WHERE used_at IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
    );
  }

  /** Deletes the rows that are still unused (a key used meanwhile stays). */
  async deleteUnused(ids: readonly string[]): Promise<string[]> {
    const rows = returning<{ id: string }>(
      await this.db.query(
        `DELETE FROM uploads WHERE id = ANY($1::bigint[]) AND used_at IS NULL RETURNING id`,
        [ids],
      ),
    );
    return rows.map((row) => row.id);
  }

  async signingKey(): Promise<string> {
    const rows: { signing_key: string }[] = await this.db.query(
      `SELECT signing_key FROM upload_secrets WHERE id = 1`,
    );
    return rows[0]!.signing_key;
  }
}
