import { Injectable } from '@nestjs/common';
import { API_ERROR_CODES } from '@tpp/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { ApiException } from './api-exception.js';
import { FailureBackoff, RateLimiter, type AttemptOutcome, type RateLimitDecision } from './rate-limiter.js';

export type RateLimitedAction =
  | 'magic-link'
  | 'forgot-password'
  | 'account-registration'
  | 'register-sheet-viewer'
  | 'sheet-response'
  | 'analytics-event';

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
  'analytics-event': { limit: (limits) => limits.analyticsEventsPerIpPerMinute, windowSeconds: 60 },
};

/** "30 seconds", "1 minute", "15 minutes": the wait, rounded up to whole minutes past one minute. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function refusal(decision: RateLimitDecision, what: string): ApiException {
  const wait = describeWait(decision.retryAfterSeconds);
  return new ApiException(
    429,
    API_ERROR_CODES.rateLimited,
    `Too many ${what}. Please wait ${wait} and try again.`,
    {
      headers: { 'retry-after': String(decision.retryAfterSeconds) },
    },
  );
}

/** A begun password sign-in (see RateLimitService.beginSignIn). */
export interface SignInAttempt {
  finish(outcome: AttemptOutcome): void;
}

/** Who signs in: the normalised address and the client IP. */
export interface SignInSubject {
  ip: string;
  email: string;
}

/**
 * Limits attempts per email address and per client IP; a refusal is a 429 with Retry-After and a
 * message saying how long to wait. The one limiter of the process (HttpInfrastructureModule
 * provides this service once).
 *
 * Password sign-in is throttled apart (OWASP Authentication Cheat Sheet, "Protect Against
 * Automated Attacks"): only wrong passwords count, per (address, IP) and per IP, and each one past
 * the free ones makes that pair or IP wait twice as long as the last. The address alone is never
 * refused, so nobody can lock an agent out by guessing at their address from elsewhere.
 */
@Injectable()
export class RateLimitService {
  /** The time source of every counter; tests move it instead of waiting. */
  readonly clock = { now: (): number => Date.now() };
  private readonly limiter = new RateLimiter(() => this.clock.now());
  private readonly signInFailures: FailureBackoff;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    const limits = config.rateLimits;
    this.signInFailures = new FailureBackoff(
      {
        firstDelayMs: limits.signInFirstDelaySeconds * 1000,
        maxDelayMs: limits.signInMaxDelaySeconds * 1000,
        forgetAfterMs: limits.windowSeconds * 1000,
      },
      () => this.clock.now(),
    );
  }

  /**
   * Begins a password sign-in: refuses (429) while this (address, IP) or this IP waits; the
   * answer's `finish` records how it ended (call it once, also when the check throws).
   */
  beginSignIn(subject: SignInSubject): SignInAttempt {
    const limits = this.config.rateLimits;
    const pair = signInPairKey(subject);
    const keys = [
      { key: pair, freeFailures: limits.signInFailuresPerAddressAndIp },
      { key: signInIpKey(subject), freeFailures: limits.signInFailuresPerIp },
    ];
    const decision = this.signInFailures.begin(keys);
    if (!decision.allowed) throw refusal(decision, 'sign-in attempts');
    let finished = false;
    return {
      // A right password forgets the (address, IP)'s failures. The IP's count stays: signing in
      // to one's own account must not wipe a flood of guesses at others.
      finish: (outcome) => {
        if (finished) return;
        finished = true;
        this.signInFailures.finish(keys, outcome, [pair]);
      },
    };
  }

  assertAllowed(action: RateLimitedAction, subject: { ip: string; email?: string }): void {
    const decision = this.consume(action, subject);
    if (!decision.allowed) throw refusal(decision, 'attempts');
  }

  /** The AI helpers' requests of one team: AI_REQUESTS_PER_TEAM_PER_MINUTE, whoever asks. */
  assertTeamAllowed(teamId: number): void {
    const decision = this.limiter.consume(
      [{ key: `ai-helper:team:${teamId}`, limit: this.config.ai.requestsPerTeamPerMinute }],
      60,
    );
    if (!decision.allowed) throw refusal(decision, 'AI helper requests');
  }

  /** Counts an attempt like assertAllowed and answers whether it is allowed, without throwing. */
  isAllowed(action: RateLimitedAction, subject: { ip: string; email?: string }): boolean {
    return this.consume(action, subject).allowed;
  }

  private consume(action: RateLimitedAction, subject: { ip: string; email?: string }): RateLimitDecision {
    const limits = this.config.rateLimits;
    const perIpOnly = PER_IP_ONLY[action];
    const keys = perIpOnly
      ? [{ key: `${action}:ip:${subject.ip}`, limit: perIpOnly.limit(limits) }]
      : [
          { key: `${action}:ip:${subject.ip}`, limit: limits.perIp },
          ...(subject.email ? [{ key: `${action}:email:${subject.email}`, limit: limits.perEmail }] : []),
        ];
    return this.limiter.consume(keys, perIpOnly?.windowSeconds ?? limits.windowSeconds);
  }
}

const signInPairKey = ({ email, ip }: SignInSubject) => `signin:pair:${ip}\n${email}`;
const signInIpKey = ({ ip }: SignInSubject) => `signin:ip:${ip}`;
