import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnalyticsEventRequest, AnalyticsEventType, None } from '@tpp/contracts';
import { isbot } from 'isbot';
import { DataSource } from 'typeorm';
import { IpHasher } from '../../../infrastructure/http/ip-hasher.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import type { ClientContext } from '../../accounts/auth/request-auth.js';
import { SessionService } from '../../accounts/services/session.service.js';
import { invalidData } from '../analytics.errors.js';
import type { AnalyticsEventDataDto, AnalyticsEventDto } from '../dto/analytics-event.dto.js';
import { AnalyticsEventsRepository } from '../repositories/analytics-events.repository.js';
import { AnalyticsEventWriter, type WriteOutcome } from './analytics-event-writer.service.js';
import { ViewerIds, type ViewerCookieJar } from './viewer-ids.service.js';

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

/**
 * POST /api/analytics: stores one event (through AnalyticsEventWriter, which also decides whether
 * it counts) and answers once it is committed. Unknown ids (and casting-call responses the brand
 * cannot see yet) are refused with a 400 naming the field. The IP is kept only as a keyed hash.
 */
@Injectable()
export class AnalyticsEventsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: AnalyticsEventsRepository,
    private readonly writer: AnalyticsEventWriter,
    private readonly sessions: SessionService,
    private readonly ipHasher: IpHasher,
    private readonly rateLimits: RateLimitService,
    private readonly viewerIds: ViewerIds,
  ) {}

  async record(event: AnalyticsEventDto, client: ClientContext, jar: ViewerCookieJar): Promise<None> {
    await this.rateLimits.assertAllowed('analytics-event', { ip: client.ip });
    const data = event.data;
    for (const field of REQUIRED_EVENT_DATA[event.event_type])
      if (data[field] === undefined)
        throw invalidData(field, `data.${field} is required for ${event.event_type}`);
    if ((await this.store(event, client, jar)) === 'stored') return;
    const sheetId = data.sheet_id ?? null;
    if (sheetId !== null && !(await this.events.isSharedSheet(sheetId)))
      throw invalidData('sheet_id', 'data.sheet_id is not a shared sheet');
    throw invalidData('collection_id', 'data.collection_id is not a shared collection');
  }

  /**
   * The fast path's half of `record` (AnalyticsFastPath), for an event already known to be valid
   * with its required data: true once stored; false when `record` must answer (over the rate
   * limit, or an id that is not a shared one), which then checks again and explains.
   */
  async recordWellFormed(
    event: AnalyticsEventRequest,
    client: ClientContext,
    jar: ViewerCookieJar,
  ): Promise<boolean> {
    if (!(await this.rateLimits.isAllowed('analytics-event', { ip: client.ip }))) return false;
    return (await this.store(event, client, jar)) === 'stored';
  }

  /**
   * The viewer is the request's signed viewer id, or its IP's single viewer without a valid one
   * (ViewerIds). The email is the one the browser sent, else the one this viewer confirmed; it
   * counts as verified only when this viewer followed the gate's link for it (decided in the
   * insert statement, AnalyticsEventsRepository.storeBatch).
   */
  private async store(
    event: AnalyticsEventRequest,
    client: ClientContext,
    jar: ViewerCookieJar,
  ): Promise<WriteOutcome> {
    const data = event.data;
    const userAgent = client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null;
    const bot = userAgent === null || isbot(userAgent);
    const [ipHash, signedIn, viewer] = await Promise.all([
      this.ipHasher.hash(client.ip),
      this.viewerOf(client.sessionToken),
      this.viewerIds.identify(jar, client.ip, { issue: !bot }),
    ]);
    return this.writer.write({
      event_type: event.event_type,
      sheet_public_id: data.sheet_id ?? null,
      collection_public_id: data.collection_id ?? null,
      influencer_id: data.influencer_id ?? null,
      platform: data.platform ?? null,
      url: data.url ?? null,
      viewer_email: data.viewer_email?.trim() || null,
      user_id: signedIn?.userId ?? null,
      ip_hash: ipHash,
      user_agent: userAgent,
      bot,
      viewer_team_id: signedIn?.teamId ?? null,
      viewer_key: viewer.key,
      viewer_id_key: viewer.idKey,
      issued_viewer_key: viewer.issuedKey,
    });
  }

  /** The signed-in viewer (a team member previewing a link) and the team they act in, if any. */
  private async viewerOf(
    sessionToken: string | null,
  ): Promise<{ userId: number; teamId: number | null } | null> {
    if (!sessionToken) return null;
    const auth = await this.sessions.resolve(sessionToken).catch(() => null);
    return auth ? { userId: auth.user.id, teamId: auth.team?.teamId ?? null } : null;
  }
}
