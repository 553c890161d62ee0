import { beforeAll, describe, expect, it } from '@jest/globals';
import type { DirectoryAccount, DirectoryResponse, DirectorySort } from '@tpp/contracts';
import { DIRECTORY_SORTS } from '@tpp/contracts';
import { DirectoryIndex, type IndexQuery } from '../src/modules/search/engine/directory-index.js';
import { DirectoryRepository } from '../src/modules/search/repositories/directory.repository.js';
import { DirectoryIndexService } from '../src/modules/search/services/directory-index.service.js';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

/**
 * GET /api/directory/social-accounts on real PostgreSQL: a varied directory is inserted straight
 * into the tables (a small PRNG, ties on purpose, missing numbers, accents), and every answer is
 * compared with the same rule applied to the fixture in JavaScript. The fixture is written after
 * the API started, then the index is rebuilt (so the walks of its sorted runs answer); the last
 * tests change rows and read them back at once (the changes since the rebuild).
 */

const BUCKETS = ['13_17', '18_24', '25_34', '35_44', '45_64'] as const;

interface Fixture {
  id: number;
  influencerId: number;
  platform: 'instagram' | 'tiktok' | 'youtube';
  handle: string;
  fullname: string;
  description: string;
  gender: 'male' | 'female' | null;
  age: number | null;
  followers: number;
  engagement: number | null;
  avgViews: number | null;
  reelsPlays: number | null;
  us: number | null;
  female: number | null;
  male: number | null;
  ages: Record<(typeof BUCKETS)[number], number> | null;
  /** Tags of team A and team B (undefined when not on that roster). */
  tagsA?: string[];
  tagsB?: string[];
}

