import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  API,
  DEFAULT_TEAM_DISPLAY_SETTINGS,
  PUBLIC_ROSTER_LIMIT,
  TALENT_MESSAGES,
  type PublicProfileResponse,
  type PublicRosterResponse,
} from '@tpp/contracts';
import { gunzipSync } from 'node:zlib';
import { useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { addToRoster, bulkRoster, createCreator, rosterCreator } from './factories/talent.js';

/** The brand-facing answers: public roster (cap, stats, cache) and public profiles (display settings). */
describe('talent API (public)', () => {
  const api = useTestApi();
  let anonymous: TestBrowser;

  beforeAll(async () => {
    anonymous = api.browser();
  });

  const roster = async (teamId: number) => {
    const response = await anonymous.get(`/api/team/roster/${teamId}`);
    expect(response.statusCode).toBe(200);
    return response.json<PublicRosterResponse>();
  };

  describe('GET /api/team/roster/{teamId}', () => {
    it('answers the team, cards in roster order and stats', async () => {
      const teamId = await api.createTeam('Roster Agency');
      await api.db.query(`UPDATE teams SET bio = 'We rep', contact_email = 'hi@agency.test' WHERE id = $1`, [
        teamId,
      ]);
      const first = await rosterCreator(
        api.db,
        teamId,
        {
          fullname: 'First',
          accounts: [
            {
              platform: 'instagram',
              followers: 1000,
              avgReelsPlays: 400,
              femalePercent: 30,
              ages: { '25_34': 50, '18_24': 20 },
            },
            { platform: 'youtube', followers: 500 },
            { platform: 'twitter', followers: 7 },
          ],
        },
        { position: 1, tagline: 'Hello' },
      );
      await rosterCreator(
        api.db,
        teamId,
        { fullname: 'Second', accounts: [{ platform: 'tiktok', followers: 2000, engagementRate: 9 }] },
        { position: 2, hideEngagementRate: true },
      );
      const body = await roster(teamId);
      expect(body.team).toMatchObject({
        id: teamId,
        team_name: 'Roster Agency',
        team_bio: 'We rep',
        team_contact_email: 'hi@agency.test',
        display_settings: DEFAULT_TEAM_DISPLAY_SETTINGS,
      });
      expect(body.stats).toEqual({
        creators: 2,
        total_reach: 3507,
        reach_by_platform: { instagram: 1000, tiktok: 2000, youtube: 500 },
      });
      expect(body.influencers.map((card) => card.fullname)).toEqual(['First', 'Second']);
      expect(body.influencers[0]).toEqual({
        id: first.id,
        fullname: 'First',
        tagline: 'Hello',
        picture_main_url: '/api/media/avatar/1.svg',
        total_reach: 1507,
        // Instagram's average views are its reels plays.
        average_views: { value: 400, platform: 'instagram' },
        socials: [
          { id: first.accountIds[0], platform: 'instagram', followers: 1000, handle: expect.any(String) },
          { id: first.accountIds[1], platform: 'youtube', followers: 500, handle: expect.any(String) },
        ],
        primary_engagement_rate: 3.5,
        hide_engagement_rate: false,
        primary_female_audience: 30,
        primary_age_group: { age_group: '25-34', percentage: 50 },
        display_tags: [],
      });
      expect(body.influencers[1]).toMatchObject({
        primary_engagement_rate: null,
        hide_engagement_rate: true,
      });
    });

    it('hides every engagement rate with displayRosterHideEngagment', async () => {
      const teamId = await api.createTeam(undefined, {
        displayRosterHideEngagment: true,
        displayAccentColor: 'red',
      });
      await rosterCreator(api.db, teamId);
      const body = await roster(teamId);
      expect(body.influencers[0]).toMatchObject({
        primary_engagement_rate: null,
        hide_engagement_rate: true,
      });
      expect(body.team.display_settings).toMatchObject({
        displayAccentColor: 'red',
        displayTalentNameFont: 'neuton',
      });
    });

    it("carries each creator's displayed tags, never the team's other tags, and none with displayNoTags", async () => {
      const teamId = await api.createTeam();
      const admin = await api.signedIn(await api.createUser({ teamId, role: 'team_admin' }));
      const shown = await rosterCreator(
        api.db,
        teamId,
        { fullname: 'Shown Tags' },
        {
          position: 1,
          tags: ['Fitness', 'Austin', 'Internal shortlist'],
          displayTags: ['Austin', 'Fitness'],
        },
      );
      await rosterCreator(
        api.db,
        teamId,
        { fullname: 'No Displayed Tags' },
        { position: 2, tags: ['Backup only'] },
      );
      const first = await anonymous.get(`/api/team/roster/${teamId}`);
      const cards = first.json<PublicRosterResponse>().influencers;
      // The team's order of the displayed tags.
      expect(cards.map((card) => card.display_tags)).toEqual([['Austin', 'Fitness'], []]);
      expect(first.body).not.toContain('Internal shortlist');
      expect(first.body).not.toContain('Backup only');

      // Choosing other displayed tags shows at once (the cached answer is replaced).
      const chosen = await admin.post(API.talent.displayTags.path, {
        influencer_id: shown.id,
        tags: ['Fitness'],
      });
      expect(chosen.statusCode).toBe(200);
      expect((await roster(teamId)).influencers[0]!.display_tags).toEqual(['Fitness']);

      // A team that shows no tags sends none.
      const hidden = await admin.post(API.teamLook.setOptions.path, { options: { displayNoTags: true } });
      expect(hidden.statusCode).toBe(200);
      const withoutTags = await anonymous.get(`/api/team/roster/${teamId}`);
      expect(withoutTags.json<PublicRosterResponse>().influencers.map((card) => card.display_tags)).toEqual([
        [],
        [],
      ]);
      expect(withoutTags.body).not.toContain('Fitness');
    });

    it('shows at most 500 creators; stats count the whole roster', async () => {
      const teamId = await api.createTeam();
      await bulkRoster(api.db, teamId, PUBLIC_ROSTER_LIMIT + 20);
      const body = await roster(teamId);
      expect(body.influencers).toHaveLength(PUBLIC_ROSTER_LIMIT);
      expect(body.influencers[0]!.fullname).toBe('Bulk Creator 1');
      expect(body.stats).toMatchObject({ creators: 520, total_reach: 52_000 });
      expect(body.influencers[0]).toMatchObject({
        primary_female_audience: 40,
        primary_age_group: { age_group: '18-24', percentage: 55 },
      });
    });

    it('answers 304 for a matching ETag and refreshes after a roster write', async () => {
      const teamId = await api.createTeam();
      const admin = await api.signedIn(await api.createUser({ teamId, role: 'team_admin' }));
      const creator = await rosterCreator(api.db, teamId);
      const first = await anonymous.get(`/api/team/roster/${teamId}`);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await anonymous.get(`/api/team/roster/${teamId}`, { headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      await admin.post('/api/user/talent/custom-tagline', { influencer_id: creator.id, tagline: 'Fresh' });
      const changed = await anonymous.get(`/api/team/roster/${teamId}`, {
        headers: { 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<PublicRosterResponse>().influencers[0]!.tagline).toBe('Fresh');
      await admin.post('/api/user/team/roster/remove', { influencer_id: creator.id });
      expect((await roster(teamId)).influencers).toEqual([]);
    });

    it('sends the answer gzip-compressed (once per cache fill) to clients that accept it', async () => {
      const teamId = await api.createTeam();
      await bulkRoster(api.db, teamId, 30);
      const plain = await anonymous.get(`/api/team/roster/${teamId}`);
      const zipped = await anonymous.get(`/api/team/roster/${teamId}`, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      const refused = await anonymous.get(`/api/team/roster/${teamId}`, {
        headers: { 'accept-encoding': 'gzip;q=0' },
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
    });

    it('answers 404 for an unknown team and 400 for a bad id', async () => {
      expect((await anonymous.get('/api/team/roster/2147483000')).statusCode).toBe(404);
      expect((await anonymous.get('/api/team/roster/abc')).statusCode).toBe(400);
    });
  });

  describe('GET /api/public/profile/{id}[/team/{teamId}]', () => {
    it("uses the primary team's customisations, or the given team's", async () => {
      const teamA = await api.createTeam('A');
      const teamB = await api.createTeam('B');
      const creator = await createCreator(api.db, { primaryTeamId: teamB });
      await addToRoster(api.db, teamA, creator.id, { tags: ['From A'], customDescription: 'A words' });
      await addToRoster(api.db, teamB, creator.id, { tags: ['From B'], tagline: 'B line' });
      const primary = (
        await anonymous.get(`/api/public/profile/${creator.id}`)
      ).json<PublicProfileResponse>();
      expect(primary.team.id).toBe(teamB);
      expect(primary.influencer).toMatchObject({
        tags: ['From B'],
        tagline: 'B line',
        custom_description: null,
      });
      const viaA = (
        await anonymous.get(`/api/public/profile/${creator.id}/team/${teamA}`)
      ).json<PublicProfileResponse>();
      expect(viaA.team).toMatchObject({ id: teamA, team_name: 'A' });
      expect(viaA.influencer).toMatchObject({
        tags: ['From A'],
        custom_description: 'A words',
        tagline: null,
      });
      expect(viaA.influencer.custom_description_html).toBe('<p>A words</p>');
    });

    it('answers 404 with the spec message for unknown creators and teams not rostering them', async () => {
      const teamId = await api.createTeam();
      const creator = await rosterCreator(api.db, teamId);
      const other = await api.createTeam();
      const loner = await createCreator(api.db);
      for (const url of [
        '/api/public/profile/2147483000',
        `/api/public/profile/${loner.id}`,
        `/api/public/profile/${creator.id}/team/${other}`,
        `/api/public/profile/${creator.id}/team/2147483000`,
      ]) {
        const response = await anonymous.get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: TALENT_MESSAGES.influencerNotFoundBody });
      }
    });

    it('applies the display settings that remove data, and hidden stats', async () => {
      const teamId = await api.createTeam(undefined, {
        displayNoEngagment: true,
        displayNoTags: true,
        displayHideLocation: true,
        displayDarkMode: true,
      });
      const creator = await rosterCreator(
        api.db,
        teamId,
        { accounts: [{ followers: 900, avgLikes: 55 }] },
        { tags: ['Hidden'], displayTags: ['Hidden'] },
      );
      await api.db.query(`UPDATE team_influencers SET stat_display_settings = $2 WHERE influencer_id = $1`, [
        creator.id,
        { [creator.accountIds[0]!]: ['avg_likes'] },
      ]);
      const body = (await anonymous.get(`/api/public/profile/${creator.id}`)).json<PublicProfileResponse>();
      expect(body.team.display_settings).toMatchObject({ displayDarkMode: true, displayNoTags: true });
      expect(body.influencer).toMatchObject({
        tags: [],
        display_tags: [],
        custom_tags: [],
        city: null,
        state: null,
        primary_engagement_rate: null,
      });
      expect(body.influencer.socials[0]).toMatchObject({
        engagement_rate: null,
        avg_likes: null,
        followers: 900,
      });
      // The signed-in team still sees its hidden stats (to edit them) and its tags.
      const member = await api.signedIn(await api.createUser({ teamId }));
      const own = (await member.get(`/api/influencers/profiles/${creator.id}`)).json<
        PublicProfileResponse['influencer']
      >();
      expect(own.socials[0]).toMatchObject({ avg_likes: 55, engagement_rate: 3.5 });
      expect(own.tags).toEqual(['Hidden']);
    });
  });
});
