import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { API_ERROR_CODES } from '@tpp/contracts';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { ApiException } from './api-exception.js';
import {
  RateLimitStore,
  type AttemptOutcome,
  type BackoffOptions,
  type RateLimitDecision,
} from './rate-limiter.js';

export type RateLimitedAction =
  | 'magic-link'
  | 'forgot-password'
  | 'account-registration'
  | 'register-sheet-viewer'
  | 'sheet-response'
  /** A brand's answer on its reply page (modules/messaging, brand contacts). */
  | 'brand-reply'
  | 'analytics-event'
  /** One-time sign-in codes mailed to an account (modules/accounts/two-factor), per address and IP. */
  | 'sign-in-code';

/**
 * Checks of something only the signed-in (or half signed-in) user sends, throttled per user with
 * the sign-in back-off and its settings: second-factor and mailed sign-in codes, the current
 * password of a password change.
 */
export type UserAttemptKind = 'sign-in-code' | 'password-change';

/** Windows keyed by something else than an action's IP or address (RateLimitService.allowKeyed). */
export type KeyedWindow = 'gate-mail-recipient' | 'account-exists-mail' | 'analytics-viewer-id';

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
  'brand-reply': { limit: (limits) => limits.publicFormPerIp },
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
  finish(outcome: AttemptOutcome): Promise<void>;
}

/** Who signs in: the normalised address and the client IP. */
export interface SignInSubject {
  ip: string;
  email: string;
}

