import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CaseStudy,
  RequestAccount,
  TalentRequest,
  TalentRequestStatus,
  TalentRequestType,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { firstRow, type Queryable, returning } from '../../../infrastructure/database/queryable.js';

export interface RequestRow {
  id: number;
  team_id: number;
  request_type: TalentRequestType;
  status: TalentRequestStatus;
  resolution: 'done' | 'rejected' | null;
  staff_note: string | null;
  influencer_id: number | null;
  influencer_name: string;
  instagram_handle: string | null;
  note: string;
  form_data: TalentRequest['form_data'];
  upload_keys: string[];
  /** The request's uploads (key, filename, content type) in the order of upload_keys. */
  uploads: { key: string; filename: string; content_type: string }[];
  conversation_id: number | null;
  created_at: Date;
  status_updated_at: Date;
  /** Oldest first; `at` as PostgreSQL writes a timestamptz in JSON. */
  history: { status: TalentRequestStatus; resolution: 'done' | 'rejected' | null; at: string }[];
  content_accounts: RequestAccount[];
  /** The requester (null once their account is gone). */
  user_id: number | null;
}

export interface StaffRequestRow extends RequestRow {
  team_name: string;
  requester_id: number | null;
  requester_email: string | null;
  requester_name: string | null;
}

export interface NewRequest {
  teamId: number;
  userId: number;
  influencerId: number | null;
  type: TalentRequestType;
  status?: TalentRequestStatus;
  influencerName: string;
  instagramHandle: string | null;
  note: string;
  formData: TalentRequest['form_data'];
  uploadKeys: string[];
}

/** The team's creator as a request names it. */
export interface TeamCreatorRow {
  id: number;
  fullname: string;
  instagram_handle: string | null;
  account_ids: string[];
}

const COLUMNS = `r.id, r.team_id, r.request_type, r.status, r.resolution, r.staff_note, r.influencer_id,
  r.influencer_name, r.instagram_handle, r.note, r.form_data, r.upload_keys, r.conversation_id, r.created_at,
  r.status_updated_at,
  (SELECT coalesce(json_agg(json_build_object('key', u.key, 'filename', u.filename, 'content_type', u.content_type)
            ORDER BY array_position(r.upload_keys, u.key)), '[]')
     FROM uploads u WHERE u.team_id = r.team_id AND u.key = ANY(r.upload_keys)) AS uploads,
  (SELECT coalesce(json_agg(json_build_object('status', e.status, 'resolution', e.resolution, 'at', e.created_at)
            ORDER BY e.created_at, e.id), '[]')
     FROM talent_request_events e WHERE e.request_id = r.id) AS history,
  (SELECT coalesce(json_agg(json_build_object('account_id', s.id::text, 'platform', s.platform,
            'handle', s.platform_account_name) ORDER BY s.id), '[]')
     FROM social_accounts s
    WHERE s.influencer_id = r.influencer_id AND r.form_data ? 'content_requests'
      AND s.id::text IN (SELECT jsonb_object_keys(r.form_data -> 'content_requests'))) AS content_accounts,
  r.user_id`;

const STAFF_COLUMNS = `${COLUMNS}, t.name AS team_name, r.user_id AS requester_id, u.email AS requester_email,
  u.full_name AS requester_name`;

