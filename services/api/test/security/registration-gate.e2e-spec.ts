import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { OpenGraphService } from '../../src/modules/sharing/services/open-graph.service.js';
import { createSheet, mailedGateToken, rosterCreators } from '../factories/sheets.js';
import { makeStaticRoot } from '../support/static-root.js';
import { tampered } from '../support/tampered.js';
import { useTestApi } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';

/**
 * Security class "the registration gate only blurs the page": a sheet of a team that requires
 * registration sends none of its creators (name, number, note, image) to a browser that has not
 * passed that sheet's gate, on any surface: the sheet answer at every page size, HEAD, the
 * creator's profile from the sheet, the response form, the pages' HTML with their Open Graph tags
 * and boot document (also for link-preview crawlers), and the collections that hold the sheet.
 * Cached or not: the granted answer is never served to another browser, and no shared cache may
 * keep it. The browser that sent the gate's form is granted that sheet only; following the mailed
 * link grants the browser that follows it.
 */

const MARK = randomBytes(4).toString('hex');
/** Strings that only a creator of the gated sheet brings: names, a note, a number, an image, a tag. */
const MARKERS = {
  name: `Zyxmarker${MARK}`,
  note: `secret pitch note ${MARK}`,
  followers: 7_654_321,
  image: `https://cdn.example/marker-${MARK}.jpg`,
  tag: `Tagmarker${MARK}`,
};
const markerStrings = [MARKERS.name, MARKERS.note, String(MARKERS.followers), MARKERS.image, MARKERS.tag];

/** The markers found in a text (none for a withheld answer). */
function markersIn(text: string): string[] {
  return markerStrings.filter((marker) => text.includes(marker));
}

const PAGE_SIZES = [15, 18, 50, 140, 7];

