import { isValidEmail, normaliseEmail } from '@tpp/contracts';
import type pg from 'pg';

export const ENABLE_ADMIN_USAGE = `Usage: npm run admin:enable -w @tpp/api -- <email>
       node services/api/dist/cli/enable-admin.js <email>

Re-enables a disabled platform admin (users.is_admin), for recovery when no admin who could do it
from /configure can sign in. Only platform admins: other accounts are re-enabled by an admin.
The change is written to the audit log (who: "command line: enable-admin").
Uses DATABASE_URL when set, else the embedded PostgreSQL of npm start (DATA_DIR, EMBEDDED_PG_PORT).`;

/** Who the audit log names for changes made by this command (no user signed in). */
export const ENABLE_ADMIN_ACTOR = 'command line: enable-admin';

export class EnableAdminArgsError extends Error {}

/** `<email>` or `--help`; anything else is an error naming what is wrong. */
export function parseEnableAdminArgs(
  argv: readonly string[],
): { help: true } | { help: false; email: string } {
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return { help: true };
  const options = argv.filter((arg) => arg.startsWith('-'));
  if (options.length) throw new EnableAdminArgsError(`Unknown option "${options[0]}"`);
  if (argv.length !== 1) throw new EnableAdminArgsError('Give exactly one email address');
  const email = normaliseEmail(argv[0]!);
  if (!isValidEmail(email)) throw new EnableAdminArgsError(`"${argv[0]}" is not an email address`);
  return { help: false, email };
}

export type EnableAdminResult =
  | { outcome: 'not-found' }
  | { outcome: 'not-admin'; id: number }
  | { outcome: 'already-enabled'; id: number }
  | { outcome: 'enabled'; id: number };

/**
 * Re-enables the platform admin with this email, in one transaction holding the user's row, and
 * writes the audit entry. Sessions are not touched (disabling ended them): the admin signs in.
 */
export async function enableAdmin(client: pg.Client, email: string): Promise<EnableAdminResult> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<{
      id: number;
      email: string;
      is_admin: boolean;
      account_disabled: boolean;
    }>(`SELECT id, email, is_admin, account_disabled FROM users WHERE email = $1 FOR UPDATE`, [email]);
    const user = rows[0];
    let result: EnableAdminResult;
    if (!user) result = { outcome: 'not-found' };
    else if (!user.is_admin) result = { outcome: 'not-admin', id: user.id };
    else if (!user.account_disabled) result = { outcome: 'already-enabled', id: user.id };
    else {
      await client.query(`UPDATE users SET account_disabled = false, updated_at = now() WHERE id = $1`, [
        user.id,
      ]);
      await client.query(
        `INSERT INTO admin_audit_log (actor_user_id, actor_email, as_user_id, as_user_email, action)
         VALUES (NULL, $1, $2, $3, 'Re-enabled the account (recovery command)')`,
        [ENABLE_ADMIN_ACTOR, user.id, user.email],
      );
      result = { outcome: 'enabled', id: user.id };
    }
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The line printed for a result, and the exit code (0 done or nothing to do, 1 refused). */
export function describeResult(
  email: string,
  result: EnableAdminResult,
): { message: string; exitCode: number } {
  switch (result.outcome) {
    case 'not-found':
      return { message: `No account has the email ${email}.`, exitCode: 1 };
    case 'not-admin':
      return {
        message: `${email} (id ${result.id}) is not a platform admin: this command re-enables platform admins only (an admin re-enables other accounts on /configure).`,
        exitCode: 1,
      };
    case 'already-enabled':
      return { message: `${email} (id ${result.id}) is already enabled: nothing changed.`, exitCode: 0 };
    case 'enabled':
      return {
        message: `Re-enabled the platform admin ${email} (id ${result.id}): they can sign in again. Written to the audit log.`,
        exitCode: 0,
      };
  }
}
