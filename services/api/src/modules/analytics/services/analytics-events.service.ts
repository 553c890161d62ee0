import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { API_ERROR_CODES, type AnalyticsEventType } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { ApiException, RATE_LIMITED_MESSAGE } from '../../../infrastructure/http/api-exception.js';
import { IpHasher } from '../../../infrastructure/http/ip-hasher.js';
import { RateLimiter } from '../../../infrastructure/http/rate-limiter.js';
import type { ClientContext } from '../../accounts/auth/request-auth.js';
import { SessionService } from '../../accounts/services/session.service.js';
import type { AnalyticsEventDataDto, AnalyticsEventDto } from '../dto/analytics-event.dto.js';

/** Events one IP may send per minute: generous for a brand paging through big sheets. */
export const ANALYTICS_EVENTS_PER_IP_PER_MINUTE = 600;
const MAX_USER_AGENT_LENGTH = 500;

type DataField = keyof AnalyticsEventDataDto;

/** The data fields each event type needs. */
export const REQUIRED_EVENT_DATA: Record<AnalyticsEventType, DataField[]> = {
  sheet_view: ['sheet_id'],
  sheet_response_view: ['sheet_id'],
  sheet_click_influencer: ['sheet_id', 'influencer_id'],
  collection_view: ['collection_id'],
  social_view: ['platform', 'influencer_id', 'url'],
};

function invalidData(field: DataField, message: string): ApiException {
  return ApiException.badRequest(message, { [`data.${field}`]: [message] });
}

/**
 * POST /api/analytics: stores one event with a single INSERT that also resolves the sheet,
 * collection and team from the public ids. Unknown ids (and casting-call responses the brand cannot
 * see yet) are refused with a 400 naming the field. The IP is kept only as a keyed hash.
 */
@Injectable()
export class AnalyticsEventsService {
  private readonly limiter = new RateLimiter();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionService,
    private readonly ipHasher: IpHasher,
  ) {}

  async record(event: AnalyticsEventDto, client: ClientContext): Promise<void> {
    this.assertAllowed(client.ip);
    const data = event.data;
    for (const field of REQUIRED_EVENT_DATA[event.event_type])
      if (data[field] === undefined)
        throw invalidData(field, `data.${field} is required for ${event.event_type}`);

    const [ipHash, userId] = await Promise.all([
      this.ipHasher.hash(client.ip),
      this.userIdOf(client.sessionToken),
    ]);
    const sheetId = data.sheet_id ?? null;
    const collectionId = data.collection_id ?? null;
    const rows: { id: string }[] = await this.db.query(
      `INSERT INTO analytics_events (event_type, team_id, sheet_id, collection_id, influencer_id, platform, url,
                                     viewer_email, user_id, ip_hash, user_agent)
       SELECT $1, coalesce(s.team_id, c.team_id, i.primary_team_id), s.id, c.id, $4, $5, $6, $7, $8, $9, $10
         FROM (SELECT 1) one
         LEFT JOIN talent_sheets s ON s.public_id = $2
              AND NOT (s.sheet_type = 'casting_call_response' AND s.response_status IS DISTINCT FROM 'submitted')
         LEFT JOIN collections c ON c.public_id = $3
         LEFT JOIN influencers i ON i.id = $4
        WHERE ($2::text IS NULL OR s.id IS NOT NULL) AND ($3::text IS NULL OR c.id IS NOT NULL)
       RETURNING id`,
      [
        event.event_type,
        sheetId,
        collectionId,
        data.influencer_id ?? null,
        data.platform ?? null,
        data.url ?? null,
        data.viewer_email?.trim() || null,
        userId,
        ipHash,
        client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      ],
    );
    if (rows.length > 0) return;
    if (sheetId !== null && !(await this.sheetIsShared(sheetId)))
      throw invalidData('sheet_id', 'data.sheet_id is not a shared sheet');
    throw invalidData('collection_id', 'data.collection_id is not a shared collection');
  }

  private assertAllowed(ip: string): void {
    const decision = this.limiter.consume(
      [{ key: `analytics:ip:${ip}`, limit: ANALYTICS_EVENTS_PER_IP_PER_MINUTE }],
      60,
    );
    if (!decision.allowed)
      throw new ApiException(429, API_ERROR_CODES.rateLimited, RATE_LIMITED_MESSAGE, {
        headers: { 'retry-after': String(decision.retryAfterSeconds) },
      });
  }

  /** Only on the refusal path: says which of the two ids was not found. */
  private async sheetIsShared(publicId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM talent_sheets WHERE public_id = $1
          AND NOT (sheet_type = 'casting_call_response' AND response_status IS DISTINCT FROM 'submitted')`,
      [publicId],
    );
    return rows.length > 0;
  }

  /** The signed-in viewer (a team member previewing a link), if any. */
  private async userIdOf(sessionToken: string | null): Promise<number | null> {
    if (!sessionToken) return null;
    const auth = await this.sessions.resolve(sessionToken).catch(() => null);
    return auth?.user.id ?? null;
  }
}
