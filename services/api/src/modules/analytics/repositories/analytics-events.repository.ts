import { Injectable } from '@nestjs/common';
import type { AnalyticsEventType } from '@tpp/contracts';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

/** One event to store: the sheet and collection by public id, resolved by resolveTargets. */
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
  /** When it happened: now unless given (the demo history). */
  created_at?: Date;
}

/** A (viewer, page) whose view counts unless it already counted within the window. */
export interface ViewWindowKey {
  viewer_key: string;
  page: string;
}

/**
 * Held shared by every transaction that inserts events, and exclusively for an instant by the
 * rollup when it reads how far the events go: then no insert is in flight, so every id up to the
 * highest one is committed and the rollup never passes an event that commits later.
 */
export const ANALYTICS_INSERT_LOCK = 7_140_001;

/** A sheet the brand may see: not a casting-call response before it is submitted. */
const SHARED_SHEET = `NOT (s.sheet_type = 'casting_call_response' AND s.response_status IS DISTINCT FROM 'submitted')`;

/** `analytics_events`: public intake, so no team scope (the team comes from the shared object). */
@Injectable()
export class AnalyticsEventsRepository {
  /** Must run first in every transaction that inserts events (see ANALYTICS_INSERT_LOCK). */
  async lockForInsert(db: Queryable): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock_shared($1)`, [ANALYTICS_INSERT_LOCK]);
  }

  /** The sheet, collection and team of each event, in the order given. */
  async resolveTargets(db: Queryable, events: readonly NewAnalyticsEvent[]): Promise<EventTarget[]> {
    const rows: (EventTarget & { ord: string })[] = await db.query(
      `SELECT t.ord, s.id AS sheet_id, c.id AS collection_id,
              coalesce(s.team_id, c.team_id, i.primary_team_id) AS team_id,
              (t.sheet_public_id IS NULL OR s.id IS NOT NULL)
                AND (t.collection_public_id IS NULL OR c.id IS NOT NULL) AS found
         FROM unnest($1::text[], $2::text[], $3::int[]) WITH ORDINALITY
              AS t(sheet_public_id, collection_public_id, influencer_id, ord)
         LEFT JOIN talent_sheets s ON s.public_id = t.sheet_public_id AND ${SHARED_SHEET}
         LEFT JOIN collections c ON c.public_id = t.collection_public_id
         LEFT JOIN influencers i ON i.id = t.influencer_id`,
      [
        events.map((event) => event.sheet_public_id),
        events.map((event) => event.collection_public_id),
        events.map((event) => event.influencer_id),
      ],
    );
    const targets: EventTarget[] = new Array(events.length);
    for (const { ord, ...target } of rows) targets[Number(ord) - 1] = target;
    return targets;
  }

  /**
   * Claims the view windows of the keys (distinct, sorted so that concurrent claims lock rows in
   * one order): a key is claimed when it has no counted view within `windowMinutes`. Answers the
   * claimed keys as `viewer_key page`.
   */
  async claimViewWindows(
    db: Queryable,
    keys: readonly ViewWindowKey[],
    windowMinutes: number,
  ): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: ViewWindowKey[] = await db.query(
      `INSERT INTO analytics_view_windows AS w (viewer_key, page, counted_at)
       SELECT viewer_key, page, now() FROM unnest($1::text[], $2::text[]) AS t(viewer_key, page)
       ON CONFLICT (viewer_key, page) DO UPDATE SET counted_at = excluded.counted_at
        WHERE w.counted_at < excluded.counted_at - make_interval(mins => $3)
       RETURNING viewer_key, page`,
      [keys.map((key) => key.viewer_key), keys.map((key) => key.page), windowMinutes],
    );
    return new Set(rows.map((row) => `${row.viewer_key} ${row.page}`));
  }

  /** Stores resolved events in one statement. */
  async insert(db: Queryable, events: readonly ResolvedAnalyticsEvent[]): Promise<void> {
    if (events.length === 0) return;
    const column = <K extends keyof ResolvedAnalyticsEvent>(key: K) => events.map((event) => event[key]);
    await db.query(
      `INSERT INTO analytics_events (event_type, team_id, sheet_id, collection_id, influencer_id, platform, url,
                                     viewer_email, user_id, ip_hash, user_agent, counted, created_at)
       SELECT t.event_type, t.team_id, t.sheet_id, t.collection_id, t.influencer_id, t.platform, t.url,
              t.viewer_email, t.user_id, t.ip_hash, t.user_agent, t.counted, coalesce(t.created_at, now())
         FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[],
                     $8::citext[], $9::int[], $10::text[], $11::text[], $12::boolean[], $13::timestamptz[])
              AS t(event_type, team_id, sheet_id, collection_id, influencer_id, platform, url,
                   viewer_email, user_id, ip_hash, user_agent, counted, created_at)`,
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
      ],
    );
  }

  /** Forgets view windows that ended: they can no longer hold a view back. */
  async deleteEndedViewWindows(db: Queryable, windowMinutes: number): Promise<void> {
    await db.query(
      `DELETE FROM analytics_view_windows WHERE counted_at < now() - make_interval(mins => $1)`,
      [windowMinutes],
    );
  }

  /** Whether the team has any event (the demo history is written once). */
  async teamHasEvents(db: Queryable, teamId: number): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM analytics_events WHERE team_id = $1 LIMIT 1`, [
      teamId,
    ]);
    return rows.length > 0;
  }

  /** The team's talent sheets with their creators, oldest first (for the demo history). */
  async talentSheetsWithCreators(
    db: Queryable,
    teamId: number,
  ): Promise<{ id: number; public_id: string; influencer_ids: number[] }[]> {
    return db.query(
      `SELECT s.id, s.public_id, array_agg(i.influencer_id ORDER BY i.position) AS influencer_ids
         FROM talent_sheets s JOIN talent_sheet_influencers i ON i.sheet_id = s.id
        WHERE s.team_id = $1 AND s.sheet_type = 'talent'
        GROUP BY s.id ORDER BY s.id`,
      [teamId],
    );
  }

  async isSharedSheet(db: Queryable, publicId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM talent_sheets s WHERE s.public_id = $1 AND ${SHARED_SHEET}`,
      [publicId],
    );
    return rows.length > 0;
  }
}
