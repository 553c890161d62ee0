import { beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { createSheet } from './factories/sheets.js';
import { useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { bulkRoster } from './factories/talent.js';

/**
 * The input defects an outside test found: each answered 500, or read a malformed id as
 * another one. Every case must now answer 400 INVALID_INPUT naming the field.
 */
describe('input defects: bad input answers 400 naming the field', () => {
  const api = useTestApi();
  let team: number;
  let admin: TestBrowser;
  let sheetId: string;

  const expectInvalid = (response: LightMyRequestResponse, field: string) => {
    expect([response.statusCode, response.body]).toEqual([400, expect.any(String)]);
    const body = response.json<{ error: string; message: string; fields: Record<string, string[]> }>();
    expect(body).toMatchObject({ statusCode: 400, error: 'INVALID_INPUT', message: expect.any(String) });
    expect(Object.keys(body.fields)).toContain(field);
    expect(body.fields[field]).toEqual([expect.any(String)]);
  };

  beforeAll(async () => {
    team = await api.createTeam();
    admin = await api.signedIn(await api.createUser({ teamId: team, role: 'team_admin' }));
    // A fresh database: creators 1..20, all on the team's roster.
    await bulkRoster(api.db, team, 20);
    sheetId = (await createSheet(admin, [1, 2, 3])).sheet_id;
  });

  describe('a NUL character in a text field or query string', () => {
    const NUL = 'a\u0000b';

    it('POST /api/account-registration (public)', async () => {
      const response = await api
        .browser()
        .post('/api/account-registration', { name: NUL, email: 'nul@agency.test', affiliation: 'x' });
      expectInvalid(response, 'name');
    });

    it('POST /api/talent-sheet-response-form (public)', async () => {
      const response = await api.browser().post('/api/talent-sheet-response-form', {
        talent_sheet_id: sheetId,
        liked_influencers: [1],
        responder_name: 'Ann',
        responder_email: 'ann@brand.test',
        comments: NUL,
      });
      expectInvalid(response, 'comments');
    });

    it.each([
      ['/api/user/talent/custom-description', { influencer_id: 1, description: NUL }, 'description'],
      ['/api/user/talent/custom-tagline', { influencer_id: 1, tagline: NUL }, 'tagline'],
      ['/api/user/influencers/tags', { influencer_id: 1, tags: ['ok', NUL] }, 'tags.1'],
      ['/api/update-influencer-location', { influencer_id: 1, city: NUL, state: 'TX' }, 'city'],
      [
        '/api/team/influencer-settings',
        { influencer_id: 1, settings: { custom_display_name: NUL } },
        'settings.custom_display_name',
      ],
      [
        '/api/user/talent-sheets/save',
        { title: NUL, sheet_type: 'talent', influencers: [{ influencer_id: 1, note: '' }] },
        'title',
      ],
      [
        '/api/user/talent-sheets/save',
        { title: 'T', sheet_type: 'talent', influencers: [{ influencer_id: 1, note: NUL }] },
        'influencers.0.note',
      ],
      ['/api/user/collections/save', { title: NUL, salesheet_ids: [] }, 'title'],
      ['/api/user/configuration', { full_name: NUL, nickname: 'n' }, 'full_name'],
    ])('POST %s', async (path, body, field) => {
      expectInvalid(await admin.post(path, body), field);
    });

    it.each([
      ['/api/user/influencers?name=ab%00cd', 'name'],
      ['/api/user/influencers?tag=%00', 'tag'],
      ['/api/talent-sheets?title_filter=abc%00', 'title_filter'],
      ['/api/user/collections?title_filter=abc%00', 'title_filter'],
    ])('GET %s', async (url, field) => {
      expectInvalid(await admin.get(url), field);
    });
  });

  describe('a lone UTF-16 surrogate', () => {
    it.each([
      ['/api/user/account/signin', { email: 'a\ud800@b.cd', password: 'x' }],
      ['/api/user/account/forgot-password', { email: '\udc00x@b.cd' }],
      ['/api/user/account/request-magic-link', { email: 'a@b\ud83d.cd' }],
      ['/api/account-registration', { name: 'N', email: 'a\ud800@b.cd' }],
    ])('in the email field of POST %s', async (path, body) => {
      expectInvalid(await api.browser().post(path, body), 'email');
    });

    it('in the email fields of the public sheet forms (URIError in the email check)', async () => {
      const viewer = await api
        .browser()
        .post('/api/register-sheet-viewer', { email: 'a\ud800@b.cd', talentSheetId: sheetId });
      expectInvalid(viewer, 'email');
      const form = await api.browser().post('/api/talent-sheet-response-form', {
        talent_sheet_id: sheetId,
        liked_influencers: [1],
        responder_name: 'Ann',
        responder_email: 'ann\udc00@brand.test',
      });
      expectInvalid(form, 'responder_email');
    });

    it('in a rate-card row', async () => {
      const response = await admin.post('/api/user/talent/rate-card', {
        influencer_id: 1,
        rate_card: [{ platform: 'instagram', description: 'Reel \ud800', rate: '$100' }],
      });
      expectInvalid(response, 'rate_card.0.description');
    });
  });

  it('influencer_ids=2147483648 on GET /api/user/influencers', async () => {
    expectInvalid(await admin.get('/api/user/influencers?influencer_ids=2147483648'), 'influencer_ids');
    expectInvalid(await admin.get('/api/user/influencers?influencer_ids=1,99999999999'), 'influencer_ids');
  });

  it('settings.excluded_post_ids: null on POST /api/team/influencer-settings', async () => {
    const response = await admin.post('/api/team/influencer-settings', {
      influencer_id: 1,
      settings: { excluded_post_ids: null },
    });
    expectInvalid(response, 'settings.excluded_post_ids');
  });

  describe('non-canonical ids on every numeric path parameter', () => {
    const NON_CANONICAL = [' 1', '0x1', '1e0', '+1', '1.0', '01'];
    const routes: [method: 'GET' | 'DELETE', path: string, field: string, signedIn: boolean][] = [
      ['GET', '/api/influencers/profiles/:x', 'id', true],
      ['GET', '/api/user/influencers/extra-data/:x', 'id', true],
      ['DELETE', '/api/team/influencer/:x', 'id', true],
      ['GET', '/api/team/roster/:x', 'teamId', false],
      ['GET', '/api/public/profile/:x', 'id', false],
      ['GET', '/api/public/profile/:x/team/1', 'id', false],
      ['GET', '/api/public/profile/1/team/:x', 'teamId', false],
      ['GET', '/api/user/influencer/:x/talent-sheets', 'influencerId', true],
      ['GET', '/api/casting-calls/agency/:x', 'id', true],
      ['GET', '/api/casting-calls/response/:x', 'id', true],
    ];
    it.each(routes)('%s %s (%s)', async (method, path, field, signedIn) => {
      const browser = signedIn ? admin : api.browser();
      for (const id of NON_CANONICAL) {
        const response = await browser.request(method, path.replace(':x', encodeURIComponent(id)));
        expect([id, response.statusCode]).toEqual([id, 400]);
        expectInvalid(response, field);
      }
    });

    it('DELETE /api/team/influencer/0x10 leaves creator 16 on the roster', async () => {
      expectInvalid(await admin.request('DELETE', '/api/team/influencer/0x10'), 'id');
      const { rows } = await api.db.query(
        'SELECT 1 FROM team_influencers WHERE team_id = $1 AND influencer_id = 16',
        [team],
      );
      expect(rows).toHaveLength(1);
    });
  });
});
