import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  SHEET_ERROR_CODES,
  SHEET_MESSAGES,
  type DirectoryResponse,
  type FavoritesResponse,
  type InfluencerProfile,
  type PublicProfileResponse,
  type PublicRosterResponse,
  type PublicSheetProfileResponse,
  type PublicTalentSheet,
  type RosterResponse,
  type SaveTalentSheetResponse,
  type TalentSheetResponse,
  type TeamTagsResponse,
} from '@tpp/contracts';
import { RosterRepository } from '../src/modules/talent/repositories/roster.repository.js';
import { PublicRosterCache } from '../src/modules/talent/services/public-roster-cache.js';
import { createCastingCall, createSheet, rosterCreators } from './factories/sheets.js';
import { makeStaticRoot, SHELL_INDEX_HTML, withoutBoot } from './support/static-root.js';
import { useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { createCreator, rosterCreator } from './factories/talent.js';

const MISSING_CREATOR = 2147483000;

function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

/**
 * Pitched creators: a directory creator who is not on the team's roster, saved into one of the
 * team's sheets, becomes the team's pitched creator (team_influencers.represented = false). The
 * sheets show them with their public data; the roster listings never do.
 */
describe('pitched creators (directory creators in sheets)', () => {
  const api = useTestApi(async () => ({ env: { STATIC_ROOT: await makeStaticRoot() } }));
  let ourTeam: number;
  let otherTeam: number;
  let alice: TestBrowser;
  let admin: TestBrowser;
  let bob: TestBrowser;
  /** On our roster. */
  let own: number;
  /** On the other team's roster, with every customisation the other team can make. */
  let foreign: number;
  /** On no roster at all (the bulk directory). */
  let loose: number;
  let sheetId: string;

  const teamRow = async (teamId: number, influencerId: number) =>
    (
      await api.db.query<{
        represented: boolean;
        tags: string[];
        tagline: string | null;
        custom_description: string | null;
        custom_display_name: string | null;
        rate_card: unknown;
      }>(
        `SELECT represented, tags, tagline, custom_description, custom_display_name, rate_card
           FROM team_influencers WHERE team_id = $1 AND influencer_id = $2`,
        [teamId, influencerId],
      )
    ).rows[0];

  async function html(path: string): Promise<string> {
    const response = await api.browser().get(path, { csrf: false });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  beforeAll(async () => {
    ourTeam = await api.createTeam('Pitch Agency');
    otherTeam = await api.createTeam('Other Agency');
    alice = await api.signedIn(await api.createUser({ teamId: ourTeam }));
    admin = await api.signedIn(await api.createUser({ teamId: ourTeam, role: 'team_admin' }));
    bob = await api.signedIn(await api.createUser({ teamId: otherTeam }));
    own = (
      await rosterCreator(
        api.db,
        ourTeam,
        { fullname: 'Olive Own', accounts: [{ followers: 5000 }] },
        { tagline: 'Our own', tags: ['ours'] },
      )
    ).id;
    foreign = (
      await rosterCreator(
        api.db,
        otherTeam,
        {
          fullname: 'Fiona Foreign',
          description: 'Public **bio**',
          accounts: [{ followers: 7000, engagementRate: 4.5 }],
        },
        {
          tags: ['secret-tag'],
          displayTags: ['secret-tag'],
          customDescription: 'Other team words',
          tagline: 'Other tagline',
          rateCard: [{ platform: 'instagram', description: 'Reel', rate: '$9,000' }],
          hideEngagementRate: true,
        },
      )
    ).id;
    await api.db.query(
      `UPDATE team_influencers SET custom_display_name = 'Other Display Name', custom_picture_url = 'https://x.example/other.png',
              city = 'Other City'
        WHERE team_id = $1 AND influencer_id = $2`,
      [otherTeam, foreign],
    );
    loose = (await createCreator(api.db, { fullname: 'Lena Loose', accounts: [{ followers: 11000 }] })).id;
    const saved = await createSheet(alice, [own, foreign, loose], {
      title: 'Directory picks',
      description: 'Fresh Faces',
      notes: { [foreign]: 'Found in the directory', [loose]: 'No agency yet' },
    });
    sheetId = saved.sheet_id;
  });

  it('saves a sheet with creators off the roster: they become pitched creators with an empty row', async () => {
    expect(await teamRow(ourTeam, own)).toMatchObject({ represented: true });
    for (const id of [foreign, loose])
      expect(await teamRow(ourTeam, id)).toEqual({
        represented: false,
        tags: [],
        tagline: null,
        custom_description: null,
        custom_display_name: null,
        rate_card: null,
      });
    // The other team keeps its own row and customisations; a creator of no team gets no public link team.
    expect(await teamRow(otherTeam, foreign)).toMatchObject({
      represented: true,
      tagline: 'Other tagline',
      custom_display_name: 'Other Display Name',
    });
    const { rows } = await api.db.query<{ primary_team_id: number | null }>(
      'SELECT primary_team_id FROM influencers WHERE id = $1',
      [loose],
    );
    expect(rows[0]!.primary_team_id).toBeNull();
  });

  it("the sheet editor shows them with their public data and none of the other team's customisations", async () => {
    const sheet = (await alice.get(`/api/talent-sheets/${sheetId}`)).json<TalentSheetResponse>().sheet;
    expect(sheet.influencer_ids).toEqual([own, foreign, loose]);
    expect(sheet.influencers.map((influencer) => influencer.id)).toEqual([own, foreign, loose]);
    const fiona = sheet.influencers[1]!;
    expect(fiona).toMatchObject({
      fullname: 'Fiona Foreign',
      tagline: null,
      tags: [],
      display_tags: [],
      city: 'Austin',
      picture_main_url: '/api/media/avatar/1.svg',
      primary_followers: 7000,
      primary_engagement_rate: 4.5,
      description_excerpt: 'Public bio',
      note: 'Found in the directory',
    });
    expect(sheet.influencers[2]).toMatchObject({ fullname: 'Lena Loose', note: 'No agency yet' });
    expect(sheet.reach).toBe(5000 + 7000 + 11000);
    expect(JSON.stringify(sheet)).not.toMatch(
      /Other (team words|tagline|Display Name|City)|secret-tag|9,000/,
    );

    // The private profile answers for a pitched creator too (the editor opens it), with our empty row.
    const profile = (await alice.get(`/api/influencers/profiles/${foreign}`)).json<InfluencerProfile>();
    expect(profile).toMatchObject({
      id: foreign,
      fullname: 'Fiona Foreign',
      tagline: null,
      custom_description: null,
      tags: [],
      rate_card: null,
      hide_engagement_rate: false,
      team_id: ourTeam,
    });
  });

  it('the public sheet, its roster view and the sheet profile show them with public data and our notes', async () => {
    const page = (await api.browser().get(`/api/public/talent-sheets/${sheetId}`)).json<PublicTalentSheet>();
    expect(page.total_influencers).toBe(3);
    expect(page.influencers.map((card) => card.id)).toEqual([own, foreign, loose]);
    expect(page.influencers[1]).toMatchObject({
      fullname: 'Fiona Foreign',
      tagline: null,
      picture_main_url: '/api/media/avatar/1.svg',
      hide_engagement_rate: false,
      primary_engagement_rate: 4.5,
    });
    expect(page.notes[String(loose)]).toBe('No agency yet');
    expect(JSON.stringify(page)).not.toMatch(/Other (team words|tagline|Display Name|City)|secret-tag/);

    // The roster view of the sheet reads the same answer in one page; its preview card names them.
    const all = (
      await api.browser().get(`/api/public/talent-sheets/${sheetId}?page=1&limit=1000`)
    ).json<PublicTalentSheet>();
    expect(all.influencers.map((card) => card.fullname)).toEqual([
      'Olive Own',
      'Fiona Foreign',
      'Lena Loose',
    ]);
    const card = await html(`/public/talent-sheet/roster-view/${sheetId}`);
    expect(metaOf(card, 'og:description')).toBe('Pitch Agency · 3 creators: Olive, Fiona, Lena');

    for (const [id, note] of [
      [foreign, 'Found in the directory'],
      [loose, 'No agency yet'],
    ] as const) {
      const response = await api
        .browser()
        .get(`/api/public/talent-sheet-profile?salesheet_id=${sheetId}&influencer_id=${id}`);
      expect(response.statusCode).toBe(200);
      const answer = response.json<PublicSheetProfileResponse>();
      expect(answer).toMatchObject({ salesheet_id: sheetId, note });
      expect(answer.team.id).toBe(ourTeam);
      expect(answer.influencer).toMatchObject({ id, tagline: null, custom_description: null, tags: [] });
      expect(answer.influencer.rate_card).toBeNull();
    }
    const fiona = (
      await api
        .browser()
        .get(`/api/public/talent-sheet-profile?salesheet_id=${sheetId}&influencer_id=${foreign}`)
    ).json<PublicSheetProfileResponse>();
    expect(fiona.influencer.fullname).toBe('Fiona Foreign');
    expect(fiona.influencer.description_html).toContain('<strong>bio</strong>');
  });

  it("the team's roster table, its counts and tags do not list them", async () => {
    const roster = (await alice.get('/api/user/influencers')).json<RosterResponse>();
    expect(roster.influencers.map((influencer) => influencer.id)).toEqual([own]);
    expect(roster.total_influencers).toBe(1);
    expect(roster.reach).toBe(5000);
    const byIds = (
      await alice.get(`/api/user/influencers?influencer_ids=${own},${foreign},${loose}`)
    ).json<RosterResponse>();
    expect(byIds.influencers.map((influencer) => influencer.id)).toEqual([own]);
    expect(byIds.total_influencers).toBe(1);
    const named = (await alice.get('/api/user/influencers?name=Fiona')).json<RosterResponse>();
    expect(named.total_influencers).toBe(0);

    // A pitched creator may be tagged by the team (their row is the team's), but the roster's tags leave them out.
    const tagged = await alice.post('/api/user/influencers/tags', {
      influencer_id: foreign,
      tags: ['pitch-tag'],
    });
    expect(tagged.statusCode).toBe(200);
    const tags = (await alice.get('/api/user/team/tags')).json<TeamTagsResponse>();
    expect(tags.tagged_influencers['ours']).toEqual([own]);
    expect(tags.tagged_influencers['pitch-tag']).toBeUndefined();

    // The directory marks only roster creators on_roster (a pitched creator is not).
    const directory = async (browser: TestBrowser, name: string) =>
      (await browser.get(`/api/directory/social-accounts?name_search=${name}`)).json<DirectoryResponse>()
        .accounts;
    expect((await directory(alice, 'Olive Own')).map((row) => [row.influencer_id, row.on_roster])).toEqual([
      [own, true],
    ]);
    expect(
      (await directory(alice, 'Fiona Foreign')).map((row) => [row.influencer_id, row.on_roster]),
    ).toEqual([[foreign, false]]);
    expect((await directory(alice, 'Lena Loose')).map((row) => [row.influencer_id, row.on_roster])).toEqual([
      [loose, false],
    ]);
    expect((await directory(bob, 'Fiona Foreign')).map((row) => [row.influencer_id, row.on_roster])).toEqual([
      [foreign, true],
    ]);

    // The other team's roster is untouched.
    const theirs = (await bob.get(`/api/user/influencers?influencer_ids=${foreign}`)).json<RosterResponse>();
    expect(theirs.influencers[0]).toMatchObject({
      id: foreign,
      fullname: 'Other Display Name',
      tags: ['secret-tag'],
    });
  });

  it('the public roster (cards and stats), its Open Graph text and the public profile links leave them out', async () => {
    const roster = (await api.browser().get(`/api/team/roster/${ourTeam}`)).json<PublicRosterResponse>();
    expect(roster.influencers.map((card) => card.id)).toEqual([own]);
    expect(roster.stats.creators).toBe(1);
    expect(roster.stats.total_reach).toBe(5000);

    const card = await html(`/public/talent-roster/${ourTeam}`);
    expect(metaOf(card, 'og:description')).toBe('The talent roster of Pitch Agency: 1 creator.');

    // Our team's public profile link does not present a pitched creator as our talent.
    expect((await api.browser().get(`/api/public/profile/${foreign}/team/${ourTeam}`)).statusCode).toBe(404);
    expect((await api.browser().get(`/api/public/profile/${loose}/team/${ourTeam}`)).statusCode).toBe(404);
    expect(withoutBoot(await html(`/public/profile/${loose}/team/${ourTeam}`))).toBe(SHELL_INDEX_HTML);
    expect(withoutBoot(await html(`/public/profile/${foreign}/team/${ourTeam}`))).toBe(SHELL_INDEX_HTML);
    // The creator's own public link stays their roster team's; a creator of no roster has none.
    const link = (await api.browser().get(`/api/public/profile/${foreign}`)).json<PublicProfileResponse>();
    expect(link.team.id).toBe(otherTeam);
    expect(link.influencer.tagline).toBe('Other tagline');
    expect((await api.browser().get(`/api/public/profile/${loose}`)).statusCode).toBe(404);
    expect(withoutBoot(await html(`/public/profile/${loose}`))).toBe(SHELL_INDEX_HTML);
  });

  it('likes and favorites work for them; removing them from the roster answers 404 and keeps the sheet', async () => {
    const like = await alice.post('/api/user/influencer-likes', {
      influencer_id: loose,
      team_id: ourTeam,
      salesheet_id: sheetId,
    });
    expect(like.statusCode).toBe(200);
    const favorites = (await alice.get('/api/search/influencers/favorites')).json<FavoritesResponse>();
    expect(favorites.influencers.map((influencer) => influencer.id)).toEqual([loose]);
    expect(favorites.influencers[0]).toMatchObject({ fullname: 'Lena Loose', liked_by_me: true });

    expect((await admin.post('/api/user/team/roster/remove', { influencer_id: loose })).statusCode).toBe(404);
    expect((await alice.get(`/api/user/influencer/${loose}/talent-sheets`)).statusCode).toBe(200);
    const sheet = (await alice.get(`/api/talent-sheets/${sheetId}`)).json<TalentSheetResponse>().sheet;
    expect(sheet.influencers.map((influencer) => influencer.id)).toContain(loose);
  });

  it('a creator call response holds them within the 40 limit', async () => {
    const callId = await createCastingCall(api.db, 'Directory call');
    const roster = await rosterCreators(api.db, ourTeam, 37, 'Call Creator');
    const fresh = (await createCreator(api.db, { fullname: 'Nova New' })).id;
    const extra = (await createCreator(api.db, { fullname: 'Xena Extra' })).id;
    const body = (ids: number[]) => ({
      title: '',
      sheet_type: 'casting_call_response',
      casting_call_id: callId,
      influencers: ids.map((id) => ({ influencer_id: id, note: '' })),
    });
    const forty = [...roster, foreign, loose, fresh];
    expect(forty).toHaveLength(40);
    const saved = await alice.post('/api/user/talent-sheets/save', body(forty));
    expect(saved.statusCode).toBe(200);
    const response = (
      await alice.get(`/api/talent-sheets/${saved.json<SaveTalentSheetResponse>().sheet_id}`)
    ).json<TalentSheetResponse>().sheet;
    expect(response.influencers.map((influencer) => influencer.id)).toEqual(forty);
    expect(await teamRow(ourTeam, fresh)).toMatchObject({ represented: false });

    const tooMany = await alice.post('/api/user/talent-sheets/save', body([...forty, extra]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: SHEET_ERROR_CODES.castingCallLimit,
      message: SHEET_MESSAGES.castingCallLimit,
    });
    expect(await teamRow(ourTeam, extra)).toBeUndefined();
    const roster41 = (await alice.get('/api/user/influencers?limit=50')).json<RosterResponse>();
    expect(roster41.total_influencers).toBe(1 + 37);
  });

  it('a creator that does not exist still answers 400 NOT_ON_ROSTER naming influencers, and nothing is written', async () => {
    const before = await api.db.query('SELECT count(*)::int AS n FROM talent_sheets WHERE team_id = $1', [
      ourTeam,
    ]);
    const other = (await createCreator(api.db, { fullname: 'Walt Written' })).id;
    const response = await alice.post('/api/user/talent-sheets/save', {
      title: 'Missing creator',
      sheet_type: 'talent',
      influencers: [
        { influencer_id: other, note: '' },
        { influencer_id: MISSING_CREATOR, note: '' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ error: string; message: string; fields: Record<string, string[]> }>();
    expect(answer.error).toBe(SHEET_ERROR_CODES.notOnRoster);
    expect(answer.message).toContain(String(MISSING_CREATOR));
    expect(Object.keys(answer.fields)).toEqual(['influencers']);
    expect(await teamRow(ourTeam, other)).toBeUndefined();
    const after = await api.db.query('SELECT count(*)::int AS n FROM talent_sheets WHERE team_id = $1', [
      ourTeam,
    ]);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('taking a pitched creator off every sheet keeps the pitched row (still off the roster)', async () => {
    const removed = await alice.post('/api/user/talent-sheets/remove-influencer', {
      influencer_id: foreign,
      sheet_ids: [sheetId],
    });
    expect(removed.json()).toEqual({ success: true, removed: 1 });
    expect(await teamRow(ourTeam, foreign)).toMatchObject({ represented: false });
    expect(
      (await alice.get(`/api/user/influencers?influencer_ids=${foreign}`)).json<RosterResponse>()
        .total_influencers,
    ).toBe(0);
  });

  it('represent() puts a pitched creator on the roster: listed last, the public link team when they had none', async () => {
    const repository = api.app.get(RosterRepository);
    expect(await repository.represent(ourTeam, own)).toBe(false);
    expect(await repository.represent(otherTeam, loose)).toBe(false);
    expect(await repository.represent(ourTeam, loose)).toBe(true);
    api.app.get(PublicRosterCache).invalidate(ourTeam);
    const roster = (await alice.get('/api/user/influencers?limit=50')).json<RosterResponse>();
    expect(roster.influencers.at(-1)!.id).toBe(loose);
    const publicRoster = (
      await api.browser().get(`/api/team/roster/${ourTeam}`)
    ).json<PublicRosterResponse>();
    expect(publicRoster.influencers.at(-1)!.id).toBe(loose);
    const link = (await api.browser().get(`/api/public/profile/${loose}`)).json<PublicProfileResponse>();
    expect(link.team.id).toBe(ourTeam);
    expect(link.influencer.fullname).toBe('Lena Loose');
  });
});
