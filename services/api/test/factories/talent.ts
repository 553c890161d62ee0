import { expect } from '@jest/globals';
import type { AudienceFollowers, PostType, RateCardRow, RosterResponse } from '@tpp/contracts';
import type pg from 'pg';
import { unique } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';

/** Test data for the talent module, inserted straight into the tables. */

export interface AccountOptions {
  platform?: string;
  handle?: string;
  followers?: number;
  engagementRate?: number | null;
  avgLikes?: number | null;
  avgViews?: number | null;
  /** Instagram's average views (default none). */
  avgReelsPlays?: number | null;
  femalePercent?: number | null;
  ages?: Partial<Record<'13_17' | '18_24' | '25_34' | '35_44' | '45_64', number>>;
  audience?: AudienceFollowers | null;
  posts?: { type: PostType; id: string; likes?: number }[];
}

export interface CreatorOptions {
  fullname?: string;
  description?: string;
  city?: string | null;
  state?: string | null;
  primaryTeamId?: number | null;
  accounts?: AccountOptions[];
}

export interface RosterOptions {
  tags?: string[];
  displayTags?: string[];
  customDescription?: string | null;
  tagline?: string | null;
  rateCard?: RateCardRow[] | null;
  hideEngagementRate?: boolean;
  position?: number;
  statDisplaySettings?: Record<string, string[]>;
}

export interface Creator {
  id: number;
  accountIds: number[];
}

export const SAMPLE_AUDIENCE: AudienceFollowers = {
  audience_gender: [
    { code: 'FEMALE', weight: 0.62 },
    { code: 'MALE', weight: 0.38 },
  ],
  audience_ages_object: { '13-17': 0.05, '18-24': 0.41, '25-34': 0.33, '35-44': 0.14, '45-64': 0.07 },
  audience_geo: {
    countries: [{ code: 'US', name: 'United States', weight: 0.7 }],
    cities: [{ name: 'Austin', weight: 0.1 }],
  },
  audience_interests: [{ name: 'Fitness', weight: 0.4 }],
};

export async function createCreator(db: pg.Client, options: CreatorOptions = {}): Promise<Creator> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO influencers (fullname, description, picture_main_url, city, state, country, primary_team_id, gender, age, age_range)
     VALUES ($1, $2, '/api/media/avatar/1.svg', $3, $4, 'US', $5, 'female', 27, '25-34') RETURNING id`,
    [
      options.fullname ?? unique('Creator'),
      options.description ?? 'Default **bio**',
      options.city === undefined ? 'Austin' : options.city,
      options.state === undefined ? 'TX' : options.state,
      options.primaryTeamId ?? null,
    ],
  );
  const id = rows[0]!.id;
  const accountIds: number[] = [];
  const accounts = options.accounts ?? [{}];
  for (const [index, account] of accounts.entries()) {
    const ages = account.ages ?? { '18_24': 41, '25_34': 33 };
    const result = await db.query<{ id: number }>(
      `INSERT INTO social_accounts (influencer_id, platform, platform_account_name, profile_url, followers, engagement_rate,
         avg_likes, avg_views, audience_female_percent, audience_male_percent, audience_age_13_17, audience_age_18_24,
         audience_age_25_34, audience_age_35_44, audience_age_45_64, audience, is_primary, avg_reels_plays)
       VALUES ($1, $2, $3, 'https://example.com/p', $4, $5, $6, $15, $7, 100 - $7::real, $8, $9, $10, $11, $12, $13, $14, $16)
       RETURNING id`,
      [
        id,
        account.platform ?? 'instagram',
        account.handle ?? unique('handle'),
        account.followers ?? 1000,
        account.engagementRate === undefined ? 3.5 : account.engagementRate,
        account.avgLikes === undefined ? 120 : account.avgLikes,
        account.femalePercent === undefined ? 62 : account.femalePercent,
        ages['13_17'] ?? null,
        ages['18_24'] ?? null,
        ages['25_34'] ?? null,
        ages['35_44'] ?? null,
        ages['45_64'] ?? null,
        account.audience === undefined ? SAMPLE_AUDIENCE : account.audience,
        index === 0,
        account.avgViews === undefined ? 1000 : account.avgViews,
        account.avgReelsPlays ?? null,
      ],
    );
    const accountId = result.rows[0]!.id;
    accountIds.push(accountId);
    for (const [position, post] of (account.posts ?? []).entries())
      await db.query(
        `INSERT INTO posts (social_account_id, post_type, post_id, link, likes, comments, position)
         VALUES ($1, $2, $3, 'https://example.com/post', $4, 3, $5)`,
        [accountId, post.type, post.id, post.likes ?? 10, position],
      );
  }
  await db.query('UPDATE influencers SET primary_social_id = $2 WHERE id = $1', [id, accountIds[0] ?? null]);
  return { id, accountIds };
}

export async function addToRoster(
  db: pg.Client,
  teamId: number,
  influencerId: number,
  options: RosterOptions = {},
): Promise<void> {
  await db.query(
    `INSERT INTO team_influencers (team_id, influencer_id, tags, display_tags, custom_description, tagline, rate_card,
       hide_engagement_rate, position, stat_display_settings)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      teamId,
      influencerId,
      options.tags ?? [],
      options.displayTags ?? [],
      options.customDescription ?? null,
      options.tagline ?? null,
      options.rateCard === undefined || options.rateCard === null ? null : JSON.stringify(options.rateCard),
      options.hideEngagementRate ?? false,
      options.position ?? 0,
      options.statDisplaySettings ?? {},
    ],
  );
}

/** A creator on the team's roster (primary team: that team unless given). */
export async function rosterCreator(
  db: pg.Client,
  teamId: number,
  creator: CreatorOptions = {},
  roster: RosterOptions = {},
): Promise<Creator> {
  const made = await createCreator(db, { primaryTeamId: teamId, ...creator });
  await addToRoster(db, teamId, made.id, roster);
  return made;
}

/** Many creators on one roster in three statements (the public roster 500 cap). */
export async function bulkRoster(db: pg.Client, teamId: number, count: number): Promise<void> {
  await db.query(
    `WITH made AS (
       INSERT INTO influencers (fullname, primary_team_id)
       SELECT 'Bulk Creator ' || n, $1 FROM generate_series(1, $2) n RETURNING id
     ), accounts AS (
       INSERT INTO social_accounts (influencer_id, platform, platform_account_name, followers, engagement_rate,
         audience_female_percent, audience_age_18_24)
       SELECT id, 'tiktok', 'bulk_' || $1 || '_' || id, 100, 2.5, 40, 55 FROM made RETURNING id, influencer_id
     ), linked AS (
       UPDATE influencers SET primary_social_id = accounts.id FROM accounts WHERE influencers.id = accounts.influencer_id
     )
     INSERT INTO team_influencers (team_id, influencer_id, position) SELECT $1, id, id FROM made`,
    [teamId, count],
  );
}

/** The names of the roster list's rows for a query string of GET /api/user/influencers (a 200 asserted). */
export async function rosterNames(browser: TestBrowser, query: string): Promise<string[]> {
  const response = await browser.get(`/api/user/influencers?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<RosterResponse>().influencers.map((row) => row.fullname);
}
