import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AnalyticsEventType } from '@tpp/contracts';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

/** One event to store: the sheet and collection by public id, resolved by storeBatch. */
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

/** What an event's public ids resolve to; `found` is false when a given id is not a shared one. */
export interface EventTarget {
  found: boolean;
  sheet_id: number | null;
  collection_id: number | null;
  team_id: number | null;
}

/** A resolved event with whether it counts in the reports. */
export interface ResolvedAnalyticsEvent extends NewAnalyticsEvent, EventTarget {
  counted: boolean;
  /** The email is one this viewer confirmed through the gate's mailed link. */
  viewer_email_verified: boolean;
  /** When it happened: now unless given (the demo history). */
  created_at?: Date;
}

/** An event with what decides whether it counts (see storeBatch). */
export interface EventToStore extends NewAnalyticsEvent {
  /** A known bot or link-preview fetcher (or no user agent at all). */
  bot: boolean;
  /** The team of the signed-in viewer, if any: a team's own members are not counted. */
  viewer_team_id: number | null;
  /** Who counts the view: the signed viewer id's key, or the IP's when the event had no valid id. */
  viewer_key: string;
  /** The signed viewer id's key when the event had a valid one (verified addresses hang on it). */
  viewer_id_key: string | null;
  /**
   * The key of a viewer id given to the browser with this event's answer: its view window is
   * claimed too, so the same browser's next view (now with its id) is not a second viewer.
   */
  issued_viewer_key: string | null;
}

/**
 * Held shared by every statement or transaction that inserts events, and exclusively for an instant by the
 * rollup when it reads how far the events go: then no insert is in flight, so every id up to the
 * highest one is committed and the rollup never passes an event that commits later.
 */
export const ANALYTICS_INSERT_LOCK = 7_140_001;

/**
 * A sheet the brand may see: never a campaign sheet (internal outreach tracking), a deleted sheet,
 * nor a casting-call response before it is submitted (PublicSheetService.visibleSheet).
 */
const SHARED_SHEET = `s.sheet_type <> 'campaign' AND s.deleted_at IS NULL
  AND NOT (s.sheet_type = 'casting_call_response' AND s.response_status IS DISTINCT FROM 'submitted')`;