/** Deterministic pseudo-random numbers (mulberry32). */
function prng(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const FIRST = ['José', 'Zoë', 'Ana', 'Björn', 'Chloé', 'Liam', 'Noah', 'Maya', 'Renée', 'Omar'];
const LAST = ['Núñez', 'Smith', 'Müller', 'García', 'Olsen', 'Dubois', 'Khan', 'Lee'];
const TOPICS = ['fitness', 'vegan cooking', 'travel', 'gaming', 'skincare', 'crème brûlée', 'hiking'];
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const share = (fixture: Fixture, from: number, to: number): number | null => {
  if (!fixture.ages) return null;
  const ranges: [string, number, number][] = [
    ['13_17', 13, 17],
    ['18_24', 18, 24],
    ['25_34', 25, 34],
    ['35_44', 35, 44],
    ['45_64', 45, 64],
  ];
  const known = Object.values(fixture.ages).reduce((sum, value) => sum + value, 0);
  let total = 0;
  for (const [bucket, lo, hi] of ranges)
    if (lo <= to && hi >= from) total += fixture.ages[bucket as (typeof BUCKETS)[number]];
  if (to >= 65) total += Math.max(0, Math.round((100 - known) * 100) / 100);
  return total;
};

describe('directory search (GET /api/directory/social-accounts)', () => {
  const api = useTestApi();
  const directoryA = useTeam(api, 'Directory A', { alice: {} });
  const directoryB = useTeam(api, 'Directory B', { bob: {} });
  const fixtures: Fixture[] = [];

  const search = async (query: string, browser: TestBrowser = directoryA.alice) => {
    const response = await browser.get(`/api/directory/social-accounts${query ? `?${query}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json<DirectoryResponse>();
  };

  /** Every row of a query, page by page through next_cursor (no row twice). */
  const everything = async (query: string, limit = 40, browser: TestBrowser = directoryA.alice) => {
    const rows: DirectoryAccount[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 100; guard += 1) {
      const page: DirectoryResponse = await search(
        [query, `limit=${limit}`, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'),
        browser,
      );
      rows.push(...page.accounts);
      expect(page.more).toBe(page.next_cursor !== null);
      if (!page.more) break;
      expect(page.accounts).toHaveLength(limit);
      cursor = page.next_cursor;
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    return rows;
  };

  const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

  beforeAll(async () => {
    const random = prng(42);
    for (let index = 0; index < 150; index += 1) {
      const fullname = `${random.pick(FIRST)} ${random.pick(LAST)}`;
      const description = `Creator of ${random.pick(TOPICS)} and ${random.pick(TOPICS)} videos`;
      const gender = random.next() < 0.1 ? null : random.pick(['male', 'female'] as const);
      const age = random.next() < 0.1 ? null : random.int(16, 72);
      const { rows } = await api.db.query<{ id: number }>(
        `INSERT INTO influencers (fullname, description, gender, age) VALUES ($1, $2, $3, $4) RETURNING id`,
        [fullname, description, gender, age],
      );
      const influencerId = rows[0]!.id;
      const accounts = random.next() < 0.3 ? 2 : 1;
      const platforms = random.next() < 0.5 ? ['instagram', 'tiktok'] : ['instagram', 'youtube'];
      const onA = random.next() < 0.25;
      const onB = random.next() < 0.25;
      const tagsA = onA ? [random.pick(['Glow Up', 'Outdoors', 'Café Culture'])] : undefined;
      const tagsB = onB ? ['Secretbee', 'Outdoors'] : undefined;
      if (onA)
        await api.db.query(
          `INSERT INTO team_influencers (team_id, influencer_id, tags) VALUES ($1, $2, $3)`,
          [directoryA.id, influencerId, tagsA],
        );
      if (onB)
        await api.db.query(
          `INSERT INTO team_influencers (team_id, influencer_id, tags) VALUES ($1, $2, $3)`,
          [directoryB.id, influencerId, tagsB],
        );
      for (let a = 0; a < accounts; a += 1) {
        const platform = platforms[a] as Fixture['platform'];
        const handle = `${fold(fullname).replace(/\s/g, '')}${index}${platform.slice(0, 2)}`;
        // Few distinct values, so sorts have ties.
        const followers = random.pick([5_000, 12_000, 30_000, 75_000, 150_000, 600_000, 2_000_000]);
        const engagement = random.next() < 0.1 ? null : random.pick([0.8, 1.5, 2.5, 4, 7.5, 12]);
        const views = random.next() < 0.1 ? null : random.pick([3_000, 8_000, 20_000, 60_000, 300_000]);
        const us = random.next() < 0.1 ? null : random.pick([10, 35, 55, 62.5, 80]);
        const female = random.next() < 0.1 ? null : random.pick([20, 28, 50, 71, 85]);
        const male = female === null ? null : 100 - female;
        let ages: Fixture['ages'] = null;
        if (random.next() > 0.1) {
          const raw = BUCKETS.map(() => random.int(0, 40));
          const scale = random.pick([100, 90]); // 90: 10% left for 65+
          const sum = raw.reduce((s, v) => s + v, 0) || 1;
          const values = raw.map((v) => Math.floor((v / sum) * scale));
          values[0]! += scale - values.reduce((s, v) => s + v, 0);
          ages = Object.fromEntries(BUCKETS.map((bucket, i) => [bucket, values[i]!])) as Fixture['ages'];
        }
        const { rows: accountRows } = await api.db.query<{ id: number }>(
          `INSERT INTO social_accounts (influencer_id, platform, platform_account_name, followers, engagement_rate,
             avg_views, avg_reels_plays, us_audience_share, audience_female_percent, audience_male_percent,
             audience_age_13_17, audience_age_18_24, audience_age_25_34, audience_age_35_44, audience_age_45_64)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
          [
            influencerId,
            platform,
            handle,
            followers,
            engagement,
            platform === 'instagram' ? null : views,
            platform === 'instagram' ? views : null,
            us,
            female,
            male,
            ...BUCKETS.map((bucket) => ages?.[bucket] ?? null),
          ],
        );
        fixtures.push({
          id: accountRows[0]!.id,
          influencerId,
          platform,
          handle,
          fullname,
          description,
          gender,
          age,
          followers,
          engagement,
          avgViews: platform === 'instagram' ? null : views,
          reelsPlays: platform === 'instagram' ? views : null,
          us,
          female,
          male,
          ages,
          tagsA,
          tagsB,
        });
      }
    }
    await api.app.get(DirectoryIndexService).rebuild();
  });

  const on = (platform: Fixture['platform']) => fixtures.filter((f) => f.platform === platform);
  const views = (f: Fixture) => f.reelsPlays ?? f.avgViews;

  it('answers the instagram accounts by followers descending by default, ties by account id', async () => {
    const rows = await everything('');
    expect(ids(rows)).toEqual(ids(on('instagram')));
    for (const [index, row] of rows.entries()) {
      expect(row.platform).toBe('instagram');
      const next = rows[index + 1];
      if (next)
        expect(row.followers > next.followers || (row.followers === next.followers && row.id > next.id)).toBe(
          true,
        );
    }
  });

  it('answers each account with its public data and the views the average views chooser filters on', async () => {
    const rows = await everything('platform=tiktok');
    expect(ids(rows)).toEqual(ids(on('tiktok')));
    for (const row of rows) {
      const fixture = fixtures.find((f) => f.id === row.id)!;
      expect(row).toMatchObject({
        influencer_id: fixture.influencerId,
        handle: fixture.handle,
        fullname: fixture.fullname,
        gender: fixture.gender,
        age: fixture.age,
        followers: fixture.followers,
        engagement_rate: fixture.engagement,
        avg_views: views(fixture),
        us_audience_share: fixture.us,
        audience_female_percent: fixture.female,
        audience_male_percent: fixture.male,
        audience_age_share: null,
        on_roster: fixture.tagsA !== undefined,
        tags: fixture.tagsA ?? [],
      });
    }
  });

  /** Each filter alone (and some together): the answer is exactly the fixture rows that satisfy it. */
  const FILTERS: { query: string; keep: (f: Fixture) => boolean }[] = [
    { query: 'platform=youtube', keep: (f) => f.platform === 'youtube' },
    { query: 'followers_min=30000', keep: (f) => f.platform === 'instagram' && f.followers >= 30_000 },
    { query: 'followers_max=30000', keep: (f) => f.platform === 'instagram' && f.followers <= 30_000 },
    {
      query: 'followers_min=12000&followers_max=150000&platform=tiktok',
      keep: (f) => f.platform === 'tiktok' && f.followers >= 12_000 && f.followers <= 150_000,
    },
    {
      query: 'engagement_rate_min=2.5',
      keep: (f) => f.platform === 'instagram' && (f.engagement ?? -1) >= 2.5,
    },
    {
      query: 'engagement_rate_max=2.5',
      keep: (f) => f.platform === 'instagram' && f.engagement !== null && f.engagement <= 2.5,
    },
    { query: 'us_audience_share_min=60', keep: (f) => f.platform === 'instagram' && (f.us ?? -1) >= 60 },
    {
      query: 'avg_reels_plays_min=20000',
      keep: (f) => f.platform === 'instagram' && (views(f) ?? -1) >= 20_000,
    },
    {
      query: 'avg_reels_plays_max=20000&platform=youtube',
      keep: (f) => f.platform === 'youtube' && views(f) !== null && views(f)! <= 20_000,
    },
    { query: 'target_gender=female', keep: (f) => f.platform === 'instagram' && (f.female ?? -1) >= 70 },
    {
      query: 'target_gender=male&target_min_gender_share=50',
      keep: (f) => f.platform === 'instagram' && (f.male ?? -1) >= 50,
    },
    { query: 'gender=male', keep: (f) => f.platform === 'instagram' && f.gender === 'male' },
    { query: 'age_minimum=55', keep: (f) => f.platform === 'instagram' && (f.age ?? -1) >= 55 },
    { query: 'age_maximum=24', keep: (f) => f.platform === 'instagram' && f.age !== null && f.age <= 24 },
    {
      query: 'age_minimum=25&age_maximum=34&gender=female',
      keep: (f) =>
        f.platform === 'instagram' && f.gender === 'female' && f.age !== null && f.age >= 25 && f.age <= 34,
    },
    {
      query: 'audience_age_min=45&audience_age_max=64&min_age_share=30',
      keep: (f) => f.platform === 'instagram' && (share(f, 45, 64) ?? 0) >= 30,
    },
    {
      query: 'audience_age_min=18&audience_age_max=34&min_age_share=50',
      keep: (f) => f.platform === 'instagram' && (share(f, 18, 34) ?? 0) >= 50,
    },
    {
      query: 'audience_age_min=65&min_age_share=10',
      keep: (f) => f.platform === 'instagram' && (share(f, 65, 200) ?? 0) >= 10,
    },
    {
      query: 'name_search=jose',
      keep: (f) => f.platform === 'instagram' && fold(f.fullname).includes('jose'),
    },
    {
      query: 'name_search=M%C3%9CLLER',
      keep: (f) => f.platform === 'instagram' && fold(f.fullname).includes('muller'),
    },
    {
      query: `name_search=${encodeURIComponent('@zoe')}`,
      keep: (f) =>
        f.platform === 'instagram' && (fold(f.fullname).includes('zoe') || f.handle.includes('zoe')),
    },
    {
      query: 'name_search=1ti&platform=tiktok',
      keep: (f) => f.platform === 'tiktok' && (fold(f.fullname).includes('1ti') || f.handle.includes('1ti')),
    },
    {
      query: `tags=${encodeURIComponent('Creme Brulee')}`,
      keep: (f) => f.platform === 'instagram' && fold(f.description).includes('creme brulee'),
    },
    {
      query: `tags=${encodeURIComponent('fitness, GAMING')}`,
      keep: (f) =>
        f.platform === 'instagram' &&
        fold(f.description).includes('fitness') &&
        fold(f.description).includes('gaming'),
    },
    {
      query: `tags=${encodeURIComponent('cafe culture')}`,
      keep: (f) =>
        f.platform === 'instagram' && (f.tagsA ?? []).some((tag) => fold(tag).includes('cafe culture')),
    },
    {
      query: `tags=${encodeURIComponent('renee,outdoors')}`,
      keep: (f) =>
        f.platform === 'instagram' &&
        fold(f.fullname).includes('renee') &&
        (f.tagsA ?? []).some((tag) => fold(tag).includes('outdoors')),
    },
    {
      query:
        'platform=tiktok&followers_min=12000&engagement_rate_min=1&us_audience_share_min=30&gender=female&age_minimum=18',
      keep: (f) =>
        f.platform === 'tiktok' &&
        f.followers >= 12_000 &&
        (f.engagement ?? -1) >= 1 &&
        (f.us ?? -1) >= 30 &&
        f.gender === 'female' &&
        (f.age ?? -1) >= 18,
    },
  ];

  it.each(FILTERS)('?$query answers exactly the accounts that satisfy it', async ({ query, keep }) => {
    const expected = fixtures.filter(keep);
    const rows = await everything(query, 25);
    expect(ids(rows)).toEqual(ids(expected));
  });

  it.each(FILTERS)('?$query answers the same when every account is scanned', async ({ query, keep }) => {
    const index = api.app.get(DirectoryIndexService);
    index.strategy = 'scan';
    try {
      expect(ids(await everything(query, 25))).toEqual(ids(fixtures.filter(keep)));
    } finally {
      index.strategy = 'walk';
    }
  });

  it('fixture sanity: every filter above selects some rows and leaves some out', () => {
    for (const { query, keep } of FILTERS) {
      const count = fixtures.filter(keep).length;
      expect([query, count > 0]).toEqual([query, true]);
      expect([query, count < fixtures.length]).toEqual([query, true]);
    }
  });

  it('answers the audience share of the asked age range, summing the overlapping buckets', async () => {
    for (const [from, to] of [
      [45, 64],
      [18, 24],
      [13, 34],
      [55, 64],
      [35, 200],
    ] as const) {
      const query =
        to === 200 ? `audience_age_min=${from}` : `audience_age_min=${from}&audience_age_max=${to}`;
      const rows = await everything(query, 100);
      expect(rows.length).toBe(on('instagram').length);
      for (const row of rows) {
        const fixture = fixtures.find((f) => f.id === row.id)!;
        const expected = share(fixture, from, to);
        if (expected === null) expect(row.audience_age_share).toBe(0);
        else expect(row.audience_age_share).toBeCloseTo(expected, 1);
      }
    }
  });

  const sortValue = (row: DirectoryAccount, sort: DirectorySort): number => {
    const value = sort === 'avg_views' ? row.avg_views : row[sort];
    return value ?? -1;
  };

  it.each(DIRECTORY_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => ({ sort, order }))))(
    'sorts by $sort $order (missing numbers lowest, ties by account id), and cursor pages give every row once',
    async ({ sort, order }) => {
      const extra = sort === 'audience_age_share' ? '&audience_age_min=25&audience_age_max=44' : '';
      const rows = await everything(`platform=tiktok&sort=${sort}&order=${order}${extra}`, 7);
      expect(ids(rows)).toEqual(ids(on('tiktok')));
      const sign = order === 'asc' ? 1 : -1;
      for (let index = 1; index < rows.length; index += 1) {
        const previous = rows[index - 1]!;
        const row = rows[index]!;
        const difference = (sortValue(row, sort) - sortValue(previous, sort)) * sign;
        expect(difference > 1e-6 || (Math.abs(difference) <= 1e-6 && (row.id - previous.id) * sign > 0)).toBe(
          true,
        );
      }
    },
  );

  it('counts page from the top without a cursor, the same rows as following the cursors', async () => {
    const all = await everything('sort=engagement_rate&order=asc', 10);
    const third = await search('sort=engagement_rate&order=asc&limit=10&page=3');
    expect(third.page).toBe(3);
    expect(third.accounts.map((row) => row.id)).toEqual(all.slice(20, 30).map((row) => row.id));
    expect(third.more).toBe(all.length > 30);
    const beyond = await search('limit=10&page=100');
    expect(beyond).toMatchObject({ accounts: [], more: false, next_cursor: null });
  });

  it('defaults to pages of 300', async () => {
    const page = await search('');
    expect(page.limit).toBe(300);
    expect(page.accounts.length).toBe(Math.min(300, on('instagram').length));
  });

  it('drops empty and null parameters', async () => {
    const plain = await search('limit=20');
    const withEmpty = await search(
      'limit=20&gender=&followers_min=&tags=&name_search=&platform=&sort=null&order=&age_minimum=null&cursor=&team_id=',
    );
    expect(withEmpty).toEqual(plain);
  });

  it("marks creators on the caller's roster and shows only the caller's own tags", async () => {
    const shared = fixtures.find((f) => f.platform === 'instagram' && f.tagsA && f.tagsB)!;
    expect(shared).toBeDefined();
    const forAlice = (await everything('')).find((row) => row.id === shared.id)!;
    const forBob = (await everything('', 40, directoryB.bob)).find((row) => row.id === shared.id)!;
    expect(forAlice).toMatchObject({ on_roster: true, tags: shared.tagsA });
    expect(forBob).toMatchObject({ on_roster: true, tags: shared.tagsB });
    const onlyB = fixtures.find((f) => f.platform === 'instagram' && !f.tagsA && f.tagsB)!;
    expect((await everything('')).find((row) => row.id === onlyB.id)).toMatchObject({
      on_roster: false,
      tags: [],
    });
  });

  it("never matches another team's tags", async () => {
    expect((await search('tags=secretbee')).accounts).toEqual([]);
    const forBob = await everything('tags=secretbee', 40, directoryB.bob);
    expect(ids(forBob)).toEqual(ids(fixtures.filter((f) => f.platform === 'instagram' && f.tagsB)));
    // A tag both teams use: Alice's answer comes only from her own tags.
    const outdoors = await everything('tags=outdoors');
    expect(ids(outdoors)).toEqual(
      ids(fixtures.filter((f) => f.platform === 'instagram' && (f.tagsA ?? []).includes('Outdoors'))),
    );
  });

  it("accepts the caller's own team_id and talent_sheet; another team's id answers 404", async () => {
    expect((await search(`team_id=${directoryA.id}&talent_sheet=true&limit=5`)).accounts).toHaveLength(5);
    const response = await directoryA.alice.get(`/api/directory/social-accounts?team_id=${directoryB.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('is for signed-in users only', async () => {
    const response = await api.browser().get('/api/directory/social-accounts');
    expect(response.statusCode).toBe(401);
  });

  it('answers what was written just before the search: a changed, a new and a deleted account', async () => {
    const [top] = (await search('platform=youtube&limit=1')).accounts;
    const target = fixtures.find((f) => f.platform === 'youtube' && f.id !== top!.id)!;
    await api.db.query(`UPDATE social_accounts SET followers = $2 WHERE id = $1`, [
      target.id,
      top!.followers + 1,
    ]);
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO social_accounts (influencer_id, platform, platform_account_name, followers)
       VALUES ($1, 'youtube', 'brandnewhandle', $2) RETURNING id`,
      [target.influencerId, top!.followers + 2],
    );
    const added = rows[0]!.id;
    await api.db.query(`UPDATE influencers SET fullname = 'Quillon Vantrake' WHERE id = $1`, [
      target.influencerId,
    ]);
    try {
      const first = await search('platform=youtube&limit=3');
      expect(first.accounts.map((row) => row.id)).toEqual([added, target.id, top!.id]);
      expect(ids((await search('platform=youtube&name_search=vantrake')).accounts)).toEqual(
        [added, target.id].sort((a, b) => a - b),
      );
      await api.db.query(`DELETE FROM social_accounts WHERE id = $1`, [added]);
      expect((await search('platform=youtube&limit=2')).accounts.map((row) => row.id)).toEqual([
        target.id,
        top!.id,
      ]);
    } finally {
      await api.db.query(`DELETE FROM social_accounts WHERE id = $1`, [added]);
      await api.db.query(`UPDATE social_accounts SET followers = $2 WHERE id = $1`, [
        target.id,
        target.followers,
      ]);
      await api.db.query(`UPDATE influencers SET fullname = $2 WHERE id = $1`, [
        target.influencerId,
        target.fullname,
      ]);
    }
    expect(ids(await everything('platform=youtube'))).toEqual(ids(on('youtube')));
  });

  it('a process that starts now loads the same index (COPY, texts with tabs, backslashes and line breaks)', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO influencers (fullname, description, gender, age) VALUES ($1, $2, 'female', 33) RETURNING id`,
      ['Ünïcode Tab\tName', 'Back\\slash, new\nline and café\\N'],
    );
    const creator = rows[0]!.id;
    await api.db.query(
      `INSERT INTO social_accounts (influencer_id, platform, platform_account_name, followers, us_audience_share)
       VALUES ($1, 'tiktok', 'odd\\handle', 1234, 12.5)`,
      [creator],
    );
    try {
      const live = await api.app.get(DirectoryIndexService).current();
      const fresh = new DirectoryIndex();
      await api.app.get(DirectoryRepository).load(
        (record) => fresh.putCreator(record),
        (record) => fresh.putAccount(record),
      );
      await fresh.rebuild();
      expect(fresh.accounts).toBe(live.accounts);
      const keyword = (term: string) => [{ term, tagged: new Set<number>() }];
      const asked: Omit<IndexQuery, 'offset' | 'limit'>[] = [
        ...DIRECTORY_SORTS.flatMap((sort) =>
          (['instagram', 'tiktok', 'youtube'] as const).map((platform) => ({
            platform,
            sort,
            order: 'desc' as const,
            keywords: [],
            audienceAgeBuckets: sort === 'audience_age_share' ? [1, 2] : undefined,
          })),
        ),
        { platform: 'tiktok', sort: 'followers', order: 'desc', keywords: keyword('back\\slash') },
        { platform: 'tiktok', sort: 'followers', order: 'desc', keywords: keyword('new\nline and cafe\\n') },
        { platform: 'tiktok', sort: 'followers', order: 'desc', keywords: keyword('odd\\h') },
        { platform: 'tiktok', sort: 'followers', order: 'desc', keywords: [], name: 'unicode tab\tname' },
      ];
      const queries = asked.map((query) => ({ ...query, offset: 0, limit: 1000 }));
      for (const query of queries) expect(fresh.search(query).hits).toEqual(live.search(query).hits);
      for (const query of queries.slice(-4)) expect(live.search(query).hits).toHaveLength(1);
    } finally {
      await api.db.query(`DELETE FROM social_accounts WHERE influencer_id = $1`, [creator]);
      await api.db.query(`DELETE FROM influencers WHERE id = $1`, [creator]);
    }
  });

  it.each([
    ['followers_min=500&followers_max=100', 'followers_min'],
    ['engagement_rate_min=5&engagement_rate_max=2', 'engagement_rate_min'],
    ['avg_reels_plays_min=9000&avg_reels_plays_max=10', 'avg_reels_plays_min'],
    ['age_minimum=40&age_maximum=30', 'age_minimum'],
    ['audience_age_min=45&audience_age_max=24', 'audience_age_min'],
    ['platform=myspace', 'platform'],
    ['sort=name', 'sort'],
    ['order=up', 'order'],
    ['gender=other', 'gender'],
    ['target_gender=x', 'target_gender'],
    ['followers_min=-1', 'followers_min'],
    ['followers_max=-5', 'followers_max'],
    ['engagement_rate_min=-0.5', 'engagement_rate_min'],
    ['us_audience_share_min=-10', 'us_audience_share_min'],
    ['us_audience_share_min=101', 'us_audience_share_min'],
    ['min_age_share=-1', 'min_age_share'],
    ['target_min_gender_share=-3', 'target_min_gender_share'],
    ['age_minimum=-2', 'age_minimum'],
    ['audience_age_max=-2', 'audience_age_max'],
    ['avg_reels_plays_max=-2', 'avg_reels_plays_max'],
    ['limit=301', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['team_id=-4', 'team_id'],
    ['talent_sheet=maybe', 'talent_sheet'],
    ['cursor=%25%25%25', 'cursor'],
    [`cursor=${Buffer.from('[1,2]').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('not json').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('["engagement_rate","desc",3,4]').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('["followers","desc","x",4]').toString('base64url')}`, 'cursor'],
    ['sort=audience_age_share', 'sort'],
    ['unknown_filter=1', 'unknown_filter'],
  ])('?%s answers 400 naming %s', async (query, field) => {
    const response = await directoryA.alice.get(`/api/directory/social-accounts?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields?: Record<string, string[]> }>();
    expect(body.message).toContain(field);
    if (field !== 'unknown_filter') expect(Object.keys(body.fields ?? {})).toEqual([field]);
  });
});
