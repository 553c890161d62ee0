import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  SHEET_LIMITS,
  type InfluencerLikesResponse,
  type PublicSheetProfileResponse,
  type PublicTalentSheet,
} from '@tpp/contracts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  DEMO_TEAM_NAME,
  DemoSeedService,
} from '../src/modules/accounts/services/demo-seed.service.js';
import { SheetsDemoSeedService } from '../src/seed/sheets-demo-seed.service.js';
import { TalentDemoSeedService } from '../src/seed/talent-demo-seed.service.js';
import { createSheet, rosterCreators } from './factories/sheets.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { useMailedApi } from './support/mailed-api.js';

const FORM_LIMIT = 3;

/** The brand-facing shared sheet: pages, caching, visibility, the registration gate and the response form. */
describe('public sheets API', () => {
  const { api, smtp } = useMailedApi({ env: { PUBLIC_FORM_RATE_LIMIT_PER_IP: String(FORM_LIMIT) } });
  let teamId: number;
  let alice: TestBrowser;
  let aliceEmail: string;
  let creators: number[];

  beforeAll(async () => {
    // An open team: what a gated sheet withholds is test/security/registration-gate.e2e-spec.ts.
    teamId = await api.createTeam('Public Sheets Agency');
    await api.db.query(`UPDATE teams SET contact_email = 'desk@agency.test' WHERE id = $1`, [teamId]);
    const user = await api.createUser({ teamId });
    aliceEmail = user.email;
    alice = await api.signedIn(user);
    creators = await rosterCreators(api.db, teamId, 20, 'Public Creator');
    await api.db.query(`UPDATE team_influencers SET hide_engagement_rate = true WHERE influencer_id = $1`, [
      creators[1],
    ]);
  });

  it('answers pages of cards in sheet order with notes, team fields and settings', async () => {
    const order = [...creators].reverse();
    const saved = await createSheet(alice, order, {
      title: 'Internal title',
      description: 'Shown title',
      notes: { [order[0]!]: 'First [pick](https://example.com/a)' },
    });
    const browser = api.browser();
    const first = await browser.get(`/api/public/talent-sheets/${saved.sheet_id}`, { csrf: false });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<PublicTalentSheet>();
    expect(page1).toMatchObject({
      id: saved.sheet_id,
      title: 'Internal title',
      description: 'Shown title',
      team_id: teamId,
      team_name: 'Public Sheets Agency',
      team_contact_email: 'desk@agency.test',
      access_restricted: false,
      withheld: false,
      page: 1,
      limit: SHEET_LIMITS.publicSheetPageSize,
      total_influencers: 20,
    });
    expect(page1.influencer_ids).toEqual(order);
    expect(page1.influencers.map((card) => card.id)).toEqual(
      order.slice(0, SHEET_LIMITS.publicSheetPageSize),
    );
    expect(page1.influencers[0]).toMatchObject({
      note: 'First [pick](https://example.com/a)',
      note_html:
        'First <a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">pick</a>',
    });
    expect(page1.settings.displayRequireRegistration).toBe(false);
    const hidden = page1.influencers.find((card) => card.id === creators[1]);
    expect(hidden).toBeUndefined();
    const page2 = (
      await browser.get(`/api/public/talent-sheets/${saved.sheet_id}?page=2`, { csrf: false })
    ).json<PublicTalentSheet>();
    expect(page2.influencers.map((card) => card.id)).toEqual(order.slice(15));
    expect(page2.influencers.find((card) => card.id === creators[1])).toMatchObject({
      hide_engagement_rate: true,
      primary_engagement_rate: null,
    });
    expect(Object.keys(page2.notes).sort()).toEqual(order.slice(15).map(String).sort());
    const all = (
      await browser.get(`/api/public/talent-sheets/${saved.sheet_id}?limit=1000`, { csrf: false })
    ).json<PublicTalentSheet>();
    expect(all.influencers).toHaveLength(20);
    expect((await browser.get(`/api/public/talent-sheets/${saved.sheet_id}?limit=1001`)).statusCode).toBe(
      400,
    );
    expect((await browser.get('/api/public/talent-sheets/AAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await browser.get('/api/public/talent-sheets/1')).statusCode).toBe(404);
  });

  it("shows a creator's new tagline at once: a roster change clears the team's cached sheets", async () => {
    const saved = await createSheet(alice, [creators[3]!], { title: 'Tagline sheet' });
    const browser = api.browser();
    const url = `/api/public/talent-sheets/${saved.sheet_id}`;
    const cards = async () => (await browser.get(url, { csrf: false })).json<PublicTalentSheet>().influencers;
    expect((await cards())[0]!.tagline).not.toBe('Fresh tagline');
    await cards(); // served from the cache now
    const tagline = await alice.post('/api/user/talent/custom-tagline', {
      influencer_id: creators[3],
      tagline: 'Fresh tagline',
    });
    expect(tagline.statusCode).toBe(200);
    expect((await cards())[0]!.tagline).toBe('Fresh tagline');
  });

  it('answers 304 for a matching ETag, and a new answer right after a save', async () => {
    const saved = await createSheet(alice, [creators[0]!, creators[2]!], { title: 'Cached' });
    const browser = api.browser();
    const url = `/api/public/talent-sheets/${saved.sheet_id}`;
    const first = await browser.get(url, { csrf: false });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await browser.get(url, { csrf: false, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const gz = await browser.get(url, { csrf: false, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    // Repeats come from memory before Nest's routing (PublicSheetFastPath): the same answer and headers.
    const cached = await browser.get(url, { csrf: false });
    expect(cached.body).toBe(first.body);
    for (const header of ['etag', 'content-type', 'cache-control', 'vary'])
      expect(cached.headers[header]).toBe(first.headers[header]);
    expect(cached.headers['x-request-id']).toBeTruthy();

    const save = await alice.post('/api/user/talent-sheets/save', {
      sheet_id: saved.sheet_id,
      version: saved.version,
      title: 'Cached',
      sheet_type: 'talent',
      influencers: [{ influencer_id: creators[2], note: 'changed' }],
    });
    expect(save.statusCode).toBe(200);
    const after = await browser.get(url, { csrf: false, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json<PublicTalentSheet>().influencer_ids).toEqual([creators[2]]);
    const titled = await alice.post('/api/user/talent-sheets/public-title', {
      sheet_id: saved.sheet_id,
      public_title: 'Fresh title',
    });
    expect(titled.statusCode).toBe(200);
    expect((await browser.get(url, { csrf: false })).json<PublicTalentSheet>().description).toBe(
      'Fresh title',
    );
    await alice.post('/api/user/talent-sheets/delete', { sheet_id: saved.sheet_id });
    expect((await browser.get(url, { csrf: false })).statusCode).toBe(404);
  });

  it("answers the creator's profile as the sheet's team shows it, with the note; 404 off the sheet", async () => {
    const saved = await createSheet(alice, [creators[3]!], { notes: { [creators[3]!]: 'Profile note' } });
    const browser = api.browser();
    const profile = await browser.get(
      `/api/public/talent-sheet-profile?salesheet_id=${saved.sheet_id}&influencer_id=${creators[3]}`,
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json<PublicSheetProfileResponse>()).toMatchObject({
      salesheet_id: saved.sheet_id,
      note: 'Profile note',
      influencer: { id: creators[3] },
      team: { id: teamId },
    });
    const off = await browser.get(
      `/api/public/talent-sheet-profile?salesheet_id=${saved.sheet_id}&influencer_id=${creators[4]}`,
    );
    expect(off.statusCode).toBe(404);
    const bad = await browser.get(`/api/public/talent-sheet-profile?salesheet_id=${saved.sheet_id}`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['influencer_id']);
  });

  it('registers a viewer, mails a link to continue, and rate-limits per IP', async () => {
    const saved = await createSheet(alice, [creators[0]!], { title: 'Gated', description: 'Gated Picks' });
    const browser = api.browser('10.9.0.1');
    const bad = await browser.post('/api/register-sheet-viewer', {
      email: 'nope',
      talentSheetId: saved.sheet_id,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['email']);
    const ok = await browser.post('/api/register-sheet-viewer', {
      email: 'Brand.Buyer@Example.com',
      talentSheetId: saved.sheet_id,
    });
    expect(ok.json()).toEqual({ success: true });
    await api.backgroundIdle();
    const mail = await smtp.waitForMail('brand.buyer@example.com');
    // A signed link that confirms the address (its landing continues to the sheet); the subject is
    // fixed and the sheet's title is only in the body (test/security/gate-mail.e2e-spec.ts).
    expect(mail.text).toMatch(/http:\/\/tpp\.test\/public\/sheet-viewer\/confirm\/\d+\.[\w-]+\.[\w-]+/);
    expect(mail.subject).toBe('Confirm your email to view a talent sheet');
    expect(mail.text).toContain('Gated Picks');
    const again = await browser.post('/api/register-sheet-viewer', {
      email: 'brand.buyer@example.com',
      talentSheetId: saved.sheet_id,
    });
    expect(again.statusCode).toBe(200);
    const { rows } = await api.db.query(
      `SELECT email FROM sheet_viewers WHERE sheet_id =
      (SELECT id FROM talent_sheets WHERE public_id = $1)`,
      [saved.sheet_id],
    );
    expect(rows).toEqual([{ email: 'brand.buyer@example.com' }]);
    // Invalid input is refused before counting; the third accepted registration from this IP is the last.
    const third = await browser.post('/api/register-sheet-viewer', {
      email: 'third@example.com',
      talentSheetId: saved.sheet_id,
    });
    expect(third.statusCode).toBe(200);
    const limited = await browser.post('/api/register-sheet-viewer', {
      email: 'other@example.com',
      talentSheetId: saved.sheet_id,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another IP is not limited.
    const elsewhere = await api.browser('10.9.0.2').post('/api/register-sheet-viewer', {
      email: 'other@example.com',
      talentSheetId: saved.sheet_id,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('stores a response with brand likes and mails the team; validates responder and liked creators', async () => {
    const saved = await createSheet(alice, [creators[5]!, creators[6]!], { title: 'Respond here' });
    const browser = api.browser('10.9.1.1');
    const missing = await browser.post('/api/talent-sheet-response-form', {
      talent_sheet_id: saved.sheet_id,
      liked_influencers: [],
      responderName: 'Morgan',
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ fields: object }>().fields)).toEqual(['responderEmail']);
    const foreign = await browser.post('/api/talent-sheet-response-form', {
      talent_sheet_id: saved.sheet_id,
      liked_influencers: [creators[7]],
      responder_name: 'Morgan',
      responder_email: 'morgan@brand.example',
    });
    expect(Object.keys(foreign.json<{ fields: object }>().fields)).toEqual(['liked_influencers']);
    const ok = await browser.post('/api/talent-sheet-response-form', {
      talent_sheet_id: saved.sheet_id,
      liked_influencers: [creators[6]],
      responder_name: 'Morgan Lee',
      responder_email: 'morgan@brand.example',
      comments: 'Love <b>her</b> work',
    });
    expect(ok.json()).toEqual({ success: true });
    await api.backgroundIdle();
    const mail = await smtp.waitForMail(aliceEmail);
    // The responder's name is a stranger's text: in the body, not the subject.
    expect(mail.subject).toBe('New brand response to your talent sheet "Respond here"');
    expect(mail.text).toContain('Morgan Lee');
    expect(mail.text).toContain('Public Creator 7');
    expect(mail.text).toContain('Love <b>her</b> work');
    expect(mail.text).toContain(`http://tpp.test/talent-sheet/${saved.sheet_id}`);
    expect(mail.html).not.toContain('<b>her</b>');
    await smtp.waitForMail('desk@agency.test');
    const likes = (
      await alice.get(`/api/user/influencer-likes?salesheet_id=${saved.sheet_id}`)
    ).json<InfluencerLikesResponse>();
    expect(likes.likes).toEqual([
      expect.objectContaining({
        influencer_id: creators[6],
        source: 'brand',
        responder_name: 'Morgan Lee',
        responder_email: 'morgan@brand.example',
      }),
    ]);
    const { rows } = await api.db.query(
      `SELECT comments, liked_influencer_ids FROM sheet_responses WHERE sheet_id = (SELECT id FROM talent_sheets WHERE public_id = $1)`,
      [saved.sheet_id],
    );
    expect(rows).toEqual([{ comments: 'Love <b>her</b> work', liked_influencer_ids: [creators[6]] }]);
    const limited = await browser.post('/api/talent-sheet-response-form', {
      talent_sheet_id: saved.sheet_id,
      liked_influencers: [],
      responderName: 'Again',
      responderEmail: 'again@brand.example',
    });
    expect(limited.statusCode).toBe(429);
  });

  it('hides an unsubmitted creator call response from every public endpoint', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO casting_calls (title, description, brand_name) VALUES ('Call', '', 'Brand') RETURNING id`,
    );
    const save = await alice.post('/api/user/talent-sheets/save', {
      title: '',
      sheet_type: 'casting_call_response',
      casting_call_id: rows[0]!.id,
      influencers: [{ influencer_id: creators[0], note: '' }],
    });
    const id = save.json<{ sheet_id: string }>().sheet_id;
    const browser = api.browser('10.9.2.1');
    expect((await browser.get(`/api/public/talent-sheets/${id}`)).statusCode).toBe(404);
    expect(
      (await browser.get(`/api/public/talent-sheet-profile?salesheet_id=${id}&influencer_id=${creators[0]}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await browser.post('/api/register-sheet-viewer', { email: 'a@b.example', talentSheetId: id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await browser.post('/api/talent-sheet-response-form', {
          talent_sheet_id: id,
          liked_influencers: [],
          responderName: 'A',
          responderEmail: 'a@b.example',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('sheets demo data', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('seeds sheets, campaigns, creator calls, a draft response, likes and a response once', async () => {
    await api.app.get(DemoSeedService).seedIfEmpty();
    await api.app.get(TalentDemoSeedService).seedIfEmpty();
    const seeder = api.app.get(SheetsDemoSeedService);
    const first = await seeder.seedIfEmpty();
    expect(first).toEqual({ seeded: true, sheets: 11, castingCalls: 5 });
    expect(await seeder.seedIfEmpty()).toEqual({ seeded: false, sheets: 0, castingCalls: 0 });
    const { rows } = await api.db.query<{ name: string; sheet_type: string; count: number }>(
      `SELECT t.name, ts.sheet_type, count(*)::int AS count FROM talent_sheets ts JOIN teams t ON t.id = ts.team_id
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(rows).toEqual([
      { name: 'Harbor Lane Creators', sheet_type: 'talent', count: 2 },
      { name: DEMO_TEAM_NAME, sheet_type: 'campaign', count: 2 },
      { name: DEMO_TEAM_NAME, sheet_type: 'casting_call_response', count: 1 },
      { name: DEMO_TEAM_NAME, sheet_type: 'talent', count: 6 },
    ]);
    const demo = await api.signedIn({ id: 0, email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD });
    const list = (await demo.get('/api/talent-sheets')).json<{
      sheets: { id: string; influencer_count: number }[];
    }>();
    expect(list.sheets).toHaveLength(6);
    const sheet = (await demo.get(`/api/talent-sheets/${list.sheets[0]!.id}`)).json<{
      sheet: { influencers: { note_html: string; like_count: number }[] };
    }>().sheet;
    expect(sheet.influencers.some((influencer) => influencer.note_html.includes('<a href="https://'))).toBe(
      true,
    );
    expect(sheet.influencers.some((influencer) => influencer.like_count > 0)).toBe(true);
    const calls = (await demo.get('/api/casting-calls/agency/casting-calls')).json<{
      casting_calls: { response_status: string | null }[];
    }>();
    expect(calls.casting_calls).toHaveLength(5);
    expect(calls.casting_calls.filter((call) => call.response_status === 'created')).toHaveLength(1);
  });
});
