import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate-limit counters of every API process, so that limits hold across processes
 * (RateLimitStore). Keys are sha256 digests of the limiter's keys: those name email addresses and
 * client IPs, which this table must not keep in clear for the minutes it remembers them.
 *
 * rate_limit_windows: one fixed window per key, counted by one INSERT … ON CONFLICT … DO UPDATE.
 * sign_in_backoff: the sign-in failures per key (FailureBackoff's record). Beginning an attempt
 * decides across two keys (the (address, IP) pair and the IP) before counting on either, so it is
 * a function: one call, one round trip, rows locked in key order so two calls never deadlock.
 * Every time comes from the caller (the service's clock), never from now().
 *
 * Both tables are UNLOGGED: a check writes no WAL and waits for no fsync at commit (a logged
 * table made each check cost a WAL flush, about 3 ms here). What that gives up: after a crash of
 * PostgreSQL (not a clean restart) the counters start empty, and standbys do not have them;
 * limits are checked on the primary, and counters only ever cover minutes. No index but the key:
 * every check writes, and the purge (housekeeping, now and then) reads the whole small table.
 */
export class RateLimits1764001816000 implements MigrationInterface {
  name = 'RateLimits1764001816000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE rate_limit_windows (
        key bytea PRIMARY KEY,
        hits integer NOT NULL,
        resets_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE UNLOGGED TABLE sign_in_backoff (
        key bytea PRIMARY KEY,
        failures integer NOT NULL DEFAULT 0,
        pending integer NOT NULL DEFAULT 0,
        pending_until timestamptz NOT NULL,
        wait_until timestamptz NOT NULL,
        forget_at timestamptz NOT NULL
      )`);
    // Answers the wait in milliseconds (0: begun, the keys' pending attempts counted). A record
    // whose attempts are all finished (or abandoned: pending past pending_until) and whose
    // forget_at passed starts over; an attempt counts as pending until p_attempt_timeout passed.
    await queryRunner.query(`
      CREATE FUNCTION sign_in_backoff_begin(
        p_keys bytea[], p_free integer[], p_now timestamptz, p_attempt_timeout interval
      ) RETURNS double precision LANGUAGE plpgsql AS $$
      DECLARE
        wait_ms double precision;
      BEGIN
        WITH locked AS (
          INSERT INTO sign_in_backoff AS b (key, failures, pending, pending_until, wait_until, forget_at)
          SELECT k, 0, 0, p_now, p_now, p_now FROM unnest(p_keys) AS k ORDER BY k
          ON CONFLICT (key) DO UPDATE SET
            pending = CASE WHEN b.pending_until > p_now THEN b.pending ELSE 0 END,
            failures = CASE WHEN (b.pending = 0 OR b.pending_until <= p_now) AND b.forget_at <= p_now
                            THEN 0 ELSE b.failures END,
            wait_until = CASE WHEN (b.pending = 0 OR b.pending_until <= p_now) AND b.forget_at <= p_now
                              THEN p_now ELSE b.wait_until END
          RETURNING b.key, b.failures, b.pending, b.wait_until
        )
        SELECT coalesce(max(CASE
                 WHEN l.wait_until > p_now THEN extract(epoch FROM l.wait_until - p_now) * 1000
                 WHEN l.pending > 0 AND l.failures + l.pending > f.free THEN 1
                 ELSE 0 END), 0)
          INTO wait_ms
          FROM locked l JOIN unnest(p_keys, p_free) AS f(key, free) ON f.key = l.key;
        IF wait_ms = 0 THEN
          UPDATE sign_in_backoff
             SET pending = pending + 1, pending_until = p_now + p_attempt_timeout
           WHERE key = ANY (p_keys);
        END IF;
        RETURN wait_ms;
      END $$`);
    // Ends an attempt begun with the same keys: a failure counts and, past the free ones, makes
    // the key wait first * 2^(over-1) (at most max); success forgets the keys flagged p_forget.
    await queryRunner.query(`
      CREATE FUNCTION sign_in_backoff_finish(
        p_keys bytea[], p_free integer[], p_forget boolean[], p_outcome text, p_now timestamptz,
        p_first interval, p_max interval, p_forget_after interval
      ) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM sign_in_backoff WHERE key = ANY (p_keys) ORDER BY key FOR UPDATE;
        UPDATE sign_in_backoff AS b SET
          pending = greatest(0, b.pending - 1),
          failures = CASE WHEN p_outcome = 'failed' THEN b.failures + 1
                          WHEN p_outcome = 'succeeded' AND f.forget THEN 0
                          ELSE b.failures END,
          wait_until = CASE WHEN p_outcome = 'failed' AND b.failures + 1 > f.free
                            THEN p_now + least(p_max, p_first * power(2, least(b.failures - f.free, 30)))
                            ELSE b.wait_until END,
          forget_at = greatest(p_now, CASE WHEN p_outcome = 'failed' AND b.failures + 1 > f.free
                            THEN p_now + least(p_max, p_first * power(2, least(b.failures - f.free, 30)))
                            ELSE b.wait_until END) + p_forget_after
        FROM unnest(p_keys, p_free, p_forget) AS f(key, free, forget)
        WHERE b.key = f.key;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION sign_in_backoff_finish(bytea[], integer[], boolean[], text, timestamptz, interval, interval, interval)`,
    );
    await queryRunner.query(`DROP FUNCTION sign_in_backoff_begin(bytea[], integer[], timestamptz, interval)`);
    await queryRunner.query(`DROP TABLE sign_in_backoff`);
    await queryRunner.query(`DROP TABLE rate_limit_windows`);
  }
}
