import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DEMO_TEAM_NAME } from '../src/modules/accounts/services/demo-seed.service.js';
import { TalentDemoSeedService } from '../src/seed/talent-demo-seed.service.js';
import {
  DEMO_TEAM_CREATORS,
  SECOND_DEMO_ADMIN_EMAIL,
  SECOND_DEMO_OWN_CREATORS,
  SECOND_DEMO_SHARED_CREATORS,
  SECOND_DEMO_TEAM_NAME,
} from '../src/seed/talent-demo-seed.js';
import { loadCreators } from '../src/modules/talent-data/loader/bulk-loader.js';
import { TEST_PASSWORD, useTestApi } from './support/test-api.js';

const count = async (db: pg.Client, sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT count(*)::bigint AS n FROM (${sql}) q`, params)).rows[0]!.n);

describe('talent data: bulk loader, generated media, demo roster', () => {
  const api = useTestApi();
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: api.databaseUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  describe('bulk loader', () => {
    it('inserts creators with consistent accounts, audiences, posts and roster links', async () => {
      const teamId = await api.createTeam();
      const progress: number[] = [];
      const result = await loadCreators(client, {
        creators: 240,
        seed: 99,
        teamIds: [teamId],
        batchSize: 100,
        generate: { withPosts: true, caseStudyShare: 0.2, taglineShare: 0.5 },
        onProgress: (p) => progress.push(p.creators),
      });
      expect(progress).toEqual([100, 200, 240]);
      expect(result.creators).toBe(240);
      const ids = result.influencerIds;
      const db = api.db;
      expect(await count(db, 'SELECT 1 FROM influencers WHERE id = ANY($1)', [ids])).toBe(240);
      expect(await count(db, 'SELECT 1 FROM social_accounts WHERE influencer_id = ANY($1)', [ids])).toBe(
        result.accounts,
      );
      expect(
        await count(
          db,
          `SELECT influencer_id FROM social_accounts WHERE influencer_id = ANY($1)
            GROUP BY influencer_id HAVING count(*) NOT BETWEEN 1 AND 3 OR count(*) FILTER (WHERE is_primary) <> 1`,
          [ids],
        ),
      ).toBe(0);
      // The primary account is the one the influencer row names.
      expect(
        await count(
          db,
          `SELECT 1 FROM influencers i JOIN social_accounts s ON s.id = i.primary_social_id
            WHERE i.id = ANY($1) AND s.influencer_id = i.id AND s.is_primary AND i.primary_team_id = $2`,
          [ids, teamId],
        ),
      ).toBe(240);
      // Percent columns and audience weights add up to 100%.
      expect(
        await count(
          db,
          `SELECT 1 FROM social_accounts s WHERE s.influencer_id = ANY($1) AND (
             abs(audience_female_percent + audience_male_percent - 100) > 0.01
             OR abs(audience_age_13_17 + audience_age_18_24 + audience_age_25_34 + audience_age_35_44 + audience_age_45_64 - 100) > 0.05
             OR abs((SELECT sum((e->>'weight')::numeric) FROM jsonb_array_elements(audience->'audience_geo'->'countries') e) - 1) > 0.0001
             OR abs((SELECT sum((e->>'weight')::numeric) FROM jsonb_array_elements(audience->'audience_geo'->'cities') e) - 1) > 0.0001
             OR abs((SELECT sum((e->>'weight')::numeric) FROM jsonb_array_elements(audience->'audience_gender') e) - 1) > 0.0001
             OR abs(audience_female_percent - 100 * (audience->'audience_gender'->0->>'weight')::numeric) > 0.01
             OR jsonb_array_length(audience->'audience_interests') <> 7
             OR (platform = 'tiktok') <> (jsonb_array_length(notable_followers) > 0))`,
          [ids],
        ),
      ).toBe(0);
      expect(
        await count(
          db,
          `SELECT 1 FROM posts p JOIN social_accounts s ON s.id = p.social_account_id
            WHERE s.influencer_id = ANY($1) GROUP BY p.social_account_id, p.post_type HAVING count(*) NOT BETWEEN 3 AND 9`,
          [ids],
        ),
      ).toBe(0);
      expect(
        await count(
          db,
          'SELECT 1 FROM posts p JOIN social_accounts s ON s.id = p.social_account_id WHERE s.influencer_id = ANY($1)',
          [ids],
        ),
      ).toBe(result.posts);
      expect(
        await count(
          db,
          `SELECT 1 FROM team_influencers WHERE team_id = $1 AND cardinality(tags) BETWEEN 3 AND 8
             AND cardinality(display_tags) <= 4 AND display_tags <@ tags`,
          [teamId],
        ),
      ).toBe(240);
      expect(await count(db, 'SELECT 1 FROM case_studies WHERE team_id = $1', [teamId])).toBe(
        result.caseStudies,
      );
      expect(result.caseStudies).toBeGreaterThan(0);
      const rateCards = await count(
        db,
        'SELECT 1 FROM team_influencers WHERE team_id = $1 AND rate_card IS NOT NULL',
        [teamId],
      );
      expect(rateCards).toBeGreaterThan(30);
      expect(rateCards).toBeLessThan(110);
    });

    it('fills the directory without a team, stops at an account target and rebuilds dropped indexes', async () => {
      const indexesBefore = await count(
        api.db,
        `SELECT 1 FROM pg_indexes WHERE tablename IN ('influencers', 'social_accounts', 'team_influencers')`,
      );
      const result = await loadCreators(client, {
        accounts: 101,
        seed: 5,
        rebuildIndexes: true,
        batchSize: 40,
      });
      expect(result.accounts).toBe(101);
      expect(result.indexesRebuilt).toBe(true);
      const indexesAfter = await count(
        api.db,
        `SELECT 1 FROM pg_indexes WHERE tablename IN ('influencers', 'social_accounts', 'team_influencers')`,
      );
      expect(indexesAfter).toBe(indexesBefore);
      expect(
        await count(api.db, 'SELECT 1 FROM social_accounts WHERE influencer_id = ANY($1)', [
          result.influencerIds,
        ]),
      ).toBe(101);
      expect(
        await count(api.db, 'SELECT 1 FROM team_influencers WHERE influencer_id = ANY($1)', [
          result.influencerIds,
        ]),
      ).toBe(0);
      expect(
        await count(api.db, 'SELECT 1 FROM influencers WHERE id = ANY($1) AND primary_team_id IS NULL', [
          result.influencerIds,
        ]),
      ).toBe(result.creators);
    });
  });

  describe('media', () => {
    it('serves deterministic, cacheable, script-free SVG portraits and post images', async () => {
      for (const url of [
        '/api/media/avatars/maya-johnson-1.svg',
        '/api/media/posts/maya-johnson-1-ig-tp-1.svg',
        '/api/media/posts/fd-maya-johnson-1-ig-tp-1.svg',
      ]) {
        const response = await api.browser().get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(response.body).not.toMatch(/<script|javascript:|\son\w+=/i);
        expect((await api.browser().get(url)).body).toBe(response.body);
      }
      // An illustrated portrait (DiceBear), not initials; a post scene per niche theme.
      const portrait = (await api.browser().get('/api/media/avatars/maya-johnson-1.svg')).body;
      expect(portrait).not.toContain('<text');
      expect(portrait.match(/<path/g)?.length).toBeGreaterThan(10);
      const food = (await api.browser().get('/api/media/posts/fd-maya-johnson-1-ig-tp-1.svg')).body;
      const outdoors = (await api.browser().get('/api/media/posts/od-maya-johnson-1-ig-tp-1.svg')).body;
      expect(food).not.toBe(outdoors);
    });

    it.each([
      'Maya.svg',
      'maya_j.svg',
      `${'a'.repeat(65)}.svg`,
      'maya.png',
      'maya',
      '%3Cscript%3E.svg',
      'maya.svg.svg',
      '.svg',
    ])('answers 400 for the key %s', async (file) => {
      for (const kind of ['avatars', 'posts']) {
        const response = await api.browser().get(`/api/media/${kind}/${file}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, fields: { key: expect.any(Array) } });
      }
    });
  });

  describe('demo roster', () => {
    it('gives the demo agency 150 creators and a second agency sharing 6, once', async () => {
      const teamId = await api.createTeam(DEMO_TEAM_NAME, { displayAccentColor: 'shine-gold' });
      await api.createUser({ teamId, role: 'team_admin' });
      const seeder = api.app.get(TalentDemoSeedService);
      const first = await seeder.seedIfEmpty();
      expect(first.seeded).toBe(true);
      expect(await count(api.db, 'SELECT 1 FROM team_influencers WHERE team_id = $1', [teamId])).toBe(
        DEMO_TEAM_CREATORS,
      );
      const second = await api.db.query<{ id: number }>('SELECT id FROM teams WHERE name = $1', [
        SECOND_DEMO_TEAM_NAME,
      ]);
      const secondId = second.rows[0]!.id;
      expect(await count(api.db, 'SELECT 1 FROM team_influencers WHERE team_id = $1', [secondId])).toBe(
        SECOND_DEMO_OWN_CREATORS + SECOND_DEMO_SHARED_CREATORS,
      );
      expect(
        await count(
          api.db,
          `SELECT 1 FROM team_influencers a JOIN team_influencers b USING (influencer_id) WHERE a.team_id = $1 AND b.team_id = $2`,
          [teamId, secondId],
        ),
      ).toBe(SECOND_DEMO_SHARED_CREATORS);
      const settings = await api.db.query<{ settings: Record<string, unknown> }>(
        'SELECT settings FROM teams WHERE id = $1',
        [teamId],
      );
      expect(settings.rows[0]!.settings).toMatchObject({
        hasCaseStudies: true,
        displayAccentColor: 'shine-gold',
      });
      expect(await count(api.db, 'SELECT 1 FROM case_studies WHERE team_id = $1', [teamId])).toBeGreaterThan(
        0,
      );
      // Handles are name-only where free.
      expect(
        await count(
          api.db,
          `SELECT 1 FROM social_accounts s JOIN team_influencers t USING (influencer_id) WHERE t.team_id = $1 AND s.platform_account_name ~ '[0-9]{3,}$'`,
          [teamId],
        ),
      ).toBeLessThan(10);
      // The second agency's admin signs in with the demo password.
      const browser = await api.signedIn({ id: 0, email: SECOND_DEMO_ADMIN_EMAIL, password: TEST_PASSWORD });
      expect(browser).toBeDefined();

      const again = await seeder.seedIfEmpty();
      expect(again.seeded).toBe(false);
      expect(await count(api.db, 'SELECT 1 FROM team_influencers WHERE team_id = $1', [teamId])).toBe(
        DEMO_TEAM_CREATORS,
      );
      expect(await count(api.db, 'SELECT 1 FROM teams WHERE name = $1', [SECOND_DEMO_TEAM_NAME])).toBe(1);
    });
  });
});
