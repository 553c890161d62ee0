import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  API,
  type PublicProfileResponse,
  type PublicSheetProfileResponse,
  type SheetRateCardsResponse,
  type TeamLookResponse,
  type UserNoticesResponse,
} from '@tpp/contracts';
import { createSheet } from './factories/sheets.js';
import { rosterCreator } from './factories/talent.js';
import { bootOf, makeStaticRoot } from './support/static-root.js';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

const RATES = [
  { platform: 'youtube' as const, description: 'Integration', rate: '$3,350' },
  { platform: 'tiktok' as const, description: 'Video', rate: '$8,400' },
];

/**
 * Rate cards only where the agency chooses: hidden from brands unless the team's
 * displayRateCards or the sheet's switch shows them, in every public answer and page.
 */
describe('rate card visibility: the team setting, the sheet switch and the public answers', () => {
  const api = useTestApi(async () => ({ env: { STATIC_ROOT: await makeStaticRoot() } }));
  const team = useTeam(api, 'Rates Agency', { admin: { role: 'team_admin' }, member: {}, colleague: {} });
  const otherTeam = useTeam(api, 'Other Rates Agency', { stranger: { role: 'team_admin' } });
  let creatorId: number;
  let sheetId: string;
  let collectionId: string;
  const brand = () => api.browser();

  beforeAll(async () => {
    creatorId = (await rosterCreator(api.db, team.id, { fullname: 'Hannah Rates' }, { rateCard: RATES })).id;
    sheetId = (await createSheet(team.member, [creatorId], { title: 'Rates sheet' })).sheet_id;
    const collection = await team.member.post(API.collections.save.path, {
      title: 'Rates collection',
      salesheet_ids: [sheetId],
    });
    expect(collection.statusCode).toBe(200);
    collectionId = collection.json<{ collection_id: string }>().collection_id;
  });

  const sheetProfile = async (id = sheetId) => {
    const response = await brand().get(
      `/api/public/talent-sheet-profile?salesheet_id=${id}&influencer_id=${creatorId}`,
      { csrf: false },
    );
    expect(response.statusCode).toBe(200);
    return response.json<PublicSheetProfileResponse>().influencer.rate_card;
  };
  const publicProfiles = async () =>
    Promise.all(
      [`/api/public/profile/${creatorId}`, `/api/public/profile/${creatorId}/team/${team.id}`].map(
        async (url) =>
          (await brand().get(url, { csrf: false })).json<PublicProfileResponse>().influencer.rate_card,
      ),
    );
  /** Every brand-facing answer and page that could carry the creator's rates, as text. */
  const everythingBrandsGet = async () =>
    Promise.all(
      [
        `/api/public/talent-sheet-profile?salesheet_id=${sheetId}&influencer_id=${creatorId}`,
        `/api/public/profile/${creatorId}`,
        `/api/public/profile/${creatorId}/team/${team.id}`,
        `/api/public/talent-sheets/${sheetId}`,
        `/api/team/roster/${team.id}`,
        `/api/public/collections/${collectionId}`,
        `/public/profile/${creatorId}/team/${team.id}`,
        `/public/profile/${creatorId}`,
        `/public/talent-sheet/${sheetId}`,
        `/public/talent-roster/${team.id}`,
        `/public/collection/${collectionId}`,
      ].map(async (url) => (await brand().get(url, { csrf: false })).body),
    );
  const setTeam = (browser: TestBrowser, displayRateCards: unknown) =>
    browser.post(API.teamLook.setOptions.path, { options: { displayRateCards } });
  const setSheet = (browser: TestBrowser, rateCards: unknown, id: unknown = sheetId) =>
    browser.post(API.teamLook.setSheetRateCards.path, { sheet_id: id, rate_cards: rateCards });
  const fieldsOf = (body: { json: <T>() => T }) =>
    Object.keys(body.json<{ fields: Record<string, string[]> }>().fields);

  it('hides rate cards from brands by default: an existing sheet follows its team, which shows none', async () => {
    const stored = await api.db.query<{ rate_cards: string }>(
      `SELECT rate_cards FROM talent_sheets WHERE public_id = $1`,
      [sheetId],
    );
    expect(stored.rows[0]!.rate_cards).toBe('team');
    expect(
      (await team.member.get(API.teamLook.read.path)).json<TeamLookResponse>().display_settings,
    ).toMatchObject({ displayRateCards: false });
    expect(await sheetProfile()).toBeNull();
    expect(await publicProfiles()).toEqual([null, null]);
    // Not in any public answer, boot document or first paint either.
    for (const text of await everythingBrandsGet()) {
      expect(text).not.toContain('$3,350');
      expect(text).not.toContain('$8,400');
    }
    // The page's boot document carries the profile, without the rates.
    const page = bootOf((await brand().get(`/public/profile/${creatorId}/team/${team.id}`)).body);
    expect(page.answers[`/api/public/profile/${creatorId}/team/${team.id}`]).toMatchObject({
      influencer: { fullname: 'Hannah Rates', rate_card: null },
    });
    // The team still sees its rates.
    const own = await team.member.get(`/api/influencers/profiles/${creatorId}`);
    expect(own.json<{ rate_card: unknown }>().rate_card).toEqual(RATES);
  });

  it('reads the sheet switch: following the team setting, hidden', async () => {
    const response = await team.member.get(`/api/user/talent-sheets/${sheetId}/rate-cards`);
    expect(response.statusCode).toBe(200);
    expect(response.json<SheetRateCardsResponse>()).toEqual({
      sheet_id: sheetId,
      rate_cards: 'team',
      team_shows: false,
      shown: false,
    });
  });

  it("the team's switch shows rate cards on every public profile; only team admins may turn it", async () => {
    const refused = await setTeam(team.member, true);
    expect(refused.statusCode).toBe(403);
    expect(await sheetProfile()).toBeNull();

    const shown = await setTeam(team.admin, true);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<TeamLookResponse>().display_settings.displayRateCards).toBe(true);
    expect(await sheetProfile()).toEqual(RATES);
    expect(await publicProfiles()).toEqual([RATES, RATES]);
    const page = (await brand().get(`/public/profile/${creatorId}/team/${team.id}`)).body;
    expect(page).toContain('$3,350');
    expect(
      (await team.member.get(`/api/user/talent-sheets/${sheetId}/rate-cards`)).json<SheetRateCardsResponse>(),
    ).toMatchObject({ rate_cards: 'team', team_shows: true, shown: true });
  });

  it("a sheet's switch beats the team setting, both ways, for that sheet only", async () => {
    const other = (await createSheet(team.member, [creatorId], { title: 'Other sheet' })).sheet_id;
    const hidden = await setSheet(team.member, 'hide');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<SheetRateCardsResponse>()).toEqual({
      sheet_id: sheetId,
      rate_cards: 'hide',
      team_shows: true,
      shown: false,
    });
    expect(await sheetProfile()).toBeNull();
    expect(await sheetProfile(other)).toEqual(RATES);

    expect((await setTeam(team.admin, false)).statusCode).toBe(200);
    const shown = await setSheet(team.colleague, 'show');
    expect(shown.json<SheetRateCardsResponse>()).toMatchObject({ rate_cards: 'show', shown: true });
    expect(await sheetProfile()).toEqual(RATES);
    expect(await sheetProfile(other)).toBeNull();
    // The creator's own public links follow the team, not a sheet.
    expect(await publicProfiles()).toEqual([null, null]);

    expect((await setSheet(team.member, 'team')).json<SheetRateCardsResponse>().shown).toBe(false);
    expect(await sheetProfile()).toBeNull();
  });

  it("another team can neither read nor change a sheet's switch (404 like a missing sheet)", async () => {
    expect((await otherTeam.stranger.get(`/api/user/talent-sheets/${sheetId}/rate-cards`)).statusCode).toBe(
      404,
    );
    expect((await setSheet(otherTeam.stranger, 'show')).statusCode).toBe(404);
    expect(await sheetProfile()).toBeNull();
    // The other team's own setting changes nothing here.
    expect((await setTeam(otherTeam.stranger, true)).statusCode).toBe(200);
    expect(await sheetProfile()).toBeNull();
    expect(await publicProfiles()).toEqual([null, null]);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    expect(fieldsOf(await setSheet(team.member, 'maybe'))).toEqual(['rate_cards']);
    expect(fieldsOf(await setSheet(team.member, null))).toEqual(['rate_cards']);
    expect(fieldsOf(await setSheet(team.member, 'show', 'not a sheet'))).toEqual(['sheet_id']);
    expect(fieldsOf(await setSheet(team.member, 'show', 42))).toEqual(['sheet_id']);
    expect(fieldsOf(await setTeam(team.admin, 'yes'))).toEqual(['options.displayRateCards']);
    const badPath = await team.member.get(`/api/user/talent-sheets/${encodeURIComponent('../x')}/rate-cards`);
    expect(badPath.statusCode).toBe(400);
    expect(fieldsOf(await team.member.post(API.teamLook.dismissNotice.path, { notice: 'anything' }))).toEqual(
      ['notice'],
    );
    expect(fieldsOf(await team.member.post(API.teamLook.dismissNotice.path, {}))).toEqual(['notice']);
    expect(await sheetProfile()).toBeNull();
  });

  it('shows each agent the rate-card notice until they dismiss it, remembered per user', async () => {
    const notices = async (browser: TestBrowser) =>
      (await browser.get(API.teamLook.notices.path)).json<UserNoticesResponse>().notices;
    expect(await notices(team.member)).toEqual(['rate_cards_hidden']);
    const dismissed = await team.member.post(API.teamLook.dismissNotice.path, {
      notice: 'rate_cards_hidden',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<UserNoticesResponse>().notices).toEqual([]);
    expect(await notices(team.member)).toEqual([]);
    // A new session of the same user: still dismissed (kept on the server, not in the browser).
    expect(await notices(await api.signedIn(team.users.member))).toEqual([]);
    // Dismissing again changes nothing.
    expect(
      (await team.member.post(API.teamLook.dismissNotice.path, { notice: 'rate_cards_hidden' })).statusCode,
    ).toBe(200);
    expect(await notices(team.colleague)).toEqual(['rate_cards_hidden']);
    expect((await brand().get(API.teamLook.notices.path)).statusCode).toBe(401);
  });
});
