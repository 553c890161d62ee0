import { Injectable } from '@nestjs/common';
import { API_ERROR_CODES } from '@tpp/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { ApiException, RATE_LIMITED_MESSAGE } from './api-exception.js';
import { RateLimiter } from './rate-limiter.js';

export type RateLimitedAction =
  | 'signin'
  | 'magic-link'
  | 'forgot-password'
  | 'account-registration'
  | 'register-sheet-viewer'
  | 'sheet-response'
  | 'analytics-event';

/** Events one IP may send per minute: generous for a brand paging through big sheets. */
export const ANALYTICS_EVENTS_PER_IP_PER_MINUTE = 600;

interface PerIpLimit {
  limit: (limits: AppConfig['rateLimits']) => number;
  /** The window when it is not the configured one. */
  windowSeconds?: number;
}

/** Actions limited per client IP only, with the limit each one uses. */
const PER_IP_ONLY: Partial<Record<RateLimitedAction, PerIpLimit>> = {
  'account-registration': { limit: (limits) => limits.registrationPerIp },
  'register-sheet-viewer': { limit: (limits) => limits.publicFormPerIp },
  'sheet-response': { limit: (limits) => limits.publicFormPerIp },
  'analytics-event': { limit: () => ANALYTICS_EVENTS_PER_IP_PER_MINUTE, windowSeconds: 60 },
};

/**
 * Limits attempts per email address and per client IP; a refusal is a 429 with Retry-After. The
 * one limiter of the process (HttpInfrastructureModule provides this service once).
 */
@Injectable()
export class RateLimitService {
  private readonly limiter = new RateLimiter();

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  assertAllowed(action: RateLimitedAction, subject: { ip: string; email?: string }): void {
    const limits = this.config.rateLimits;
    const perIpOnly = PER_IP_ONLY[action];
    const keys = perIpOnly
      ? [{ key: `${action}:ip:${subject.ip}`, limit: perIpOnly.limit(limits) }]
      : [
          { key: `${action}:ip:${subject.ip}`, limit: limits.perIp },
          ...(subject.email ? [{ key: `${action}:email:${subject.email}`, limit: limits.perEmail }] : []),
        ];
    const decision = this.limiter.consume(keys, perIpOnly?.windowSeconds ?? limits.windowSeconds);
    if (!decision.allowed) {
      throw new ApiException(429, API_ERROR_CODES.rateLimited, RATE_LIMITED_MESSAGE, {
        headers: { 'retry-after': String(decision.retryAfterSeconds) },
      });
    }
  }
}
