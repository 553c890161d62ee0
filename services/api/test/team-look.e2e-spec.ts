import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  API,
  DEFAULT_TEAM_DISPLAY_SETTINGS,
  type PublicRosterResponse,
  type PublicTalentSheet,
  type TeamLookResponse,
} from '@tpp/contracts';
import { createSheet } from './factories/sheets.js';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';
import { PDF_BYTES, PNG_BYTES, uploaded } from './factories/uploads.js';

/** The team's look: set-team-options, the logos, and the public pages following at once. */
describe('team look: POST /api/set-team-options, POST /api/user/team/logo, GET /api/user/team/look', () => {
  const api = useTestApi();
  const team = useTeam(
    api,
    'Look Agency',
    { admin: { role: 'team_admin' }, member: {}, platformAdmin: { flags: { is_admin: true } } },
    { displayNoTags: true },
  );
  const otherTeam = useTeam(api, 'Other Agency', { otherAdmin: { role: 'team_admin' } });
  let sheetId: string;
  const anonymous = () => api.browser();

  beforeAll(async () => {
    const creator = await rosterCreator(api.db, team.id, { fullname: 'Lola Look' });
    sheetId = (await createSheet(team.admin, [creator.id])).sheet_id;
  });

  const roster = async (id = team.id) =>
    (await anonymous().get(`/api/team/roster/${id}`)).json<PublicRosterResponse>().team;
  const sheet = async () =>
    (
      await anonymous().get(`/api/public/talent-sheets/${sheetId}`, { csrf: false })
    ).json<PublicTalentSheet>();
  const setOptions = (browser: TestBrowser, options: unknown) =>
    browser.post(API.teamLook.setOptions.path, { options });

  it('reads every display setting with the defaults filled in (and what the team set)', async () => {
    const response = await team.member.get(API.teamLook.read.path);
    expect(response.statusCode).toBe(200);
    expect(response.json<TeamLookResponse>()).toEqual({
      team_id: team.id,
      team_name: 'Look Agency',
      team_image_url: null,
      display_settings: { ...DEFAULT_TEAM_DISPLAY_SETTINGS, displayNoTags: true },
    });
  });

  it('sets only the options sent; the public roster and sheets show them at once (their caches follow)', async () => {
    // Warm the caches first: the change must not wait for their TTL.
    expect((await roster()).display_settings.displayOldRoster).toBe(false);
    expect((await sheet()).settings.displayAccentColor).toBe('shine-gold');
    const response = await setOptions(team.admin, {
      displayAccentColor: '#1a7f5a',
      displayOldRoster: true,
      displayTalentNameFont: 'montserrat',
      displayRosterBackgroundColor: '#f4efe6',
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<TeamLookResponse>().display_settings;
    expect(saved).toMatchObject({
      displayAccentColor: '#1a7f5a',
      displayOldRoster: true,
      displayTalentNameFont: 'montserrat',
      displayRosterBackgroundColor: '#f4efe6',
      displayNoTags: true,
      displayRosterTitleFont: 'neuton',
    });
    expect((await roster()).display_settings).toEqual(saved);
    expect((await sheet()).settings).toEqual(saved);
    // A second partial update keeps the first.
    const next = await setOptions(team.admin, {
      displayUseFullCover: true,
      displayRosterBackgroundColor: null,
    });
    expect(next.json<TeamLookResponse>().display_settings).toMatchObject({
      displayAccentColor: '#1a7f5a',
      displayOldRoster: true,
      displayUseFullCover: true,
      displayRosterBackgroundColor: null,
    });
    expect((await roster()).display_settings.displayUseFullCover).toBe(true);
  });

  it('takes every flag of the spec', async () => {
    const flags = {
      displayDarkMode: true,
      displayGrayScale: true,
      displayPortraitsBW: true,
      displayUseOldOneSheet: true,
      displayUseRosterFullPhoto: true,
      displayUseOldRoundedPortraits: true,
      displayRosterHideEngagment: true,
      displayNoEngagment: true,
      displayNoWidgets: true,
      displayHideLocation: true,
      displayRequireRegistration: true,
      hasCaseStudies: true,
    };
    const response = await setOptions(team.platformAdmin, flags);
    expect(response.statusCode).toBe(200);
    expect(response.json<TeamLookResponse>().display_settings).toMatchObject(flags);
    expect((await roster()).display_settings).toMatchObject(flags);
    const off = Object.fromEntries(Object.keys(flags).map((key) => [key, false]));
    expect((await setOptions(team.admin, off)).json<TeamLookResponse>().display_settings).toMatchObject(off);
  });

  it.each([
    ['displayAccentColor', 'red', 'options.displayAccentColor'],
    ['displayAccentColor', '#12345', 'options.displayAccentColor'],
    ['displayAccentColor', null, 'options.displayAccentColor'],
    ['displayRosterNameColor', 'url(x)', 'options.displayRosterNameColor'],
    ['displayRosterTitleFont', 'Comic Sans', 'options.displayRosterTitleFont'],
    ['displayOldRoster', 'yes', 'options.displayOldRoster'],
    ['displayDarkMode', null, 'options.displayDarkMode'],
    ['displayDarkLogo', 'https://evil.example/logo.png', 'options.displayDarkLogo'],
    ['somethingElse', true, 'options.somethingElse'],
  ])('refuses %s = %j with 400 naming the option, and keeps what was saved', async (key, value, field) => {
    const before = (await team.admin.get(API.teamLook.read.path)).json<TeamLookResponse>();
    const response = await setOptions(team.admin, { [key]: value });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: Record<string, string[]> }>().fields)).toEqual([field]);
    expect((await team.admin.get(API.teamLook.read.path)).json()).toEqual(before);
  });

  it('refuses a missing or empty options object with 400 naming options', async () => {
    for (const body of [{}, { options: {} }, { options: 'x' }]) {
      const response = await team.admin.post(API.teamLook.setOptions.path, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: Record<string, string[]> }>().fields)).toEqual(['options']);
    }
  });

  it('members get 403 and change nothing; anonymous callers 401', async () => {
    const before = await roster();
    const refused = await setOptions(team.member, { displayOldRoster: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: "Only team admins can change how the team's pages look.",
    });
    expect(
      (await team.member.post(API.teamLook.setLogo.path, { kind: 'logo', uploadedKey: null })).statusCode,
    ).toBe(403);
    expect(await roster()).toEqual(before);
    expect((await anonymous().post(API.teamLook.setOptions.path, { options: {} })).statusCode).toBe(401);
  });

  it("another team's admin changes only its own team", async () => {
    const response = await setOptions(otherTeam.otherAdmin, { displayAccentColor: '#000000' });
    expect(response.json<TeamLookResponse>().team_id).toBe(otherTeam.id);
    expect((await roster()).display_settings.displayAccentColor).toBe('#1a7f5a');
  });

  it('sets the logo and the dark logo from uploads; the public roster shows them; null removes', async () => {
    await roster();
    const key = await uploaded(api, team.admin, 'image/png', PNG_BYTES);
    const logo = await team.admin.post(API.teamLook.setLogo.path, { kind: 'logo', uploadedKey: key });
    expect(logo.statusCode).toBe(200);
    expect(logo.json<TeamLookResponse>().team_image_url).toBe(`/api/uploads/${key}`);
    expect((await roster()).team_image_url).toBe(`/api/uploads/${key}`);
    const darkKey = await uploaded(api, team.admin, 'image/png', PNG_BYTES);
    const dark = await team.admin.post(API.teamLook.setLogo.path, { kind: 'dark', uploadedKey: darkKey });
    expect(dark.json<TeamLookResponse>().display_settings.displayDarkLogo).toBe(`/api/uploads/${darkKey}`);
    expect((await roster()).display_settings.displayDarkLogo).toBe(`/api/uploads/${darkKey}`);
    // The upload is kept for good (used), and the file is served.
    const used = await api.db.query(`SELECT used_at FROM uploads WHERE key = $1`, [key]);
    expect(used.rows[0].used_at).not.toBeNull();
    expect((await anonymous().get(`/api/uploads/${key}`)).statusCode).toBe(200);
    const removed = await team.admin.post(API.teamLook.setLogo.path, { kind: 'logo', uploadedKey: null });
    expect(removed.json<TeamLookResponse>().team_image_url).toBeNull();
    expect((await roster()).team_image_url).toBeNull();
  });

  it("refuses another team's upload key with 404 naming uploadedKey; the logo stays", async () => {
    const key = await uploaded(api, team.admin, 'image/png', PNG_BYTES);
    await team.admin.post(API.teamLook.setLogo.path, { kind: 'logo', uploadedKey: key });
    const foreignKey = await uploaded(api, otherTeam.otherAdmin, 'image/png', PNG_BYTES);
    const foreign = await team.admin.post(API.teamLook.setLogo.path, {
      kind: 'logo',
      uploadedKey: foreignKey,
    });
    expect(foreign.statusCode).toBe(404);
    expect(Object.keys(foreign.json<{ fields: Record<string, string[]> }>().fields)).toEqual(['uploadedKey']);
    // Team A's key used by the other team's admin: 404 too, and team A's logo unchanged.
    const stolen = await otherTeam.otherAdmin.post(API.teamLook.setLogo.path, {
      kind: 'logo',
      uploadedKey: key,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await roster()).team_image_url).toBe(`/api/uploads/${key}`);
    expect((await roster(otherTeam.id)).team_image_url).toBeNull();
  });

  it('refuses a non-image upload, a malformed key and a wrong kind with 400 naming the field', async () => {
    const pdfKey = await uploaded(api, team.admin, 'application/pdf', PDF_BYTES);
    const pdf = await team.admin.post(API.teamLook.setLogo.path, { kind: 'logo', uploadedKey: pdfKey });
    expect(pdf.statusCode).toBe(400);
    expect(Object.keys(pdf.json<{ fields: Record<string, string[]> }>().fields)).toEqual(['uploadedKey']);
    const malformed = await team.admin.post(API.teamLook.setLogo.path, { kind: 'logo', uploadedKey: '../x' });
    expect(Object.keys(malformed.json<{ fields: Record<string, string[]> }>().fields)).toEqual([
      'uploadedKey',
    ]);
    const kind = await team.admin.post(API.teamLook.setLogo.path, { kind: 'banner', uploadedKey: null });
    expect(kind.statusCode).toBe(400);
    expect(Object.keys(kind.json<{ fields: Record<string, string[]> }>().fields)).toEqual(['kind']);
  });
});
