import type pg from 'pg';
import { NICHE_TAGS } from '../modules/talent-data/catalog/index.js';
import { Random } from '../modules/talent-data/generator/prng.js';
import { loadCreators, type LoadResult } from '../modules/talent-data/loader/bulk-loader.js';

export const DEMO_TALENT_SEED = 2026;
export const DEMO_TEAM_CREATORS = 150;
export const SECOND_DEMO_TEAM_NAME = 'Harbor Lane Creators';
export const SECOND_DEMO_ADMIN_EMAIL = 'demo.admin@harborlane.example';
export const SECOND_DEMO_OWN_CREATORS = 14;
export const SECOND_DEMO_SHARED_CREATORS = 6;

const DEMO_LOCK_KEY = 727274002;

export interface DemoTalentResult {
  seeded: boolean;
  creators: number;
  posts: number;
  elapsedMs: number;
}

const DEMO_GENERATE = {
  withPosts: true,
  followerScale: 4,
  rateCardShare: 0.3,
  caseStudyShare: 0.12,
  taglineShare: 0.4,
  customDescriptionShare: 0.1,
};

/**
 * Gives the demo agency (`teamName`) its roster: 150 creators with posts, rate cards, case studies,
 * tags and display settings; and a second agency of 20 creators, 6 of them shared with the first.
 * Does nothing when the demo team is missing or already has creators. Runs on one pg client.
 */
export async function seedDemoTalent(client: pg.ClientBase, teamName: string): Promise<DemoTalentResult> {
  const started = Date.now();
  const none = { seeded: false, creators: 0, posts: 0, elapsedMs: 0 };
  const team = await client.query<{ id: number }>(
    `SELECT id FROM teams WHERE name = $1 ORDER BY id LIMIT 1`,
    [teamName],
  );
  const teamId = team.rows[0]?.id;
  if (teamId === undefined) return none;

  // Serialise concurrent first starts: only the first one to hold the lock seeds.
  await client.query('SELECT pg_advisory_lock($1)', [DEMO_LOCK_KEY]);
  try {
    const existing = await client.query(`SELECT 1 FROM team_influencers WHERE team_id = $1 LIMIT 1`, [
      teamId,
    ]);
    if (existing.rowCount !== 0) return none;

    const main = await loadCreators(client, {
      creators: DEMO_TEAM_CREATORS,
      seed: DEMO_TALENT_SEED,
      teamIds: [teamId],
      handles: 'clean',
      batchSize: DEMO_TEAM_CREATORS,
      rebuildIndexes: false,
      generate: DEMO_GENERATE,
    });
    await client.query(
      `UPDATE teams SET settings = settings || $2::jsonb, updated_at = now() WHERE id = $1`,
      [
        teamId,
        JSON.stringify({
          hasCaseStudies: true,
          displaySecondaryAccentColor: '#1f3a5f',
          displayRosterTitleFont: 'neuton',
          displayTalentNameFont: 'neuton',
        }),
      ],
    );
    const second = await seedSecondAgency(client, teamId, main);
    return {
      seeded: true,
      creators: main.creators + second.creators,
      posts: main.posts + second.posts,
      elapsedMs: Date.now() - started,
    };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [DEMO_LOCK_KEY]);
  }
}

/** A second agency (for showing that teams never see each other's data); its admin shares the demo password. */
async function seedSecondAgency(
  client: pg.ClientBase,
  firstTeamId: number,
  first: LoadResult,
): Promise<LoadResult> {
  const exists = await client.query(`SELECT 1 FROM teams WHERE name = $1`, [SECOND_DEMO_TEAM_NAME]);
  if (exists.rowCount !== 0) return { ...first, creators: 0, posts: 0 };
  const created = await client.query<{ id: number }>(
    `INSERT INTO teams (name, settings, contact_email, homepage, bio)
     VALUES ($1, $2::jsonb, 'hello@harborlane.example', 'https://harborlane.example',
             'Harbor Lane Creators represents outdoor, home and family creators across the Pacific Northwest.')
     RETURNING id`,
    [
      SECOND_DEMO_TEAM_NAME,
      JSON.stringify({
        displayAccentColor: '#0f766e',
        displaySecondaryAccentColor: '#f59e0b',
        displayTalentNameFont: 'neuton',
        displayRosterTitleFont: 'neuton',
      }),
    ],
  );
  const teamId = created.rows[0]!.id;
  // Same password as the Northstar demo admin: reuse that hash when the admin exists.
  const admin = await client.query<{ password_hash: string | null }>(
    `SELECT u.password_hash FROM users u JOIN team_memberships m ON m.user_id = u.id
      WHERE m.team_id = $1 AND m.role = 'team_admin' AND u.password_hash IS NOT NULL ORDER BY u.id LIMIT 1`,
    [firstTeamId],
  );
  const hash = admin.rows[0]?.password_hash;
  if (hash) {
    const user = await client.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, full_name, nickname, primary_team_id)
       VALUES ($1, $2, 'Riley Harbor', 'Riley', $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [SECOND_DEMO_ADMIN_EMAIL, hash, teamId],
    );
    const userId = user.rows[0]?.id;
    if (userId !== undefined) {
      await client.query(
        `INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, 'team_admin')`,
        [userId, teamId],
      );
    }
  }
  const own = await loadCreators(client, {
    creators: SECOND_DEMO_OWN_CREATORS,
    seed: DEMO_TALENT_SEED + 1,
    teamIds: [teamId],
    handles: 'clean',
    rebuildIndexes: false,
    generate: DEMO_GENERATE,
  });
  // Shared creators: on both rosters, with this team's own tags and tagline.
  const random = new Random(DEMO_TALENT_SEED + 2);
  const shared = random.sample(first.influencerIds, SECOND_DEMO_SHARED_CREATORS);
  const base = own.creators;
  for (const [index, influencerId] of shared.entries()) {
    const tags = random.sample(NICHE_TAGS, 4);
    await client.query(
      `INSERT INTO team_influencers (team_id, influencer_id, tags, display_tags, tagline, position)
       VALUES ($1, $2, $3::text[], $4::text[], $5, $6) ON CONFLICT DO NOTHING`,
      [
        teamId,
        influencerId,
        tags,
        tags.slice(0, 2),
        index % 2 === 0 ? 'Harbor Lane partner' : null,
        base + index,
      ],
    );
  }
  return { ...own, creators: own.creators + shared.length };
}
