import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DATA_DIR, DEMO_MEMBER, E2E_PG_PORT } from './config.js';

/** The app's own embedded PostgreSQL, used only to arrange users in states no screen creates yet. */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const password = readFileSync(path.join(DATA_DIR, 'pg.secret'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: E2E_PG_PORT,
    user: 'postgres',
    password,
    database: 'talent_pitch_pro',
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface UserState {
  account_disabled?: boolean;
  suspended?: boolean;
  /** false: the user belongs to no team. */
  withTeam?: boolean;
  /** A team other than the demo agency to belong to. */
  teamId?: number;
}

/**
 * Creates a user with the demo member's password (same hash) and the given flags, in the demo
 * member's team unless `withTeam` is false. Returns the credentials.
 */
export async function createUser(state: UserState): Promise<{ email: string; password: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@northstar.example`;
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; team_id: number | null }>(
      `INSERT INTO users (email, password_hash, full_name, account_disabled, suspended, primary_team_id)
       SELECT $1, password_hash, 'E2E Person', $2, $3, CASE WHEN $4 THEN coalesce($6::integer, primary_team_id) END
         FROM users WHERE email = $5
       RETURNING id, primary_team_id AS team_id`,
      [
        email,
        state.account_disabled ?? false,
        state.suspended ?? false,
        state.withTeam ?? true,
        DEMO_MEMBER.email,
        state.teamId ?? null,
      ],
    );
    const created = rows[0];
    if (!created) throw new Error('the demo member is missing');
    if (created.team_id !== null) {
      await client.query(`INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, 'member')`, [
        created.id,
        created.team_id,
      ]);
    }
  });
  return { email, password: DEMO_MEMBER.password };
}

/** Creates a team with no members and no creators; returns its id. */
export async function createTeam(name: string): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(`INSERT INTO teams (name) VALUES ($1) RETURNING id`, [
      name,
    ]);
    return rows[0]!.id;
  });
}

/** Sets one of a team's display settings (for settings no screen sets yet). */
export async function setTeamSetting(teamName: string, key: string, value: boolean): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `UPDATE teams SET settings = coalesce(settings, '{}'::jsonb) || jsonb_build_object($1::text, $2::boolean)
        WHERE name = $3`,
      [key, value, teamName],
    ),
  );
}

/** Sets a team's add-talent credits (no screen sets them: the platform's staff do). */
export async function setAddTalentCredits(teamId: number, credits: number): Promise<void> {
  await withDatabase((client) =>
    client.query(`UPDATE teams SET add_talent_credits = $2 WHERE id = $1`, [teamId, credits]),
  );
}

/** Sets a user's 'New Look' notification flag (no screen turns it on). */
export async function setNewLookFlag(email: string, on: boolean): Promise<void> {
  await withDatabase((client) =>
    client.query(`UPDATE users SET show_notification = $2 WHERE email = $1`, [email, on]),
  );
}

/** Gives a user a role in a team (the first team admin of a new team: no screen makes one). */
export async function setTeamRole(
  email: string,
  teamId: number,
  role: 'member' | 'team_admin',
): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `UPDATE team_memberships SET role = $3 WHERE team_id = $2 AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [email, teamId, role],
    ),
  );
}

/**
 * Lets the user's authenticator code of this moment be used once more: the server takes each
 * code once, and the suite signs the demo's admin and staff in more often than a new code comes
 * (every 30 s). Arranges state for tests whose subject is not the second factor (the API's
 * security tests cover a code working once).
 */
export async function forgetUsedTotpSteps(email: string): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `UPDATE user_second_factors SET last_used_step = NULL WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    ),
  );
}

/** Makes the team's login link of a creator expire (links live 30 days: no screen can wait that long). */
export async function expireLoginLink(influencerId: number): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `UPDATE influencer_logins SET expires_at = now() - interval '1 minute' WHERE influencer_id = $1`,
      [influencerId],
    ),
  );
}

/**
 * Puts new creators on a team's roster, one TikTok account each (adding a creator goes through
 * the platform's staff: no screen adds one at once). Returns their ids in the order given.
 */
export async function addRosterCreators(teamId: number, names: string[]): Promise<number[]> {
  return withDatabase(async (client) => {
    const ids: number[] = [];
    for (const [index, name] of names.entries()) {
      const { rows } = await client.query<{ id: number }>(
        `WITH made AS (
           INSERT INTO influencers (fullname, primary_team_id) VALUES ($2, $1) RETURNING id
         ), account AS (
           INSERT INTO social_accounts (influencer_id, platform, platform_account_name, followers, engagement_rate)
           SELECT id, 'tiktok', 'e2e_' || id, 1000 + $3::int, 2.5 FROM made RETURNING id, influencer_id
         ), linked AS (
           UPDATE influencers SET primary_social_id = account.id FROM account WHERE influencers.id = account.influencer_id
         ), listed AS (
           INSERT INTO team_influencers (team_id, influencer_id, position) SELECT $1, id, $3 FROM made
         )
         SELECT id FROM made`,
        [teamId, name, index],
      );
      ids.push(rows[0]!.id);
    }
    return ids;
  });
}

/**
 * The newest notification of a user whose title starts with `titleStart` (the bell lists only
 * the newest 30: a demo notification may have left it by the time a spec runs).
 */
export async function notificationOf(
  email: string,
  titleStart: string,
): Promise<{ href: string; created_at: string }> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ href: string; created_at: Date }>(
      `SELECT n.href, n.created_at FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE u.email = $1 AND starts_with(n.title, $2) ORDER BY n.created_at DESC, n.id DESC LIMIT 1`,
      [email, titleStart],
    );
    if (!rows[0]) throw new Error(`${email} has no notification '${titleStart}…'`);
    return { href: rows[0].href, created_at: rows[0].created_at.toISOString() };
  });
}
