import { Body, Controller } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { Client } from '../../accounts/auth/decorators.js';
import type { ClientContext } from '../../accounts/auth/request-auth.js';
import { AnalyticsEventDto } from '../dto/analytics-event.dto.js';
import { ANALYTICS_EVENTS_PER_IP_PER_MINUTE } from '../../../config/app-config.js';
import { AnalyticsEventsService } from '../services/analytics-events.service.js';
import { ViewerJar, type ViewerCookieJar } from '../services/viewer-ids.service.js';

/** Events from the brand-facing pages: no session needed (a signed-in viewer is recorded). */
@ApiTags('analytics')
@Controller()
export class AnalyticsController {
  constructor(private readonly events: AnalyticsEventsService) {}

  @Endpoint(API.analytics.record, {
    summary: 'Stores an analytics event of a shared page',
    description:
      'sheet_view and sheet_response_view need data.sheet_id; sheet_click_influencer data.sheet_id and ' +
      'data.influencer_id; collection_view data.collection_id; social_view data.platform, data.influencer_id ' +
      'and data.url (http or https), data.sheet_id when opened from a sheet. data.viewer_email is the gate ' +
      'email, when known: verified only for a browser that followed the link the gate mailed to it. A viewer ' +
      'is the signed tpp_viewer cookie (set here, HttpOnly), or without a valid one the IP. ' +
      `Unknown ids answer 400 naming the field. At most ${ANALYTICS_EVENTS_PER_IP_PER_MINUTE} ` +
      'events per minute per IP by default (ANALYTICS_EVENTS_PER_IP_PER_MINUTE; 429).',
    errors: [429],
    status: 204,
  })
  @ApiNoContentResponse({ description: 'Stored' })
  record(
    @Body() body: AnalyticsEventDto,
    @Client() client: ClientContext,
    @ViewerJar() jar: ViewerCookieJar,
  ) {
    return this.events.record(body, client, jar);
  }
}