/** `analytics_events`: public intake, so no team scope (the team comes from the shared object). */
@Injectable()
export class AnalyticsEventsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Must run first in every transaction that inserts events with `insert` (see ANALYTICS_INSERT_LOCK). */
  async lockForInsert(db: Queryable = this.db): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock_shared($1)`, [ANALYTICS_INSERT_LOCK]);
  }

  /**
   * Stores a batch of events in one statement (one round trip, one commit), in the order given, and
   * answers whether each one's sheet or collection was found (events not found are not stored):
   * - takes the shared side of ANALYTICS_INSERT_LOCK before any event gets its id;
   * - resolves the sheet, collection and team of each event by public id;
   * - an event counts unless it is a bot's or the viewer is a member of the event's team; a view
   *   of a page (`sheet:<id>`, `response:<id>`, `collection:<id>`) counts only if it is the first
   *   of its (viewer, page) in the batch and claims the view window: no counted view of that pair
   *   within `windowMinutes` (claims lock the window rows in (viewer_key, page) order, the same
   *   in every batch); a viewer id issued with the event claims the page's window too (a new
   *   random key: no other statement waits for it);
   * - the email is the one sent, else the one the viewer id confirmed last
   *   (analytics_viewer_emails); it is verified only when the viewer id confirmed that address.
   */
  async storeBatch(
    items: readonly EventToStore[],
    windowMinutes: number,
    db: Queryable = this.db,
  ): Promise<boolean[]> {
    const column = <K extends keyof EventToStore>(key: K) => items.map((item) => item[key]);
    const rows: { found: boolean }[] = await db.query(
      `WITH held AS MATERIALIZED (SELECT pg_advisory_xact_lock_shared($15::bigint) AS locked),
       resolved AS MATERIALIZED (
         SELECT t.*, s.id AS sheet_id, c.id AS collection_id, v.email AS verified_email,
                coalesce(s.team_id, c.team_id, i.primary_team_id) AS team_id,
                (t.sheet_public_id IS NULL OR s.id IS NOT NULL)
                  AND (t.collection_public_id IS NULL OR c.id IS NOT NULL) AS found
           FROM held,
                unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::citext[],
                       $8::int[], $9::text[], $10::text[], $11::boolean[], $12::int[], $13::text[], $16::text[],
                       $17::text[])
                WITH ORDINALITY AS t(event_type, sheet_public_id, collection_public_id, influencer_id, platform, url,
                                     sent_email, user_id, ip_hash, user_agent, bot, viewer_team_id, viewer_key,
                                     viewer_id_key, issued_viewer_key, ord)
           LEFT JOIN talent_sheets s ON s.public_id = t.sheet_public_id AND ${SHARED_SHEET}
           LEFT JOIN collections c ON c.public_id = t.collection_public_id
           LEFT JOIN influencers i ON i.id = t.influencer_id
           LEFT JOIN LATERAL (
             SELECT ve.email FROM analytics_viewer_emails ve
              WHERE ve.viewer_key = t.viewer_id_key AND (t.sent_email IS NULL OR ve.email = t.sent_email)
              ORDER BY ve.verified_at DESC LIMIT 1) v ON true
       ),
       judged AS MATERIALIZED (
         SELECT r.*, coalesce(r.sent_email, r.verified_email) AS viewer_email,
                r.verified_email IS NOT NULL AS viewer_email_verified,
                NOT r.bot AND (r.viewer_team_id IS NULL OR r.viewer_team_id IS DISTINCT FROM r.team_id) AS countable,
                CASE r.event_type WHEN 'sheet_view' THEN 'sheet:' || r.sheet_id
                                  WHEN 'sheet_response_view' THEN 'response:' || r.sheet_id
                                  WHEN 'collection_view' THEN 'collection:' || r.collection_id END AS page
           FROM resolved r WHERE r.found
       ),
       first_views AS MATERIALIZED (
         SELECT DISTINCT ON (viewer_key, page) ord, viewer_key, page FROM judged
          WHERE countable AND page IS NOT NULL ORDER BY viewer_key, page, ord
       ),
       claimed AS (
         INSERT INTO analytics_view_windows AS w (viewer_key, page, counted_at)
         SELECT viewer_key, page, now() FROM first_views ORDER BY viewer_key, page
         ON CONFLICT (viewer_key, page) DO UPDATE SET counted_at = excluded.counted_at
          WHERE w.counted_at < excluded.counted_at - make_interval(mins => $14)
         RETURNING viewer_key, page
       ),
       issued_claims AS (
         INSERT INTO analytics_view_windows (viewer_key, page, counted_at)
         SELECT DISTINCT issued_viewer_key, page, now() FROM judged
          WHERE issued_viewer_key IS NOT NULL AND countable AND page IS NOT NULL
         ON CONFLICT (viewer_key, page) DO NOTHING
       ),
       stored AS (
         INSERT INTO analytics_events (event_type, team_id, sheet_id, collection_id, influencer_id, platform, url,
                                       viewer_email, viewer_email_verified, user_id, ip_hash, user_agent, counted)
         SELECT j.event_type, j.team_id, j.sheet_id, j.collection_id, j.influencer_id, j.platform, j.url,
                j.viewer_email, j.viewer_email_verified, j.user_id, j.ip_hash, j.user_agent,
                j.countable AND (j.page IS NULL OR j.ord IN (
                  SELECT f.ord FROM first_views f JOIN claimed c ON c.viewer_key = f.viewer_key AND c.page = f.page))
           FROM judged j ORDER BY j.ord
         RETURNING id
       )
       SELECT r.found FROM resolved r ORDER BY r.ord`,
      [
        column('event_type'),
        column('sheet_public_id'),
        column('collection_public_id'),
        column('influencer_id'),
        column('platform'),
        column('url'),
        column('viewer_email'),
        column('user_id'),
        column('ip_hash'),
        column('user_agent'),
        column('bot'),
        column('viewer_team_id'),
        column('viewer_key'),
        windowMinutes,
        ANALYTICS_INSERT_LOCK,
        column('viewer_id_key'),
        column('issued_viewer_key'),
      ],
    );
    return rows.map((row) => row.found);
  }

  /** Stores events already resolved and judged, as they are (the demo history; the intake uses storeBatch). */
  async insert(events: readonly ResolvedAnalyticsEvent[], db: Queryable = this.db): Promise<void> {
    if (events.length === 0) return;
    const column = <K extends keyof ResolvedAnalyticsEvent>(key: K) => events.map((event) => event[key]);
    await db.query(
      `INSERT INTO analytics_events (event_type, team_id, sheet_id, collection_id, influencer_id, platform, url,
                                     viewer_email, user_id, ip_hash, user_agent, counted, created_at,
                                     viewer_email_verified)
       SELECT t.event_type, t.team_id, t.sheet_id, t.collection_id, t.influencer_id, t.platform, t.url,
              t.viewer_email, t.user_id, t.ip_hash, t.user_agent, t.counted, coalesce(t.created_at, now()),
              t.viewer_email_verified
         FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[],
                     $8::citext[], $9::int[], $10::text[], $11::text[], $12::boolean[], $13::timestamptz[],
                     $14::boolean[])
              AS t(event_type, team_id, sheet_id, collection_id, influencer_id, platform, url,
                   viewer_email, user_id, ip_hash, user_agent, counted, created_at, viewer_email_verified)`,
      [
        column('event_type'),
        column('team_id'),
        column('sheet_id'),
        column('collection_id'),
        column('influencer_id'),
        column('platform'),
        column('url'),
        column('viewer_email'),
        column('user_id'),
        column('ip_hash'),
        column('user_agent'),
        column('counted'),
        events.map((event) => event.created_at ?? null),
        column('viewer_email_verified'),
      ],
    );
  }

  /** Forgets view windows that ended: they can no longer hold a view back. */
  async deleteEndedViewWindows(windowMinutes: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `DELETE FROM analytics_view_windows WHERE counted_at < now() - make_interval(mins => $1)`,
      [windowMinutes],
    );
  }

  /** Whether the team has any event (the demo history is written once). */
  async teamHasEvents(teamId: number, db: Queryable = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM analytics_events WHERE team_id = $1 LIMIT 1`, [
      teamId,
    ]);
    return rows.length > 0;
  }

  /** The team's talent sheets with their creators, oldest first (for the demo history). */
  async talentSheetsWithCreators(
    teamId: number,
    db: Queryable = this.db,
  ): Promise<{ id: number; public_id: string; influencer_ids: number[] }[]> {
    return db.query(
      `SELECT s.id, s.public_id, array_agg(i.influencer_id ORDER BY i.position) AS influencer_ids
         FROM talent_sheets s JOIN talent_sheet_influencers i ON i.sheet_id = s.id
        WHERE s.team_id = $1 AND s.sheet_type = 'talent'
        GROUP BY s.id ORDER BY s.id`,
      [teamId],
    );
  }

  async isSharedSheet(publicId: string, db: Queryable = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM talent_sheets s WHERE s.public_id = $1 AND ${SHARED_SHEET}`,
      [publicId],
    );
    return rows.length > 0;
  }
}
