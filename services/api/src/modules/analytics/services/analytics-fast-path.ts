import { Injectable } from '@nestjs/common';
import { API, SESSION_COOKIE, type AnalyticsEventRequest, type AnalyticsEventType } from '@tpp/contracts';
import type { FastifyInstance } from 'fastify';
import { routeOf } from '../../../infrastructure/http/csrf.js';
import { clientContextOf } from '../../accounts/auth/request-auth.js';
import { EVENT_DATA_ID_RULES } from '../dto/analytics-event.dto.js';
import { AnalyticsEventsService, REQUIRED_EVENT_DATA } from './analytics-events.service.js';
import { viewerCookieJar } from './viewer-ids.service.js';

/**
 * The events the fast path takes: every type but social_view, whose url the controller checks,
 * each with exactly the data it needs.
 */
const fastEventData = (type: unknown): readonly string[] | undefined =>
  typeof type === 'string' && type !== 'social_view' && Object.hasOwn(REQUIRED_EVENT_DATA, type)
    ? REQUIRED_EVENT_DATA[type as AnalyticsEventType]
    : undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The event when the body is one that AnalyticsEventDto accepts as it is, of the common kinds
 * (a view or a profile click with exactly its ids, each checked by the DTO's EVENT_DATA_ID_RULES);
 * null for anything else, which the controller then validates and, when wrong, explains.
 */
export function wellFormedEvent(body: unknown): AnalyticsEventRequest | null {
  if (!isObject(body) || Object.keys(body).length !== 2 || !isObject(body.data)) return null;
  const type = body.event_type as AnalyticsEventType;
  const needed = fastEventData(type);
  const data = body.data;
  if (!needed || Object.keys(data).length !== needed.length) return null;
  for (const field of needed) {
    const rule = Object.hasOwn(EVENT_DATA_ID_RULES, field)
      ? EVENT_DATA_ID_RULES[field as keyof typeof EVENT_DATA_ID_RULES]
      : undefined;
    if (!rule?.(data[field])) return null;
  }
  return { event_type: type, data: data as AnalyticsEventRequest['data'] };
}

/**
 * Stores the common events of POST /api/analytics before Nest's routing, guards and validation:
 * a shared sheet opened by many brands sends a view and clicks per visitor, and this path takes
 * them at a fraction of the cost. It runs after the CSRF check and the input guard (hooks
 * registered earlier) and stores through the same service and writer; anything it does not take
 * (another shape, over the rate limit, an unknown id) goes on to AnalyticsController, which
 * answers exactly as without it.
 */
@Injectable()
export class AnalyticsFastPath {
  constructor(private readonly events: AnalyticsEventsService) {}

  register(fastify: FastifyInstance): void {
    const path = API.analytics.record.path;
    fastify.addHook('preHandler', async (request, reply) => {
      // The routed pattern, never the raw URL (a percent-encoded path reaches the same route).
      if (request.method !== 'POST' || routeOf(request) !== path) return;
      const event = wellFormedEvent(request.body);
      if (!event) return;
      const client = clientContextOf(request, SESSION_COOKIE);
      if (await this.events.recordWellFormed(event, client, viewerCookieJar(request, reply)))
        return reply.code(204).send();
    });
  }
}
