import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  TALENT_MESSAGES,
  type InfluencerExtraData,
  type InfluencerProfile,
  type RosterResponse,
  type TeamTagsResponse,
} from '@tpp/contracts';
import { MASTER_TAGS } from '../src/modules/talent-data/catalog/index.js';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import {
  addToRoster,
  bulkRoster,
  createCreator,
  rosterCreator,
  rosterNames,
  type Creator,
} from './factories/talent.js';

/** The signed-in team's talent calls: answers, validation, 404 across teams, per-team isolation. */
describe('talent API (signed in)', () => {
  const api = useTestApi();
  const agencyA = useTeam(api, 'Agency A', { alice: {} });
  const agencyB = useTeam(api, 'Agency B', { bob: { role: 'team_admin' } });
  let shared: Creator;

  const profile = async (browser: TestBrowser, id: number) => {
    const response = await browser.get(`/api/influencers/profiles/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<InfluencerProfile>();
  };

  beforeAll(async () => {
    // One creator on both rosters; primary team B.
    shared = await createCreator(api.db, {
      fullname: 'Shared Creator',
      primaryTeamId: agencyB.id,
      accounts: [
        {
          platform: 'instagram',
          followers: 5000,
          posts: [
            { type: 'top_posts', id: 'p1' },
            { type: 'top_posts', id: 'p2' },
            { type: 'top_posts', id: 'p3' },
            { type: 'top_posts', id: 'p4' },
            { type: 'recent_posts', id: 'r1' },
          ],
        },
        { platform: 'tiktok', followers: 20000, engagementRate: 7.5 },
      ],
    });
    await addToRoster(api.db, agencyA.id, shared.id, { tags: ['Fitness'], position: 1 });
    await addToRoster(api.db, agencyB.id, shared.id, { tags: ['B Only Tag'], customDescription: 'B text' });
  });

  describe('GET /api/user/influencers', () => {
    let team: number;
    let browser: TestBrowser;
    beforeAll(async () => {
      team = await api.createTeam();
      browser = await api.signedIn(await api.createUser({ teamId: team }));
      await rosterCreator(
        api.db,
        team,
        { fullname: 'Zoe Zed', accounts: [{ followers: 100 }] },
        { position: 1, tags: ['Gamer'] },
      );
      await rosterCreator(
        api.db,
        team,
        { fullname: 'Amy Alpha', accounts: [{ followers: 200 }, { platform: 'youtube', followers: 50 }] },
        { position: 2 },
      );
      await rosterCreator(
        api.db,
        team,
        { fullname: 'Mia 100%_Mid', accounts: [{ followers: 300 }] },
        { position: 3, tags: ['Gamer'] },
      );
    });

    it('lists the roster in roster order with totals and reach', async () => {
      const response = await browser.get('/api/user/influencers');
      expect(response.statusCode).toBe(200);
      const body = response.json<RosterResponse>();
      expect(body.influencers.map((row) => row.fullname)).toEqual(['Zoe Zed', 'Amy Alpha', 'Mia 100%_Mid']);
      expect(body.total_influencers).toBe(3);
      expect(body.reach).toBe(650);
      const amy = body.influencers[1]!;
      expect(amy).toMatchObject({ primary_platform: 'instagram', primary_followers: 200, city: 'Austin' });
      expect(amy.socials.map((social) => social.platform)).toEqual(['instagram', 'youtube']);
    });

    it('sorts by name, filters by tag, and by name only above 2 characters', async () => {
      const sorted = (await browser.get('/api/user/influencers?sort=name')).json<RosterResponse>();
      expect(sorted.influencers.map((row) => row.fullname)).toEqual(['Amy Alpha', 'Mia 100%_Mid', 'Zoe Zed']);
      const tagged = (await browser.get('/api/user/influencers?tag=gamer')).json<RosterResponse>();
      expect(tagged.influencers.map((row) => row.fullname)).toEqual(['Zoe Zed', 'Mia 100%_Mid']);
      expect(tagged.reach).toBe(400);
      const short = (await browser.get('/api/user/influencers?name=zo')).json<RosterResponse>();
      expect(short.total_influencers).toBe(3);
      const named = (await browser.get('/api/user/influencers?name=zoe')).json<RosterResponse>();
      expect(named.influencers.map((row) => row.fullname)).toEqual(['Zoe Zed']);
      const literal = (await browser.get('/api/user/influencers?name=100%25_')).json<RosterResponse>();
      expect(literal.influencers.map((row) => row.fullname)).toEqual(['Mia 100%_Mid']);
    });

    it('sorts by primary followers and filters on the primary account (the sheet editor filters)', async () => {
      const names = async (query: string) =>
        (await browser.get(`/api/user/influencers?${query}`))
          .json<RosterResponse>()
          .influencers.map((row) => row.fullname);
      expect(await names('sort=followers')).toEqual(['Mia 100%_Mid', 'Amy Alpha', 'Zoe Zed']);
      expect(await names('sort=followers&order=asc')).toEqual(['Zoe Zed', 'Amy Alpha', 'Mia 100%_Mid']);
      expect(await names('sort=name&order=desc')).toEqual(['Zoe Zed', 'Mia 100%_Mid', 'Amy Alpha']);
      // Amy's youtube account (50) is not her primary: the filters read the primary account only.
      expect(await names('followers_min=150&followers_max=250')).toEqual(['Amy Alpha']);
      expect(await names('platform=youtube')).toEqual([]);
      expect(await names('platform=instagram&engagement_rate_min=3.5&gender=female')).toHaveLength(3);
      expect(await names('engagement_rate_min=3.6')).toEqual([]);
      expect(await names('gender=male')).toEqual([]);
      const page = (
        await browser.get('/api/user/influencers?limit=40&sort=followers')
      ).json<RosterResponse>();
      expect(page.total_influencers).toBe(3);
    });

    describe('sorting and filtering the whole roster (the roster table)', () => {
      let sortTeam: number;
      let sorter: TestBrowser;
      const names = (query: string) => rosterNames(sorter, query);
      beforeAll(async () => {
        sortTeam = await api.createTeam();
        sorter = await api.signedIn(await api.createUser({ teamId: sortTeam }));
        const creators: [string, Parameters<typeof rosterCreator>[2]][] = [
          ['Ann', { accounts: [{ followers: 500, engagementRate: 2.5, avgViews: 900 }] }],
          [
            'Ben',
            { accounts: [{ platform: 'tiktok', followers: 900, engagementRate: 7.1, avgViews: 40_000 }] },
          ],
          ['Cal', { accounts: [{ followers: 700, engagementRate: null, avgViews: null }] }],
          ['Dee', { accounts: [{ platform: 'youtube', followers: 300, engagementRate: 4.2 }] }],
          // Same engagement as Ann: the tie is broken by creator id, in both directions.
          [
            'Eve',
            {
              accounts: [
                { followers: 100, engagementRate: 2.5 },
                { platform: 'tiktok', followers: 9e6 },
              ],
            },
          ],
        ];
        for (const [index, [fullname, options]] of creators.entries())
          await rosterCreator(
            api.db,
            sortTeam,
            { ...options, fullname },
            { position: creators.length - index },
          );
      });

      it('sorts by engagement rate both ways, creators without one last, ties by id', async () => {
        expect(await names('sort=engagement_rate')).toEqual(['Ben', 'Dee', 'Ann', 'Eve', 'Cal']);
        expect(await names('sort=engagement_rate&order=desc')).toEqual(['Ben', 'Dee', 'Ann', 'Eve', 'Cal']);
        expect(await names('sort=engagement_rate&order=asc')).toEqual(['Ann', 'Eve', 'Dee', 'Ben', 'Cal']);
      });

      it('sorts by followers and name both ways over the whole roster, across pages', async () => {
        expect(await names('sort=followers&order=desc')).toEqual(['Ben', 'Cal', 'Ann', 'Dee', 'Eve']);
        expect(await names('sort=followers&order=asc')).toEqual(['Eve', 'Dee', 'Ann', 'Cal', 'Ben']);
        expect(await names('sort=name&order=asc')).toEqual(['Ann', 'Ben', 'Cal', 'Dee', 'Eve']);
        expect(await names('sort=name&order=desc')).toEqual(['Eve', 'Dee', 'Cal', 'Ben', 'Ann']);
        // Roster order (positions were given in reverse) when no sort is asked for.
        expect(await names('')).toEqual(['Eve', 'Dee', 'Cal', 'Ben', 'Ann']);
      });

      it("filters by the primary account's platform, combined with a sort", async () => {
        expect(await names('platform=tiktok&sort=followers')).toEqual(['Ben']);
        expect(await names('platform=instagram&sort=engagement_rate&order=asc&limit=50')).toEqual(
          expect.arrayContaining(['Ann', 'Eve', 'Cal']),
        );
        expect(await names('platform=youtube')).toEqual(['Dee']);
        expect(await names('avg_views_min=10000')).toEqual(['Ben']);
      });

      it('answers the metrics and description the tables show', async () => {
        const ben = (await sorter.get('/api/user/influencers?platform=tiktok')).json<RosterResponse>()
          .influencers[0]!;
        expect(ben).toMatchObject({
          primary_platform: 'tiktok',
          primary_followers: 900,
          average_views: { value: 40_000, platform: 'tiktok' },
          primary_us_audience_share: null,
          description_excerpt: 'Default bio',
        });
      });

      it('sorts before paging: page 2 continues the order of page 1', async () => {
        await bulkRoster(api.db, sortTeam, 30);
        const page = async (number: number) =>
          (
            await sorter.get(`/api/user/influencers?sort=engagement_rate&order=asc&page=${number}&limit=25`)
          ).json<RosterResponse>();
        const [first, second] = [await page(1), await page(2)];
        expect(second.total_influencers).toBe(35);
        expect(second.influencers).toHaveLength(10);
        const rates = [...first.influencers, ...second.influencers].map((row) => row.primary_engagement_rate);
        const known = rates.filter((rate): rate is number => rate !== null);
        expect(known).toEqual([...known].sort((a, b) => a - b));
        expect(rates.slice(known.length)).toEqual([null]);
        expect(second.influencers.at(-1)!.fullname).toBe('Cal');
        const ids = [...first.influencers, ...second.influencers].map((row) => row.id);
        expect(new Set(ids).size).toBe(35);
      });
    });

    it('pages, and filters by ids', async () => {
      const ids = (await browser.get('/api/user/influencers'))
        .json<RosterResponse>()
        .influencers.map((row) => row.id);
      const page2 = (await browser.get('/api/user/influencers?page=2&limit=25')).json<RosterResponse>();
      expect(page2).toMatchObject({ influencers: [], total_influencers: 3 });
      const picked = (
        await browser.get(`/api/user/influencers?influencer_ids=${ids[2]},${shared.id}`)
      ).json<RosterResponse>();
      expect(picked.influencers.map((row) => row.id)).toEqual([ids[2]]);
    });

    it('answers 400 naming the field for a bad query', async () => {
      for (const [query, field] of [
        ['limit=30', 'limit'],
        ['page=0', 'page'],
        ['sort=reach', 'sort'],
        ['sort=followers;DROP TABLE influencers', 'sort'],
        ['avg_views_min=-5', 'avg_views_min'],
        ['order=up', 'order'],
        ['platform=myspace', 'platform'],
        ['followers_min=-1', 'followers_min'],
        ['engagement_rate_min=101', 'engagement_rate_min'],
        ['gender=other', 'gender'],
        ['influencer_ids=1,x', 'influencer_ids'],
      ] as const) {
        const response = await browser.get(`/api/user/influencers?${query}`);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([field]);
      }
    });

    it('answers 400 naming influencer_ids for an id beyond the integer column (was 500)', async () => {
      for (const ids of ['2147483648', `1,${'9'.repeat(10)}`]) {
        const response = await browser.get(`/api/user/influencers?influencer_ids=${ids}`);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['influencer_ids']);
      }
      const largest = await browser.get('/api/user/influencers?influencer_ids=2147483647');
      expect(largest.json<RosterResponse>()).toMatchObject({ influencers: [], total_influencers: 0 });
    });

    it('needs a session', async () => {
      expect((await api.browser().get('/api/user/influencers')).statusCode).toBe(401);
    });
  });

  describe('GET /api/influencers/profiles/{id}', () => {
    it("answers the profile with the caller's customisations, 3 posts per type, custom tags marked", async () => {
      const body = await profile(agencyA.alice, shared.id);
      expect(body).toMatchObject({
        id: shared.id,
        fullname: 'Shared Creator',
        description: 'Default **bio**',
        description_html: '<p>Default <strong>bio</strong></p>',
        custom_description: null,
        tags: ['Fitness'],
        team_id: agencyA.id,
        with_advanced_data: true,
        primary_account_id: shared.accountIds[0],
        primary_female_audience: 62,
        primary_age_group: { age_group: '18-24', percentage: 41 },
      });
      expect(body.custom_tags).toEqual(MASTER_TAGS.includes('Fitness') ? [] : ['Fitness']);
      expect(body.socials[0]!.top_posts.map((post) => post.post_id)).toEqual(['p1', 'p2', 'p3']);
      expect(body.socials[0]!.recent_posts).toHaveLength(1);
      expect(body.socials[0]!.primary).toBe(true);
      const bobs = await profile(agencyB.bob, shared.id);
      expect(bobs.tags).toEqual(['B Only Tag']);
      expect(bobs.custom_tags).toEqual(['B Only Tag']);
      expect(bobs.custom_description).toBe('B text');
    });

    it('answers 404 for a missing creator and for a creator off the roster, alike', async () => {
      const stranger = await createCreator(api.db);
      const missing = await agencyA.alice.get('/api/influencers/profiles/2147483000');
      const foreign = await agencyA.alice.get(`/api/influencers/profiles/${stranger.id}`);
      expect(missing.statusCode).toBe(404);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect(missing.json()).toMatchObject({ message: TALENT_MESSAGES.influencerNotFoundBody });
      expect((await agencyA.alice.get('/api/influencers/profiles/abc')).statusCode).toBe(400);
    });
  });

  describe('custom description', () => {
    it('saves markdown (sanitised), a dash hides the default, empty deletes', async () => {
      const creator = await rosterCreator(api.db, agencyA.id);
      const saved = await agencyA.alice.post('/api/user/talent/custom-description', {
        influencer_id: creator.id,
        description: 'Hi <script>alert(1)</script>[x](javascript:alert(1)) *there*',
      });
      expect(saved.statusCode).toBe(200);
      const body = saved.json<{ custom_description_html: string }>();
      expect(body).toMatchObject({ success: true });
      expect(body.custom_description_html).not.toMatch(/script|javascript/);
      expect(body.custom_description_html).toContain('<em>there</em>');

      const dash = await agencyA.alice.post('/api/user/talent/custom-description', {
        influencer_id: creator.id,
        description: '-',
      });
      expect(dash.json()).toEqual({ success: true, custom_description: '-', custom_description_html: '' });
      const hidden = await profile(agencyA.alice, creator.id);
      expect(hidden).toMatchObject({ description: '', description_html: '', custom_description_html: '' });

      const removed = await agencyA.alice.post('/api/user/talent/custom-description', {
        influencer_id: creator.id,
        description: '',
      });
      expect(removed.json()).toEqual({
        success: true,
        custom_description: null,
        custom_description_html: null,
      });
      expect((await profile(agencyA.alice, creator.id)).description_html).toBe(
        '<p>Default <strong>bio</strong></p>',
      );
    });

    it('answers 400 naming the fields and 404 for another team’s creator', async () => {
      const bad = await agencyA.alice.post('/api/user/talent/custom-description', { influencer_id: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual([
        'description',
        'influencer_id',
      ]);
      const onlyB = await rosterCreator(api.db, agencyB.id);
      const foreign = await agencyA.alice.post('/api/user/talent/custom-description', {
        influencer_id: onlyB.id,
        description: 'x',
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('previews a draft as the profile would show it, saving nothing', async () => {
      const creator = await rosterCreator(api.db, agencyA.id);
      const draft = 'Hi <script>alert(1)</script>[x](javascript:alert(1)) *there*';
      const preview = await agencyA.alice.post('/api/user/talent/custom-description/preview', {
        description: draft,
      });
      expect(preview.statusCode).toBe(200);
      const saved = await agencyA.alice.post('/api/user/talent/custom-description', {
        influencer_id: creator.id,
        description: draft,
      });
      // The same renderer: the preview is exactly what saving it stores and the profile shows.
      expect(preview.json()).toEqual({
        html: saved.json<{ custom_description_html: string }>().custom_description_html,
      });
      expect(preview.json<{ html: string }>().html).toContain('<em>there</em>');
      for (const description of ['', '  ', ' - '])
        expect(
          (await agencyA.alice.post('/api/user/talent/custom-description/preview', { description })).json(),
        ).toEqual({ html: '' });
      const unsaved = await rosterCreator(api.db, agencyA.id);
      await agencyA.alice.post('/api/user/talent/custom-description/preview', { description: 'Not saved' });
      expect((await profile(agencyA.alice, unsaved.id)).custom_description).toBeNull();

      const bad = await agencyA.alice.post('/api/user/talent/custom-description/preview', {
        description: 'x'.repeat(10_001),
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['description']);
      const anonymous = await api
        .browser()
        .post('/api/user/talent/custom-description/preview', { description: 'x' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('tagline', () => {
    it('saves a tagline under 30 characters, rejects 30 or more with the spec message', async () => {
      const creator = await rosterCreator(api.db, agencyA.id);
      const ok = await agencyA.alice.post('/api/user/talent/custom-tagline', {
        influencer_id: creator.id,
        tagline: 'x'.repeat(29),
      });
      expect(ok.json()).toEqual({ success: true, tagline: 'x'.repeat(29) });
      const long = await agencyA.alice.post('/api/user/talent/custom-tagline', {
        influencer_id: creator.id,
        tagline: 'x'.repeat(30),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        message: TALENT_MESSAGES.taglineTooLong,
        fields: { tagline: [TALENT_MESSAGES.taglineTooLong] },
      });
      expect((await profile(agencyA.alice, creator.id)).tagline).toBe('x'.repeat(29));
    });
  });

  describe('tags and displayed tags', () => {
    it('normalises tags and drops displayed tags no longer tagged', async () => {
      const creator = await rosterCreator(
        api.db,
        agencyA.id,
        {},
        { tags: ['Gamer', 'Chef'], displayTags: ['Gamer', 'Chef'] },
      );
      const response = await agencyA.alice.post('/api/user/influencers/tags', {
        influencer_id: creator.id,
        tags: [' chef ', '', 'Chef', 'Vegan  Cook', 'vegan  cook'],
      });
      expect(response.json()).toEqual({
        success: true,
        tags: ['chef', 'Vegan  Cook'],
        display_tags: ['chef'],
      });
    });

    it('allows at most 4 displayed tags, only existing ones', async () => {
      const creator = await rosterCreator(api.db, agencyA.id, {}, { tags: ['A1', 'B2', 'C3', 'D4', 'E5'] });
      const ok = await agencyA.alice.post('/api/user/influencers/display-tags', {
        influencer_id: creator.id,
        tags: ['a1', 'B2'],
      });
      expect(ok.json()).toEqual({ success: true, display_tags: ['A1', 'B2'] });
      const many = await agencyA.alice.post('/api/user/influencers/display-tags', {
        influencer_id: creator.id,
        tags: ['A1', 'B2', 'C3', 'D4', 'E5'],
      });
      expect(many.statusCode).toBe(400);
      expect(many.json()).toMatchObject({
        message: TALENT_MESSAGES.displayTagsLimit,
        fields: { tags: [TALENT_MESSAGES.displayTagsLimit] },
      });
      const unknown = await agencyA.alice.post('/api/user/influencers/display-tags', {
        influencer_id: creator.id,
        tags: ['Nope'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ message: string }>().message).toContain("'Nope'");
      expect((await profile(agencyA.alice, creator.id)).display_tags).toEqual(['A1', 'B2']);
      const bad = await agencyA.alice.post('/api/user/influencers/display-tags', {
        influencer_id: creator.id,
        tags: 'A1',
      });
      expect(bad.json()).toMatchObject({ statusCode: 400, fields: { tags: expect.any(Array) } });
    });

    it('GET /api/user/team/tags: master list, custom tags, used tags and tag -> ids', async () => {
      const team = await api.createTeam();
      const browser = await api.signedIn(await api.createUser({ teamId: team }));
      const one = await rosterCreator(
        api.db,
        team,
        {},
        { tags: ['Zeta Custom', MASTER_TAGS[0]!], position: 1 },
      );
      const two = await rosterCreator(api.db, team, {}, { tags: ['Zeta Custom'], position: 2 });
      const body = (await browser.get('/api/user/team/tags')).json<TeamTagsResponse>();
      expect(body.master_tags).toEqual(MASTER_TAGS);
      expect(body.tags).toEqual([...MASTER_TAGS, 'Zeta Custom']);
      expect(body.used_tags.sort()).toEqual([MASTER_TAGS[0]!, 'Zeta Custom'].sort());
      expect(body.tagged_influencers['Zeta Custom']).toEqual([one.id, two.id]);
      expect(body.tagged_influencers).not.toHaveProperty('Fitness');
    });
  });

  describe('location', () => {
    it("stores the team's override, which another team does not see", async () => {
      const response = await agencyA.alice.post('/api/update-influencer-location', {
        influencer_id: shared.id,
        city: 'Denver',
        state: 'CO',
      });
      expect(response.json()).toEqual({ success: true });
      expect(await profile(agencyA.alice, shared.id)).toMatchObject({ city: 'Denver', state: 'CO' });
      expect(await profile(agencyB.bob, shared.id)).toMatchObject({ city: 'Austin', state: 'TX' });
      const bad = await agencyA.alice.post('/api/update-influencer-location', {
        influencer_id: shared.id,
        city: 3,
      });
      expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual(['city', 'state']);
    });
  });

  describe('advanced settings (hidden stats)', () => {
    it('saves hidden stats per own account and rejects bad JSON naming stringifiedSettings', async () => {
      const creator = await rosterCreator(api.db, agencyA.id, { accounts: [{}, { platform: 'tiktok' }] });
      const settings = { [creator.accountIds[1]!]: ['avg_likes', 'engagement_rate'] };
      const ok = await agencyA.alice.post('/api/team/advanced-influencer-settings', {
        influencer_id: creator.id,
        stringifiedSettings: JSON.stringify(settings),
      });
      expect(ok.json()).toEqual({ success: true, stat_display_settings: settings });
      expect((await profile(agencyA.alice, creator.id)).stat_display_settings).toEqual(settings);
      for (const stringifiedSettings of [
        '{nope',
        '[]',
        '{"1":"x"}',
        JSON.stringify({ [shared.accountIds[0]!]: ['x'] }),
      ]) {
        const bad = await agencyA.alice.post('/api/team/advanced-influencer-settings', {
          influencer_id: creator.id,
          stringifiedSettings,
        });
        expect(bad.statusCode).toBe(400);
        expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['stringifiedSettings']);
      }
    });
  });

  describe('influencer settings and extra data', () => {
    it('saves excluded posts, info boxes and display name; extra data flags hidden posts', async () => {
      const response = await agencyA.alice.post('/api/team/influencer-settings', {
        influencer_id: shared.id,
        settings: { excluded_post_ids: ['p2'], disabledInfoBoxes: ['audience_age'] },
      });
      expect(response.json()).toEqual({
        success: true,
        settings: {
          custom_display_name: null,
          excluded_post_ids: ['p2'],
          disabledInfoBoxes: ['audience_age'],
        },
      });
      const named = await agencyA.alice.post('/api/team/influencer-settings', {
        influencer_id: shared.id,
        settings: { custom_display_name: 'Shary' },
      });
      expect(named.json()).toMatchObject({
        settings: { custom_display_name: 'Shary', excluded_post_ids: ['p2'] },
      });
      const mine = await profile(agencyA.alice, shared.id);
      expect(mine.fullname).toBe('Shary');
      expect(mine.socials[0]!.top_posts.map((post) => post.post_id)).toEqual(['p1', 'p3', 'p4']);
      expect((await profile(agencyB.bob, shared.id)).fullname).toBe('Shared Creator');

      const extra = (
        await agencyA.alice.get(`/api/user/influencers/extra-data/${shared.id}`)
      ).json<InfluencerExtraData>();
      expect(extra.accounts).toHaveLength(2);
      const posts = extra.accounts[0]!.posts.top_posts;
      expect(posts.map((post) => [post.post_id, post.hidden])).toEqual([
        ['p1', false],
        ['p2', true],
        ['p3', false],
        ['p4', false],
      ]);
      const bobsExtra = (
        await agencyB.bob.get(`/api/user/influencers/extra-data/${shared.id}`)
      ).json<InfluencerExtraData>();
      expect(bobsExtra.accounts[0]!.posts.top_posts.every((post) => !post.hidden)).toBe(true);

      const bad = await agencyA.alice.post('/api/team/influencer-settings', {
        influencer_id: shared.id,
        settings: { disabledInfoBoxes: ['nope'] },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['settings.disabledInfoBoxes']);
      await agencyA.alice.post('/api/team/influencer-settings', {
        influencer_id: shared.id,
        settings: { custom_display_name: null, excluded_post_ids: [], disabledInfoBoxes: [] },
      });
    });
  });

  describe('influencer settings: null lists', () => {
    it('answers 400 naming settings.excluded_post_ids for null (was 500), saved settings unchanged', async () => {
      const creator = await rosterCreator(api.db, agencyA.id);
      const saved = {
        custom_display_name: 'Kept',
        excluded_post_ids: ['p9'],
        disabledInfoBoxes: ['audience_age'],
      };
      await agencyA.alice.post('/api/team/influencer-settings', {
        influencer_id: creator.id,
        settings: saved,
      });
      for (const field of ['excluded_post_ids', 'disabledInfoBoxes'] as const) {
        const response = await agencyA.alice.post('/api/team/influencer-settings', {
          influencer_id: creator.id,
          settings: { [field]: null },
        });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([`settings.${field}`]);
      }
      expect((await profile(agencyA.alice, creator.id)).team_settings).toEqual(saved);
    });
  });

  describe('rate card', () => {
    it('saves complete rows, rejects an incomplete row naming it, removes an empty card', async () => {
      const creator = await rosterCreator(api.db, agencyA.id);
      const rows = [
        { platform: 'instagram', description: 'Reel', rate: '$1,000' },
        { platform: 'tiktok', description: 'Video', rate: '$800' },
      ];
      const saved = await agencyA.alice.post('/api/user/talent/rate-card', {
        influencer_id: creator.id,
        rate_card: rows,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toBe('OK');
      expect((await profile(agencyA.alice, creator.id)).rate_card).toEqual(rows);

      const incomplete = await agencyA.alice.post('/api/user/talent/rate-card', {
        influencer_id: creator.id,
        rate_card: [rows[0], { platform: 'youtube', description: 'Short', rate: ' ' }],
      });
      expect(incomplete.statusCode).toBe(400);
      expect(Object.keys(incomplete.json<{ fields: object }>().fields)).toEqual(['rate_card[1]']);
      const badPlatform = await agencyA.alice.post('/api/user/talent/rate-card', {
        influencer_id: creator.id,
        rate_card: [{ platform: 'myspace', description: 'x', rate: '1' }],
      });
      expect(Object.keys(badPlatform.json<{ fields: object }>().fields)).toEqual(['rate_card.0.platform']);

      const empty = await agencyA.alice.post('/api/user/talent/rate-card', {
        influencer_id: creator.id,
        rate_card: [{ platform: 'instagram', description: '', rate: '' }],
      });
      expect(empty.json()).toBe('OK');
      expect((await profile(agencyA.alice, creator.id)).rate_card).toBeNull();

      await agencyA.alice.post('/api/user/talent/rate-card', { influencer_id: creator.id, rate_card: rows });
      const removed = await agencyA.alice.post('/api/user/talent/rate-card', {
        influencer_id: creator.id,
        rate_card: rows,
        removeRateCard: true,
      });
      expect(removed.json()).toBe('OK');
      expect((await profile(agencyA.alice, creator.id)).rate_card).toBeNull();
    });
  });

  describe('per-team isolation', () => {
    it("team A's customisations never show in team B's profile of the same creator", async () => {
      const creator = await createCreator(api.db, { primaryTeamId: agencyB.id });
      await addToRoster(api.db, agencyA.id, creator.id);
      await addToRoster(api.db, agencyB.id, creator.id);
      const id = creator.id;
      await agencyA.alice.post('/api/user/influencers/tags', { influencer_id: id, tags: ['Secret A'] });
      await agencyA.alice.post('/api/user/influencers/display-tags', {
        influencer_id: id,
        tags: ['Secret A'],
      });
      await agencyA.alice.post('/api/user/talent/custom-description', {
        influencer_id: id,
        description: 'A only',
      });
      await agencyA.alice.post('/api/user/talent/custom-tagline', { influencer_id: id, tagline: 'A line' });
      await agencyA.alice.post('/api/team/advanced-influencer-settings', {
        influencer_id: id,
        stringifiedSettings: JSON.stringify({ [creator.accountIds[0]!]: ['followers'] }),
      });
      await agencyA.alice.post('/api/user/talent/rate-card', {
        influencer_id: id,
        rate_card: [{ platform: 'other', description: 'A deal', rate: '1' }],
      });
      const b = await profile(agencyB.bob, id);
      expect(b).toMatchObject({
        tags: [],
        display_tags: [],
        custom_description: null,
        tagline: null,
        stat_display_settings: {},
        rate_card: null,
        team_id: agencyB.id,
      });
      const publicB = (await api.browser().get(`/api/public/profile/${id}`)).json<{
        influencer: InfluencerProfile;
      }>();
      expect(JSON.stringify(publicB)).not.toMatch(/Secret A|A only|A line|A deal/);
      expect(publicB.influencer.socials[0]!.followers).toBe(1000);
    });
  });

  describe('removing from the roster', () => {
    it('POST /api/user/team/roster/remove takes the creator off this roster only', async () => {
      const creator = await createCreator(api.db, { primaryTeamId: agencyA.id });
      await addToRoster(api.db, agencyA.id, creator.id, { tags: ['Gone'] });
      await addToRoster(api.db, agencyB.id, creator.id);
      const admin = await api.signedIn(await api.createUser({ teamId: agencyA.id, role: 'team_admin' }));
      const response = await admin.post('/api/user/team/roster/remove', { influencer_id: creator.id });
      expect(response.json()).toEqual({ success: true });
      expect((await agencyA.alice.get(`/api/influencers/profiles/${creator.id}`)).statusCode).toBe(404);
      expect((await agencyB.bob.get(`/api/influencers/profiles/${creator.id}`)).statusCode).toBe(200);
      // The public link falls back to the remaining team.
      const publicProfile = (await api.browser().get(`/api/public/profile/${creator.id}`)).json<{
        team: { id: number };
      }>();
      expect(publicProfile.team.id).toBe(agencyB.id);
      // Added again, none of the old customisations come back.
      await addToRoster(api.db, agencyA.id, creator.id);
      expect((await profile(agencyA.alice, creator.id)).tags).toEqual([]);
      expect(
        (await admin.post('/api/user/team/roster/remove', { influencer_id: 2147483000 })).statusCode,
      ).toBe(404);
    });

    it('one rule on both routes: members refused (roster unchanged), team admins and platform admins remove', async () => {
      const team = await api.createTeam();
      const member = await api.signedIn(await api.createUser({ teamId: team }));
      const teamAdmin = await api.signedIn(await api.createUser({ teamId: team, role: 'team_admin' }));
      const platformAdmin = await api.signedIn(
        await api.createUser({ teamId: team, flags: { is_admin: true } }),
      );
      const removals = {
        post: (browser: TestBrowser, id: number) =>
          browser.post('/api/user/team/roster/remove', { influencer_id: id }),
        delete: (browser: TestBrowser, id: number) => browser.request('DELETE', `/api/team/influencer/${id}`),
      };
      for (const remove of Object.values(removals)) {
        const creator = await rosterCreator(api.db, team, {}, { tags: ['Kept'] });
        const refused = await remove(member, creator.id);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          error: 'FORBIDDEN',
          message: 'Only team admins can remove talent from the roster.',
        });
        expect((await profile(member, creator.id)).tags).toEqual(['Kept']);

        expect((await remove(teamAdmin, creator.id)).json()).toEqual({ success: true });
        expect((await member.get(`/api/influencers/profiles/${creator.id}`)).statusCode).toBe(404);

        const another = await rosterCreator(api.db, team);
        expect((await remove(platformAdmin, another.id)).json()).toEqual({ success: true });
        expect((await member.get(`/api/influencers/profiles/${another.id}`)).statusCode).toBe(404);
      }
    });

    it('DELETE /api/team/influencer/{id}: team admins only', async () => {
      const creator = await rosterCreator(api.db, agencyB.id);
      const member = await api.signedIn(await api.createUser({ teamId: agencyB.id }));
      const forbidden = await member.request('DELETE', `/api/team/influencer/${creator.id}`);
      expect(forbidden.statusCode).toBe(403);
      const ok = await agencyB.bob.request('DELETE', `/api/team/influencer/${creator.id}`);
      expect(ok.json()).toEqual({ success: true });
      expect((await agencyB.bob.request('DELETE', `/api/team/influencer/${creator.id}`)).statusCode).toBe(
        404,
      );
      const staff = await api.signedIn(
        await api.createUser({ teamId: agencyB.id, flags: { is_admin: true } }),
      );
      const another = await rosterCreator(api.db, agencyB.id);
      expect((await staff.request('DELETE', `/api/team/influencer/${another.id}`)).statusCode).toBe(200);
    });
  });

  describe('categories', () => {
    it('answers the catalog categories, signed in and public', async () => {
      const signedIn = await agencyA.alice.get('/api/user/team/sheet-categories');
      expect(signedIn.statusCode).toBe(200);
      const categories = signedIn.json<{ categories: unknown[] }>().categories;
      expect(categories.length).toBeGreaterThan(0);
      expect((await api.browser().get('/api/categories')).json()).toEqual({ categories });
      expect((await api.browser().get('/api/user/team/sheet-categories')).statusCode).toBe(401);
    });
  });
});
