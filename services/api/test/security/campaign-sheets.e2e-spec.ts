import { beforeAll, describe, expect, it } from '@jest/globals';
import { createSheet, rosterCreators } from '../factories/sheets.js';
import { bootOf, makeStaticRoot } from '../support/static-root.js';
import { useTestApi } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';

/**
 * Security class "internal sheets reachable through the public routes": a campaign sheet is the
 * team's outreach tracking (contacts, rates, replies), never shared. Every brand-facing sheet
 * route, the page boot and the link preview of a pitch page answer as for a missing sheet.
 */
describe('security: campaign sheets are internal', () => {
  const api = useTestApi(async () => ({ env: { STATIC_ROOT: await makeStaticRoot() } }));
  let team: TestBrowser;
  let creators: number[];
  let campaignId: string;
  let talentId: string;
  const SECRET = 'Campaign for Brandco: offer 4000 USD, reply by Friday';

  beforeAll(async () => {
    const teamId = await api.createTeam('Campaign Agency', { displayRequireRegistration: true });
    team = await api.signedIn(await api.createUser({ teamId }));
    creators = await rosterCreators(api.db, teamId, 3, 'Campaign Creator');
    campaignId = (
      await createSheet(team, creators, {
        title: SECRET,
        description: SECRET,
        sheetType: 'campaign',
        notes: { [creators[0]!]: SECRET },
      })
    ).sheet_id;
    talentId = (await createSheet(team, creators, { title: 'Shared picks', description: 'Shared picks' }))
      .sheet_id;
  });

  it('every public sheet API route answers 404 for a campaign sheet (and 200 for a talent sheet)', async () => {
    const reads = (id: string) => [
      `/api/public/talent-sheets/${id}`,
      `/api/public/talent-sheets/${id}`,
      `/api/public/talent-sheets/${id}?page=1&limit=18`,
      `/api/public/talent-sheets/${id}?page=1&limit=50&with_stats=true`,
      `/api/public/talent-sheet-profile?salesheet_id=${id}&influencer_id=${creators[0]}`,
    ];
    // The team requires registration: a browser that passed the talent sheet's gate reads it.
    const brand = api.browser('10.55.0.9');
    expect(
      (await brand.post('/api/register-sheet-viewer', { email: 'b@brand.example', talentSheetId: talentId }))
        .statusCode,
    ).toBe(200);
    for (const url of reads(talentId))
      expect({ url, status: (await brand.get(url, { csrf: false })).statusCode }).toEqual({
        url,
        status: 200,
      });
    for (const url of reads(campaignId)) {
      const response = await api.browser().get(url, { csrf: false });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('Brandco');
    }
  });

  it('the gate, the response form and the analytics intake refuse a campaign sheet and store nothing', async () => {
    const count = async () => {
      const { rows } = await api.db.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM sheet_viewers) + (SELECT count(*) FROM sheet_responses)
              + (SELECT count(*) FROM analytics_events) + (SELECT count(*) FROM mail_outbox) AS n`,
      );
      return Number(rows[0]!.n);
    };
    const before = await count();
    const browser = api.browser('10.55.0.1');
    const gate = await browser.post('/api/register-sheet-viewer', {
      email: 'brand@brand.example',
      talentSheetId: campaignId,
    });
    expect(gate.statusCode).toBe(404);
    const respond = await browser.post('/api/talent-sheet-response-form', {
      talent_sheet_id: campaignId,
      liked_influencers: [creators[0]],
      responder_name: 'Brand',
      responder_email: 'brand@brand.example',
    });
    expect(respond.statusCode).toBe(404);
    for (const event of [
      { event_type: 'sheet_view', data: { sheet_id: campaignId } },
      { event_type: 'sheet_click_influencer', data: { sheet_id: campaignId, influencer_id: creators[0] } },
    ]) {
      const response = await browser.post('/api/analytics', event);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: object }>().fields).toHaveProperty(['data.sheet_id']);
    }
    expect(await count()).toBe(before);
  });

  it('the pitch pages of a campaign sheet carry neither its data nor a preview card of it', async () => {
    for (const path of [
      `/public/talent-sheet/${campaignId}`,
      `/public/talent-sheet/roster-view/${campaignId}`,
      `/public/talent-sheet-response/${campaignId}`,
    ]) {
      const response = await api.browser().get(path, { csrf: false });
      expect(response.statusCode).toBe(200);
      expect({ path, leaks: response.body.includes('Brandco') }).toEqual({ path, leaks: false });
      expect({ path, leaks: response.body.includes('Campaign Agency') }).toEqual({ path, leaks: false });
      const answers = Object.keys(bootOf(response.body).answers);
      expect(answers.filter((url) => url.includes(campaignId))).toEqual([]);
    }
    // The talent sheet of the same team still has its preview card.
    const shared = await api.browser().get(`/public/talent-sheet/${talentId}`, { csrf: false });
    expect(shared.body).toContain('Shared picks');
  });
});
