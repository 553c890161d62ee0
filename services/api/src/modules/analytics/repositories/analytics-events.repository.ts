import { Injectable } from '@nestjs/common';
import type { AnalyticsEventType } from '@tpp/contracts';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

/** One event to store: the sheet and collection by public id, resolved by the INSERT. */
export interface NewAnalyticsEvent {
  event_type: AnalyticsEventType;
  sheet_public_id: string | null;
  collection_public_id: string | null;
  influencer_id: number | null;
  platform: string | null;
  url: string | null;
  viewer_email: string | null;
  user_id: number | null;
  ip_hash: string;
  user_agent: string | null;
}

/** A sheet the brand may see: not a casting-call response before it is submitted. */
const SHARED_SHEET = `NOT (s.sheet_type = 'casting_call_response' AND s.response_status IS DISTINCT FROM 'submitted')`;

/** `analytics_events`: public intake, so no team scope (the team comes from the shared object). */
@Injectable()
export class AnalyticsEventsRepository {
  /**
   * Stores the event in one INSERT that also resolves the sheet, collection and team; false (nothing
   * stored) when a given sheet or collection id is not a shared one.
   */
  async insert(db: Queryable, event: NewAnalyticsEvent): Promise<boolean> {
    const rows: { id: string }[] = await db.query(
      `INSERT INTO analytics_events (event_type, team_id, sheet_id, collection_id, influencer_id, platform, url,
                                     viewer_email, user_id, ip_hash, user_agent)
       SELECT $1, coalesce(s.team_id, c.team_id, i.primary_team_id), s.id, c.id, $4, $5, $6, $7, $8, $9, $10
         FROM (SELECT 1) one
         LEFT JOIN talent_sheets s ON s.public_id = $2 AND ${SHARED_SHEET}
         LEFT JOIN collections c ON c.public_id = $3
         LEFT JOIN influencers i ON i.id = $4
        WHERE ($2::text IS NULL OR s.id IS NOT NULL) AND ($3::text IS NULL OR c.id IS NOT NULL)
       RETURNING id`,
      [
        event.event_type,
        event.sheet_public_id,
        event.collection_public_id,
        event.influencer_id,
        event.platform,
        event.url,
        event.viewer_email,
        event.user_id,
        event.ip_hash,
        event.user_agent,
      ],
    );
    return rows.length > 0;
  }

  async isSharedSheet(db: Queryable, publicId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM talent_sheets s WHERE s.public_id = $1 AND ${SHARED_SHEET}`,
      [publicId],
    );
    return rows.length > 0;
  }
}