describe('security: the registration gate withholds the creators on the server', () => {
  const api = useTestApi(async () => ({ env: { STATIC_ROOT: await makeStaticRoot() } }));
  let ip = 0;
  /** A fresh browser, each from its own address (the per-IP form limit never decides a test). */
  const stranger = () => api.browser(`10.77.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`);
  let owner: TestBrowser;
  let otherTeam: TestBrowser;
  let sheetA: string;
  let sheetB: string;
  let creator: number;
  let collection: string;

  const sheetUrl = (id: string, limit = 15) => `/api/public/talent-sheets/${id}?page=1&limit=${limit}`;
  const profileUrl = (id: string) =>
    `/api/public/talent-sheet-profile?salesheet_id=${id}&influencer_id=${creator}`;

  async function register(browser: TestBrowser, sheetId: string, email = `buyer-${ip}@brand.example`) {
    const response = await browser.post('/api/register-sheet-viewer', { email, talentSheetId: sheetId });
    expect(response.statusCode).toBe(200);
  }

  beforeAll(async () => {
    const teamId = await api.createTeam('Gatekeeper Agency', { displayRequireRegistration: true });
    owner = await api.signedIn(await api.createUser({ teamId }));
    const [first, second] = await rosterCreators(api.db, teamId, 2, 'Gate Creator');
    creator = first!;
    await api.db.query(`UPDATE influencers SET fullname = $2, picture_main_url = $3 WHERE id = $1`, [
      creator,
      `${MARKERS.name} Lovelace`,
      MARKERS.image,
    ]);
    await api.db.query(`UPDATE social_accounts SET followers = $2 WHERE influencer_id = $1`, [
      creator,
      MARKERS.followers,
    ]);
    // A tag the team shows brands: it travels on the creator's card.
    await api.db.query(
      `UPDATE team_influencers SET tags = ARRAY[$3::text], display_tags = ARRAY[$3::text] WHERE team_id = $1 AND influencer_id = $2`,
      [teamId, creator, MARKERS.tag],
    );
    sheetA = (
      await createSheet(owner, [creator, second!], {
        title: 'Internal A',
        description: 'Spring picks',
        notes: { [creator]: MARKERS.note },
      })
    ).sheet_id;
    sheetB = (
      await createSheet(owner, [creator], { title: 'Internal B', notes: { [creator]: MARKERS.note } })
    ).sheet_id;
    const saved = await owner.post('/api/user/collections/save', {
      title: 'Gated collection',
      salesheet_ids: [sheetA, sheetB],
      public_titles: { [sheetA]: 'Spring picks', [sheetB]: 'Summer picks' },
    });
    expect(saved.statusCode).toBe(200);
    collection = saved.json<{ collection_id: string }>().collection_id;

    const other = await api.createTeam('Other Agency', { displayRequireRegistration: true });
    otherTeam = await api.signedIn(await api.createUser({ teamId: other }));
  });

  it('the granted answer does carry every marker (the test can see a leak)', async () => {
    const browser = stranger();
    await register(browser, sheetA);
    const answer = await browser.get(sheetUrl(sheetA));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ withheld: boolean }>().withheld).toBe(false);
    expect(markersIn(answer.body).sort()).toEqual([...markerStrings].sort());
    const profile = await browser.get(profileUrl(sheetA));
    expect(profile.statusCode).toBe(200);
    expect(markersIn(profile.body)).toEqual(expect.arrayContaining([MARKERS.name, MARKERS.note]));
  });

  it('a browser that has not passed the gate gets no creator from any sheet answer, at any page size or method', async () => {
    const browser = stranger();
    for (const limit of PAGE_SIZES) {
      // Twice: the second answer may come from the cache.
      for (const round of [1, 2]) {
        const answer = await browser.get(sheetUrl(sheetA, limit));
        expect({ limit, round, status: answer.statusCode }).toEqual({ limit, round, status: 200 });
        expect({ limit, round, leaked: markersIn(answer.body) }).toEqual({ limit, round, leaked: [] });
        const body = answer.json<{ withheld: boolean; influencers: unknown[]; influencer_ids: unknown[] }>();
        expect(body).toMatchObject({ withheld: true, influencers: [], influencer_ids: [], reach: 0 });
        expect(answer.headers['cache-control']).toBe('private, no-cache');
        expect(String(answer.headers.vary)).toMatch(/cookie/i);
      }
    }
    const head = await browser.request('HEAD', sheetUrl(sheetA));
    expect(head.statusCode).toBe(200);
    expect(markersIn(head.body)).toEqual([]);
  });

  it('refuses the profile and the response form from the sheet before the gate (403), and answers them after', async () => {
    const browser = stranger();
    const profile = await browser.get(profileUrl(sheetA));
    expect(profile.statusCode).toBe(403);
    expect(profile.json<{ error: string }>().error).toBe('REGISTRATION_REQUIRED');
    expect(markersIn(profile.body)).toEqual([]);
    expect(profile.headers['cache-control']).toBe('no-store');
    const form = {
      talent_sheet_id: sheetA,
      liked_influencers: [creator],
      responderName: 'Jo Buyer',
      responderEmail: 'jo@brand.example',
    };
    const refused = await browser.post('/api/talent-sheet-response-form', form);
    expect(refused.statusCode).toBe(403);
    await register(browser, sheetA);
    expect((await browser.get(profileUrl(sheetA))).statusCode).toBe(200);
    expect((await browser.post('/api/talent-sheet-response-form', form)).statusCode).toBe(200);
  });

  it('a grant on sheet A does not open sheet B; a forged or tampered cookie opens nothing', async () => {
    const browser = stranger();
    await register(browser, sheetA);
    expect(markersIn((await browser.get(sheetUrl(sheetA))).body)).not.toEqual([]);
    const b = await browser.get(sheetUrl(sheetB));
    expect(markersIn(b.body)).toEqual([]);
    expect((await browser.get(profileUrl(sheetB))).statusCode).toBe(403);

    const granted = browser.cookie('tpp_viewer')!;
    expect(granted).toMatch(/\./);
    const [id, signature] = granted.split('.') as [string, string];
    const forgeries = [
      `${randomBytes(16).toString('base64url')}.${signature}`,
      `${id}.${tampered(signature)}`,
      `${id}.${randomBytes(32).toString('base64url')}`,
      id,
      'x'.repeat(4000),
    ];
    for (const forged of forgeries) {
      const forger = stranger();
      forger.setCookie('tpp_viewer', forged);
      const answer = await forger.get(sheetUrl(sheetA));
      expect({ forged: forged.slice(0, 30), leaked: markersIn(answer.body) }).toEqual({
        forged: forged.slice(0, 30),
        leaked: [],
      });
    }
  });

  it("shows the creators to the sheet's own team signed in, never to another team's member", async () => {
    expect(markersIn((await owner.get(sheetUrl(sheetA))).body)).not.toEqual([]);
    expect((await owner.get(profileUrl(sheetA))).statusCode).toBe(200);
    const foreign = await otherTeam.get(sheetUrl(sheetA));
    expect(foreign.json<{ withheld: boolean }>().withheld).toBe(true);
    expect(markersIn(foreign.body)).toEqual([]);
    expect((await otherTeam.get(profileUrl(sheetA))).statusCode).toBe(403);
  });

  it('never serves a granted answer from the cache to a fresh browser, nor its ETag', async () => {
    const granted = stranger();
    await register(granted, sheetA);
    for (const limit of PAGE_SIZES) {
      const full = await granted.get(sheetUrl(sheetA, limit));
      expect(markersIn(full.body)).not.toEqual([]);
      expect(full.headers['cache-control']).toBe('private, no-cache');
      const fresh = await stranger().get(sheetUrl(sheetA, limit));
      expect({ limit, leaked: markersIn(fresh.body) }).toEqual({ limit, leaked: [] });
      // Revalidating with the granted answer's ETag gives the withheld answer, not a 304.
      const revalidated = await stranger().get(sheetUrl(sheetA, limit), {
        headers: { 'if-none-match': String(full.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(200);
      expect(markersIn(revalidated.body)).toEqual([]);
    }
  });

  it('following the mailed link grants the browser that follows it (and only that sheet)', async () => {
    const email = `linked-${MARK}@brand.example`;
    await register(stranger(), sheetA, email);
    const token = await mailedGateToken(api.db, email);
    expect(token).toBeDefined();
    const reader = stranger();
    expect(markersIn((await reader.get(sheetUrl(sheetA))).body)).toEqual([]);
    expect((await reader.post('/api/sheet-viewer/confirm', { token })).statusCode).toBe(200);
    expect(markersIn((await reader.get(sheetUrl(sheetA))).body)).not.toEqual([]);
    expect(markersIn((await reader.get(sheetUrl(sheetB))).body)).toEqual([]);
  });

  it('writes no creator into the HTML, the Open Graph tags or the boot document of the pages, for browsers and crawlers', async () => {
    api.app.get(OpenGraphService).clear();
    const pages = [
      `/public/talent-sheet/${sheetA}`,
      `/public/talent-sheet/roster-view/${sheetA}`,
      `/public/talent-sheet-response/${sheetA}`,
      `/public/talent-sheet/${sheetA}?influencer_id=${creator}`,
      `/public/collection/${collection}`,
      `/public/collection/view-all/${collection}`,
    ];
    const agents = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Twitterbot/1.0',
    ];
    for (const path of pages)
      for (const agent of agents) {
        const page = await stranger().get(path, { csrf: false, headers: { 'user-agent': agent } });
        expect({ path, agent, status: page.statusCode }).toEqual({ path, agent, status: 200 });
        expect(page.body).toContain('og:title');
        expect({ path, agent, leaked: markersIn(page.body) }).toEqual({ path, agent, leaked: [] });
      }
    // A granted browser's page carries the creators in its boot document (the test sees them).
    const granted = stranger();
    await register(granted, sheetA);
    const page = await granted.get(`/public/talent-sheet/${sheetA}`, { csrf: false });
    expect(markersIn(page.body)).not.toEqual([]);
  });

  it('lists the gated sheets of a collection without a creator picture', async () => {
    const answer = await stranger().get(`/api/public/collections/${collection}`);
    expect(answer.statusCode).toBe(200);
    expect(markersIn(answer.body)).toEqual([]);
    const sheets = answer.json<{ sheets: { cover_photo_url: string | null }[] }>().sheets;
    expect(sheets.map((sheet) => sheet.cover_photo_url)).toEqual([null, null]);
  });
});