/**
 * Limits attempts per email address and per client IP; a refusal is a 429 with Retry-After and a
 * message saying how long to wait. The counters live in PostgreSQL (RateLimitStore), so every API
 * process on the database shares them: two processes never double a limit. Each check is one
 * statement; when the database fails the check fails with it (the usual 500), never falls back to
 * counting in memory.
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
  private readonly store: RateLimitStore;
  private readonly backoff: BackoffOptions;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDataSource() db: DataSource,
  ) {
    const limits = config.rateLimits;
    // The DataSource's own pg pool, for named statements (TypeORM's query() cannot name them).
    const pool = () => (db.driver as PostgresDriver).master as pg.Pool;
    this.store = new RateLimitStore({
      query: async (name, text, values) => (await pool().query({ name, text, values })).rows,
    });
    this.backoff = {
      firstDelayMs: limits.signInFirstDelaySeconds * 1000,
      maxDelayMs: limits.signInMaxDelaySeconds * 1000,
      forgetAfterMs: limits.windowSeconds * 1000,
    };
  }

  /**
   * Begins a password sign-in: refuses (429) while this (address, IP) or this IP waits; the
   * answer's `finish` records how it ended (call it once, also when the check throws).
   */
  async beginSignIn(subject: SignInSubject): Promise<SignInAttempt> {
    const limits = this.config.rateLimits;
    const pair = signInPairKey(subject);
    const keys = [
      { key: pair, freeFailures: limits.signInFailuresPerAddressAndIp },
      { key: signInIpKey(subject), freeFailures: limits.signInFailuresPerIp },
    ];
    const decision = await this.store.begin(keys, this.clock.now());
    if (!decision.allowed) throw refusal(decision, 'sign-in attempts');
    let finished = false;
    return {
      // A right password forgets the (address, IP)'s failures. The IP's count stays: signing in
      // to one's own account must not wipe a flood of guesses at others.
      finish: async (outcome) => {
        if (finished) return;
        finished = true;
        await this.store.finish(keys, outcome, [pair], this.backoff, this.clock.now());
      },
    };
  }

  /**
   * Begins a check of a code or of the current password, keyed by the user (never by IP: the
   * caller already proved something about the account): the sign-in back-off with its settings,
   * SIGNIN_FAILURES_PER_ADDRESS_AND_IP free failures, then waits from SIGNIN_FIRST_DELAY_SECONDS
   * doubling up to SIGNIN_MAX_DELAY_SECONDS. A success forgets the failures.
   */
  async beginUserAttempt(kind: UserAttemptKind, userId: number): Promise<SignInAttempt> {
    const key = `${kind}:user:${userId}`;
    const keys = [{ key, freeFailures: this.config.rateLimits.signInFailuresPerAddressAndIp }];
    const decision = await this.store.begin(keys, this.clock.now());
    if (!decision.allowed)
      throw refusal(decision, kind === 'password-change' ? 'password attempts' : 'code attempts');
    let finished = false;
    return {
      finish: async (outcome) => {
        if (finished) return;
        finished = true;
        await this.store.finish(keys, outcome, [key], this.backoff, this.clock.now());
      },
    };
  }

  /**
   * Remembers a wrong password for an existing account from this IP (SIGNIN_ACCOUNT_WINDOW_SECONDS).
   * It never makes the account wait: it only feeds `accountUnderAttack`.
   */
  async recordAccountFailure(userId: number, ip: string): Promise<void> {
    const limits = this.config.rateLimits;
    await this.store.recordAccountFailure(
      userId,
      ip,
      limits.signInAccountWindowSeconds * 1000,
      this.clock.now(),
    );
  }

  /**
   * Whether many addresses are guessing at the account: more than SIGNIN_ACCOUNT_FAILURES wrong
   * passwords from at least SIGNIN_ACCOUNT_FAILURE_IPS distinct IPs within the window.
   */
  async accountUnderAttack(userId: number): Promise<boolean> {
    const limits = this.config.rateLimits;
    const { failures, ips } = await this.store.accountFailures(userId, this.clock.now());
    return failures > limits.signInAccountFailures && ips >= limits.signInAccountFailureIps;
  }

  async assertAllowed(action: RateLimitedAction, subject: { ip: string; email?: string }): Promise<void> {
    const decision = await this.consume(action, subject);
    if (!decision.allowed) throw refusal(decision, 'attempts');
  }

  /** The AI helpers' requests of one team: AI_REQUESTS_PER_TEAM_PER_MINUTE, whoever asks. */
  async assertTeamAllowed(teamId: number): Promise<void> {
    const decision = await this.store.consume(
      [{ key: `ai-helper:team:${teamId}`, limit: this.config.ai.requestsPerTeamPerMinute }],
      60,
      this.clock.now(),
    );
    if (!decision.allowed) throw refusal(decision, 'AI helper requests');
  }

  /**
   * A window keyed by what a caller names (one mail recipient, one IP's new analytics viewer ids):
   * counts one use of `window:key` and answers whether it is within `limit` per `windowSeconds`.
   * `refuse` names what was refused: then a refusal throws the usual 429 instead of answering false.
   */
  async allowKeyed(
    window: KeyedWindow,
    key: string,
    limit: number,
    windowSeconds: number,
    refuse?: string,
  ): Promise<boolean> {
    const decision = await this.store.consume(
      [{ key: `${window}:${key}`, limit }],
      windowSeconds,
      this.clock.now(),
    );
    if (!decision.allowed && refuse) throw refusal(decision, refuse);
    return decision.allowed;
  }

  /** Counts an attempt like assertAllowed and answers whether it is allowed, without throwing. */
  async isAllowed(action: RateLimitedAction, subject: { ip: string; email?: string }): Promise<boolean> {
    return (await this.consume(action, subject)).allowed;
  }

  /**
   * Deletes the counters whose window or wait is over (housekeeping; nothing else needs it, an
   * expired row is read as a fresh one). Answers how many rows went.
   */
  purgeExpired(
    now = this.clock.now(),
  ): Promise<{ windows: number; signIn: number; accountFailures: number }> {
    return this.store.purgeExpired(now);
  }

  private consume(
    action: RateLimitedAction,
    subject: { ip: string; email?: string },
  ): Promise<RateLimitDecision> {
    const limits = this.config.rateLimits;
    const perIpOnly = PER_IP_ONLY[action];
    const keys = perIpOnly
      ? [{ key: `${action}:ip:${subject.ip}`, limit: perIpOnly.limit(limits) }]
      : [
          { key: `${action}:ip:${subject.ip}`, limit: limits.perIp },
          ...(subject.email ? [{ key: `${action}:email:${subject.email}`, limit: limits.perEmail }] : []),
        ];
    return this.store.consume(keys, perIpOnly?.windowSeconds ?? limits.windowSeconds, this.clock.now());
  }
}

const signInPairKey = ({ email, ip }: SignInSubject) => `signin:pair:${ip}\n${email}`;
const signInIpKey = ({ ip }: SignInSubject) => `signin:ip:${ip}`;
