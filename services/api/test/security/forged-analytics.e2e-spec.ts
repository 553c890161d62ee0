import { beforeAll, describe, expect, it } from '@jest/globals';
import type { RecentVisitsResponse, SheetAnalyticsResponse } from '@tpp/contracts';
import { randomBytes } from 'node:crypto';
import { AnalyticsRollupService } from '../../src/modules/analytics/services/analytics-rollup.service.js';
import { tampered } from '../support/tampered.js';
import { useTestApi } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';
import { rosterCreator } from '../factories/talent.js';
import { mailedGateToken } from '../factories/sheets.js';

/**
 * Security class "analytics can be forged" (issue: Medium 5): a viewer is a signed first-party
 * viewer id, else the IP; an email shows as verified only after its owner followed the link the
 * registration gate mailed; public cached GETs never set a cookie.
 */

const VIEWER_IDS_PER_IP_PER_HOUR = 3;

/** A believable browser user agent, different for each n. */
const userAgent = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${120 + n}.0.${n}.0 Safari/537.36`;

describe('security: forged analytics', () => {
  const api = useTestApi({
    env: { ANALYTICS_VIEWER_IDS_PER_IP_PER_HOUR: String(VIEWER_IDS_PER_IP_PER_HOUR) },
  });
  let teamId: number;
  let creatorId: number;
  let member: TestBrowser;
  let collectionPublicId: string;

  async function makeSheet(): Promise<{ id: number; publicId: string }> {
    const publicId = randomBytes(12).toString('base64url');
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO talent_sheets (public_id, team_id, title, sheet_type) VALUES ($1, $2, $3, 'talent') RETURNING id`,
      [publicId, teamId, `Sheet ${publicId}`],
    );
    await api.db.query(
      `INSERT INTO talent_sheet_influencers (sheet_id, influencer_id, position, note) VALUES ($1, $2, 0, '')`,
      [rows[0]!.id, creatorId],
    );
    return { id: rows[0]!.id, publicId };
  }

  const view = (browser: TestBrowser, sheetId: string, ua: string, extra: Record<string, unknown> = {}) =>
    browser.post(
      '/api/analytics',
      { event_type: 'sheet_view', data: { sheet_id: sheetId, ...extra } },
      { headers: { 'user-agent': ua } },
    );

  async function viewsOf(sheetId: string): Promise<number> {
    const response = await member.get('/api/user/analytics/sheets?since_days=all');
    expect(response.statusCode).toBe(200);
    return response.json<SheetAnalyticsResponse>().views.find((row) => row.sheet_id === sheetId)?.views ?? 0;
  }

  async function recentVisits(): Promise<RecentVisitsResponse['recent_visits']> {
    const response = await member.get('/api/user/analytics/recent-visits?since_days=all');
    expect(response.statusCode).toBe(200);
    return response.json<RecentVisitsResponse>().recent_visits;
  }

  beforeAll(async () => {
    teamId = await api.createTeam('Forged Analytics Agency');
    creatorId = (await rosterCreator(api.db, teamId)).id;
    member = await api.signedIn(await api.createUser({ teamId }), '10.77.0.1');
    collectionPublicId = randomBytes(12).toString('base64url');
    await api.db.query(`INSERT INTO collections (public_id, team_id, title) VALUES ($1, $2, 'C')`, [
      collectionPublicId,
      teamId,
    ]);
  });

  it('rotating the user agent from one IP counts one viewer, with or without keeping the cookie', async () => {
    const sheet = await makeSheet();
    // 12 "browsers" that keep no cookie, each with another user agent (8 -> 33 views before).
    for (let n = 0; n < 12; n += 1)
      expect((await view(api.browser('198.51.100.20'), sheet.publicId, userAgent(n))).statusCode).toBe(204);
    // One browser that keeps its viewer cookie and still rotates its user agent.
    const keeper = api.browser('198.51.100.20');
    for (let n = 12; n < 16; n += 1)
      expect((await view(keeper, sheet.publicId, userAgent(n))).statusCode).toBe(204);
    expect(await viewsOf(sheet.publicId)).toBe(1);
    // Another IP is another viewer.
    await view(api.browser('198.51.100.21'), sheet.publicId, userAgent(1));
    expect(await viewsOf(sheet.publicId)).toBe(2);
  });

  it('dropping cookies mints at most ANALYTICS_VIEWER_IDS_PER_IP_PER_HOUR new viewers per IP and hour', async () => {
    const sheet = await makeSheet();
    // Each round: a fresh browser collects a viewer id elsewhere, then views the sheet with it.
    for (let n = 0; n < 10; n += 1) {
      const browser = api.browser('198.51.100.30');
      await browser.post(
        '/api/analytics',
        { event_type: 'collection_view', data: { collection_id: collectionPublicId } },
        { headers: { 'user-agent': userAgent(n) } },
      );
      expect((await view(browser, sheet.publicId, userAgent(n + 50))).statusCode).toBe(204);
    }
    const views = await viewsOf(sheet.publicId);
    expect(views).toBeGreaterThanOrEqual(1);
    expect(views).toBeLessThanOrEqual(1 + VIEWER_IDS_PER_IP_PER_HOUR);
  });

  it('a tampered or invented viewer cookie counts as the IP’s viewer', async () => {
    const sheet = await makeSheet();
    const honest = api.browser('198.51.100.40');
    await honest.post(
      '/api/analytics',
      { event_type: 'collection_view', data: { collection_id: collectionPublicId } },
      { headers: { 'user-agent': userAgent(8) } },
    );
    const cookie = honest.cookie('tpp_viewer');
    expect(cookie).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [id, signature] = cookie!.split('.') as [string, string];
    const forgeries = [
      `${id}.${tampered(signature)}`,
      `${randomBytes(16).toString('base64url')}.${signature}`,
      `${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
      'not-a-cookie',
    ];
    // The IP's own viewer first (no cookie), then every forgery with another user agent.
    await view(api.browser('198.51.100.40'), sheet.publicId, userAgent(0));
    for (const [n, forged] of forgeries.entries()) {
      const browser = api.browser('198.51.100.40');
      browser.setCookie('tpp_viewer', forged);
      expect((await view(browser, sheet.publicId, userAgent(n + 1))).statusCode).toBe(204);
    }
    expect(await viewsOf(sheet.publicId)).toBe(1);
    // The genuine cookie is its own viewer, from any address.
    await view(honest, sheet.publicId, userAgent(9));
    expect(await viewsOf(sheet.publicId)).toBe(2);
  });

  it('a viewer_email sent by the client shows as unverified', async () => {
    const sheet = await makeSheet();
    const response = await view(api.browser('198.51.100.50'), sheet.publicId, userAgent(3), {
      viewer_email: 'ceo@bigbrand.example',
    });
    expect(response.statusCode).toBe(204);
    const rows = (await recentVisits()).filter((row) => row.email === 'ceo@bigbrand.example');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.verified).toBe(false);
  });

  it('following the signed link the gate mailed makes that browser’s visits verified for the address', async () => {
    const sheet = await makeSheet();
    const email = `buyer-${randomBytes(3).toString('hex')}@brand.example`;
    // Someone types the address at the gate (it could be anyone)...
    const typist = api.browser('198.51.100.60');
    expect(
      (await typist.post('/api/register-sheet-viewer', { email, talentSheetId: sheet.publicId })).statusCode,
    ).toBe(200);
    await view(typist, sheet.publicId, userAgent(1), { viewer_email: email });
    expect((await recentVisits()).filter((row) => row.email === email)).toEqual([
      expect.objectContaining({ email, verified: false }),
    ]);

    // ...the mailbox's owner follows the mailed link, in their own browser.
    const token = await mailedGateToken(api.db, email);
    expect(token).toBeDefined();
    const owner = api.browser('203.0.113.61');
    const confirmed = await owner.post('/api/sheet-viewer/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email, sheet_id: sheet.publicId });
    expect(await view(owner, sheet.publicId, userAgent(2))).toMatchObject({ statusCode: 204 });

    const rows = (await recentVisits()).filter((row) => row.email === email);
    expect(rows.map((row) => row.verified).sort()).toEqual([false, true]);
    expect(rows.find((row) => row.verified)!.salesheet_ids).toEqual([sheet.publicId]);

    // The typist never becomes verified, and a forged token confirms nothing.
    await view(typist, sheet.publicId, userAgent(3), { viewer_email: email });
    const [id, nonce, signature] = token!.split('.') as [string, string, string];
    const forged = await api
      .browser('198.51.100.62')
      .post('/api/sheet-viewer/confirm', { token: `${id}.${nonce}.${tampered(signature)}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ fields: object }>().fields).toHaveProperty(['token']);
    expect((await recentVisits()).filter((row) => row.email === email)).toHaveLength(2);
  });

  it('rows recorded before the change (and their rollups) show as unverified', async () => {
    const sheet = await makeSheet();
    // An event as the intake stored it before viewer verification existed.
    await api.db.query(
      `INSERT INTO analytics_events (event_type, team_id, sheet_id, viewer_email, ip_hash, user_agent, counted)
       VALUES ('sheet_view', $1, $2, 'old.visitor@brand.example', $3, 'Mozilla/5.0', true)`,
      [teamId, sheet.id, 'f'.repeat(64)],
    );
    const before = (await recentVisits()).find((row) => row.email === 'old.visitor@brand.example');
    expect(before).toMatchObject({ verified: false });
    await api.app.get(AnalyticsRollupService).rollUp();
    const after = (await recentVisits()).find((row) => row.email === 'old.visitor@brand.example');
    expect(after).toMatchObject({ verified: false, salesheet_ids: [sheet.publicId] });
  });

  it('the viewer id comes only with POSTs, HttpOnly; public cached GETs never set a cookie', async () => {
    const sheet = await makeSheet();
    const visitor = api.browser('198.51.100.70');
    const posted = await view(visitor, sheet.publicId, userAgent(4));
    const setCookie = [posted.headers['set-cookie'] ?? []].flat().join('\n');
    expect(setCookie).toMatch(/tpp_viewer=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const gets = [
      `/api/public/talent-sheets/${sheet.publicId}`,
      `/api/public/talent-sheets/${sheet.publicId}`,
      `/api/public/talent-sheets/${sheet.publicId}?page=1&limit=18`,
      `/api/public/talent-sheet-profile?salesheet_id=${sheet.publicId}&influencer_id=${creatorId}`,
      `/api/public/collections/${collectionPublicId}`,
      `/api/team/roster/${teamId}`,
      `/api/public/profile/${creatorId}`,
    ];
    for (const url of gets) {
      for (const browser of [api.browser('198.51.100.71'), visitor]) {
        const response = await browser.get(url, { csrf: false });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect({ url, setCookie: response.headers['set-cookie'] }).toEqual({ url, setCookie: undefined });
      }
    }
  });
});