/** `talent_requests` and the few talent rows a request reads or writes. Private queries are team-scoped. */
@Injectable()
export class RequestsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The team's creator (roster or pitched) with its Instagram handle and social account ids. */
  async teamCreator(
    teamId: number,
    influencerId: number,
    db: Queryable = this.db,
  ): Promise<TeamCreatorRow | undefined> {
    return firstRow<TeamCreatorRow>(
      db,
      `SELECT i.id, coalesce(ti.custom_display_name, i.fullname) AS fullname,
              (SELECT s.platform_account_name FROM social_accounts s
                WHERE s.influencer_id = i.id AND s.platform = 'instagram' ORDER BY s.id LIMIT 1) AS instagram_handle,
              ARRAY(SELECT s.id::text FROM social_accounts s WHERE s.influencer_id = i.id ORDER BY s.id) AS account_ids
         FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
        WHERE ti.team_id = $1 AND ti.influencer_id = $2`,
      [teamId, influencerId],
    );
  }

  async insert(request: NewRequest, db: Queryable = this.db): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO talent_requests (team_id, user_id, influencer_id, request_type, status, influencer_name,
         instagram_handle, note, form_data, upload_keys)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        request.teamId,
        request.userId,
        request.influencerId,
        request.type,
        request.status ?? 'pending',
        request.influencerName,
        request.instagramHandle,
        request.note,
        request.formData,
        request.uploadKeys,
      ],
    );
    return rows[0]!.id;
  }

  /** The user's requests in the team, newest first. */
  mine(teamId: number, userId: number): Promise<RequestRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM talent_requests r WHERE r.team_id = $1 AND r.user_id = $2
        ORDER BY r.created_at DESC, r.id DESC`,
      [teamId, userId],
    );
  }

  /** One request of the team (whoever asked), or undefined. */
  teamFind(teamId: number, id: number, db: Queryable = this.db): Promise<RequestRow | undefined> {
    return firstRow<RequestRow>(
      db,
      `SELECT ${COLUMNS} FROM talent_requests r WHERE r.team_id = $1 AND r.id = $2`,
      [teamId, id],
    );
  }

  /** Cancels the team's request if it is still pending; false when it is not (any more). */
  async cancel(teamId: number, id: number, userId: number, db: Queryable = this.db): Promise<boolean> {
    const rows = returning<{ id: number }>(
      await db.query(
        `UPDATE talent_requests SET status = 'cancelled', cancelled_by = $3, status_updated_at = now()
          WHERE team_id = $1 AND id = $2 AND status = 'pending' RETURNING id`,
        [teamId, id, userId],
      ),
    );
    return rows.length > 0;
  }

  /** The team's picture of the creator (team_influencers.custom_picture_url): roster, sheets, public pages. */
  async setPortrait(
    teamId: number,
    influencerId: number,
    url: string,
    db: Queryable = this.db,
  ): Promise<boolean> {
    const rows = returning<{ influencer_id: number }>(
      await db.query(
        `UPDATE team_influencers SET custom_picture_url = $3, updated_at = now()
          WHERE team_id = $1 AND influencer_id = $2 RETURNING influencer_id`,
        [teamId, influencerId, url],
      ),
    );
    return rows.length > 0;
  }

  async insertCaseStudy(
    teamId: number,
    influencerId: number,
    study: Pick<
      CaseStudy,
      | 'title'
      | 'brandPartner'
      | 'campaignObjectives'
      | 'campaignSummary'
      | 'campaignResults'
      | 'highlightedContentUrl'
    > & { thumbnailUrl: string | null },
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(
      `INSERT INTO case_studies (influencer_id, team_id, title, brand_partner, campaign_objectives, campaign_summary,
         campaign_results, highlighted_content_url, content_thumbnail, horizontal_thumbnail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [
        influencerId,
        teamId,
        study.title,
        study.brandPartner,
        study.campaignObjectives,
        study.campaignSummary,
        study.campaignResults,
        study.highlightedContentUrl,
        study.thumbnailUrl,
      ],
    );
  }

  /* The platform staff's console: every team's requests. */

  staffList(status: TalentRequestStatus | null, limit: number, offset: number): Promise<StaffRequestRow[]> {
    return this.db.query(
      `SELECT ${STAFF_COLUMNS}
         FROM talent_requests r JOIN teams t ON t.id = r.team_id LEFT JOIN users u ON u.id = r.user_id
        WHERE ($1::text IS NULL OR r.status = $1)
        ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [status, limit, offset],
    );
  }

  async staffCount(status: TalentRequestStatus | null): Promise<number> {
    const rows: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM talent_requests r WHERE ($1::text IS NULL OR r.status = $1)`,
      [status],
    );
    return rows[0]?.total ?? 0;
  }

  async staffFind(id: number): Promise<StaffRequestRow | undefined> {
    return firstRow<StaffRequestRow>(
      this.db,
      `SELECT ${STAFF_COLUMNS}
         FROM talent_requests r JOIN teams t ON t.id = r.team_id LEFT JOIN users u ON u.id = r.user_id
        WHERE r.id = $1`,
      [id],
    );
  }

  /** Locks the request for writing about it; answers its conversation so far. */
  async lockForConversation(
    id: number,
    db: Queryable = this.db,
  ): Promise<{ conversation_id: number | null } | undefined> {
    return firstRow<{ conversation_id: number | null }>(
      db,
      `SELECT conversation_id FROM talent_requests WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  /** Links the conversation; a pending request becomes conversation_started (a completed one stays completed). */
  async setConversation(id: number, conversationId: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE talent_requests SET conversation_id = $2,
              status = CASE WHEN status = 'pending' THEN 'conversation_started' ELSE status END,
              status_updated_at = CASE WHEN status = 'pending' THEN now() ELSE status_updated_at END
        WHERE id = $1`,
      [id, conversationId],
    );
  }

  /** Completes the request (done or rejected with a note); false when it was completed or cancelled already. */
  async resolve(
    id: number,
    resolution: 'done' | 'rejected',
    note: string | null,
    staffUserId: number,
    db: Queryable = this.db,
  ): Promise<boolean> {
    const rows = returning<{ id: number }>(
      await db.query(
        `UPDATE talent_requests SET status = 'completed', resolution = $2, staff_note = $3, resolved_by = $4,
                status_updated_at = now()
          WHERE id = $1 AND status IN ('pending', 'conversation_started') RETURNING id`,
        [id, resolution, note, staffUserId],
      ),
    );
    return rows.length > 0;
  }
}
