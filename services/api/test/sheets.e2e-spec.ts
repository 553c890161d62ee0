import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  SHEET_ERROR_CODES,
  SHEET_LIMITS,
  SHEET_MESSAGES,
  type BasicSheetsResponse,
  type CampaignResponse,
  type CastingCallsResponse,
  type CastingCallSheetResponse,
  type FavoritesResponse,
  type InfluencerLikesResponse,
  type InfluencerSheetsResponse,
  type TalentSheetResponse,
  type TalentSheetsResponse,
  type UserStatus,
} from '@tpp/contracts';
import { createCastingCall, createSheet, rosterCreators } from './factories/sheets.js';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';

/** The signed-in team's sheets, campaigns, creator calls, likes and client answers. */
describe('sheets API (signed in)', () => {
  const api = useTestApi();
  const agencyA = useTeam(api, 'Sheets Agency A', {
    alice: { fullName: 'Alice Agent' },
    alice2: { fullName: 'Second Agent' },
  });
  const agencyB = useTeam(api, 'Sheets Agency B', { bob: {}, admin: { flags: { is_admin: true } } });
  let creators: number[];
  let foreignCreator: number;

  const load = async (browser: TestBrowser, id: string) => {
    const response = await browser.get(`/api/talent-sheets/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<TalentSheetResponse>().sheet;
  };

  beforeAll(async () => {
    creators = await rosterCreators(api.db, agencyA.id, 45);
    foreignCreator = (await rosterCreator(api.db, agencyB.id)).id;
  });

  describe('save and load', () => {
    it('round-trips order, notes (with safe link HTML) and the public title', async () => {
      const picked = [creators[4]!, creators[1]!, creators[7]!];
      const saved = await createSheet(agencyA.alice, picked, {
        title: 'Holiday shortlist',
        description: '  Holiday Picks ',
        notes: { [creators[1]!]: 'See [kit](https://example.com/kit) <script>x</script>' },
      });
      expect(saved).toEqual({
        success: true,
        sheet_id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
        version: 1,
      });
      const sheet = await load(agencyA.alice, saved.sheet_id);
      expect(sheet.influencer_ids).toEqual(picked);
      expect(sheet.influencers.map((influencer) => influencer.id)).toEqual(picked);
      expect(sheet.title).toBe('Holiday shortlist');
      expect(sheet.description).toBe('Holiday Picks');
      expect(sheet.creator_full_name).toBe('Alice Agent');
      expect(sheet.notes[String(creators[1])]).toContain('[kit]');
      const noted = sheet.influencers[1]!;
      expect(noted.note_html).toBe(
        'See <a href="https://example.com/kit" rel="noopener noreferrer nofollow" target="_blank">kit</a> &lt;script&gt;x&lt;/script&gt;',
      );
      expect(sheet.version).toBe(1);
      // The profile description as plain text: the team's custom one first, '-' hides it, cut to 150.
      expect(sheet.influencers[0]!.description_excerpt).toBe('Default bio');
      await api.db.query(
        `UPDATE team_influencers SET custom_description = $3 WHERE team_id = $1 AND influencer_id = $2`,
        [agencyA.id, creators[7], `**Custom** ${'story '.repeat(60)}`],
      );
      await api.db.query(
        `UPDATE team_influencers SET custom_description = '-' WHERE team_id = $1 AND influencer_id = $2`,
        [agencyA.id, creators[1]],
      );
      const described = (await load(agencyA.alice, saved.sheet_id)).influencers;
      expect(described[2]!.description_excerpt).toMatch(/^Custom story story .*…$/);
      expect(described[2]!.description_excerpt.length).toBeLessThanOrEqual(
        SHEET_LIMITS.editorDescriptionLength,
      );
      expect(described[1]!.description_excerpt).toBe('');

      // Reorder, drop one, keep the client answer of a creator that stays; no description keeps it.
      await agencyA.alice.post('/api/user/influencer/talent-sheet/client-response', {
        sheet_id: saved.sheet_id,
        influencer_id: creators[1],
        client_accepted: true,
      });
      const again = await agencyA.alice.post('/api/user/talent-sheets/save', {
        sheet_id: saved.sheet_id,
        version: 1,
        title: 'Holiday shortlist v2',
        sheet_type: 'talent',
        influencers: [
          { influencer_id: creators[1], note: 'kept' },
          { influencer_id: creators[4], note: '' },
        ],
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ sheet_id: saved.sheet_id, version: 2 });
      const updated = await load(agencyA.alice, saved.sheet_id);
      expect(updated.influencer_ids).toEqual([creators[1], creators[4]]);
      expect(updated.description).toBe('Holiday Picks');
      expect(updated.influencers[0]).toMatchObject({ note: 'kept', client_accepted: true });
    });

    it('lets exactly one of two saves based on the same version win (409 SHEET_CHANGED)', async () => {
      const saved = await createSheet(agencyA.alice, [creators[0]!]);
      const body = (title: string) => ({
        sheet_id: saved.sheet_id,
        version: saved.version,
        title,
        sheet_type: 'talent',
        influencers: [{ influencer_id: creators[0], note: title }],
      });
      const answers = await Promise.all([
        agencyA.alice.post('/api/user/talent-sheets/save', body('first')),
        agencyA.alice2.post('/api/user/talent-sheets/save', body('second')),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const conflict = answers.find((answer) => answer.statusCode === 409)!;
      expect(conflict.json()).toMatchObject({
        error: SHEET_ERROR_CODES.sheetChanged,
        message: SHEET_MESSAGES.sheetChangedElsewhere,
      });
      const winner = answers.find((answer) => answer.statusCode === 200)!.json<{ version: number }>();
      expect(winner.version).toBe(2);
      expect((await load(agencyA.alice, saved.sheet_id)).version).toBe(2);
    });

    it('answers 400 naming the field for bad input', async () => {
      const cases: [unknown, string][] = [
        [{ title: '  ', sheet_type: 'talent', influencers: [] }, 'title'],
        [{ title: 'X', sheet_type: 'nope', influencers: [] }, 'sheet_type'],
        [{ title: 'X', sheet_type: 'talent' }, 'influencers'],
        [
          {
            title: 'X',
            sheet_type: 'talent',
            influencers: [
              { influencer_id: creators[0], note: '' },
              { influencer_id: creators[1], note: '' },
              { influencer_id: 'abc', note: '' },
            ],
          },
          'influencers.2.influencer_id',
        ],
        [
          { title: 'X', sheet_type: 'talent', influencers: [{ influencer_id: creators[0] }] },
          'influencers.0.note',
        ],
        // Any existing creator may be saved (one off the roster is pitched); one that does not exist may not.
        [
          { title: 'X', sheet_type: 'talent', influencers: [{ influencer_id: 2147483000, note: '' }] },
          'influencers',
        ],
        [
          {
            title: 'X',
            sheet_type: 'talent',
            influencers: [
              { influencer_id: creators[0], note: '' },
              { influencer_id: creators[0], note: '' },
            ],
          },
          'influencers',
        ],
        [{ title: 'X', sheet_type: 'talent', sheet_id: 'abcdefghijklmnop', influencers: [] }, 'version'],
        [{ title: 'X', sheet_type: 'casting_call_response', influencers: [] }, 'casting_call_id'],
      ];
      for (const [body, field] of cases) {
        const response = await agencyA.alice.post('/api/user/talent-sheets/save', body);
        expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
        expect(Object.keys(response.json<{ fields: Record<string, string[]> }>().fields)).toContain(field);
      }
    });

    it('makes random 16-character public ids, never sequential', async () => {
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) ids.push((await createSheet(agencyA.alice, [])).sheet_id);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(new Set(ids).size).toBe(5);
      expect(ids.every((id) => !/^\d+$/.test(id))).toBe(true);
    });

    it("answers 404 for another team's sheet, exactly like a missing one", async () => {
      const saved = await createSheet(agencyA.alice, [creators[0]!]);
      const foreign = await agencyB.bob.get(`/api/talent-sheets/${saved.sheet_id}`);
      const missing = await agencyB.bob.get('/api/talent-sheets/AAAAAAAAAAAAAAAA');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    });
  });

  describe('lists', () => {
    it('lists by type, last edited first, with creators, filters and paging', async () => {
      const first = await createSheet(agencyA.alice, [creators[2]!, creators[3]!], {
        title: 'Zebra list alpha',
      });
      const second = await createSheet(agencyA.alice2, [creators[5]!], { title: 'Zebra list beta' });
      await createSheet(agencyA.alice, [creators[5]!], { title: 'Zebra campaign', sheetType: 'campaign' });
      const all = (
        await agencyA.alice.get('/api/talent-sheets?title_filter=zebra')
      ).json<TalentSheetsResponse>();
      expect(all.sheets.map((sheet) => sheet.id)).toEqual([second.sheet_id, first.sheet_id]);
      expect(all.sheets[1]!.influencers.map((influencer) => influencer.id)).toEqual([
        creators[2],
        creators[3],
      ]);
      expect(all.sheets[1]!.influencer_count).toBe(2);
      expect(all.limit).toBe(SHEET_LIMITS.sheetsDefaultLimit);
      const mine = (
        await agencyA.alice.get('/api/talent-sheets?title_filter=zebra&only_mine=true')
      ).json<TalentSheetsResponse>();
      expect(mine.sheets.map((sheet) => sheet.id)).toEqual([first.sheet_id]);
      const campaigns = (
        await agencyA.alice.get('/api/talent-sheets?sheet_type=campaign&title_filter=zebra')
      ).json<TalentSheetsResponse>();
      expect(campaigns.sheets.map((sheet) => sheet.title)).toEqual(['Zebra campaign']);
      const paged = (
        await agencyA.alice.get('/api/talent-sheets?title_filter=zebra&limit=1&page=2')
      ).json<TalentSheetsResponse>();
      expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
      expect(paged.sheets.map((sheet) => sheet.id)).toEqual([first.sheet_id]);
      const short = (
        await agencyA.alice.get('/api/talent-sheets?title_filter=ze')
      ).json<TalentSheetsResponse>();
      expect(short.total).toBeGreaterThan(2);
      const byIds = (
        await agencyA.alice.get(`/api/talent-sheets?hash_ids=${first.sheet_id},${second.sheet_id}`)
      ).json<TalentSheetsResponse>();
      expect(byIds.total).toBe(2);
      expect(
        (await agencyB.bob.get('/api/talent-sheets?title_filter=zebra')).json<TalentSheetsResponse>().total,
      ).toBe(0);
      expect((await agencyA.alice.get('/api/talent-sheets?limit=1001')).statusCode).toBe(400);
      const basic = (await agencyA.alice.get('/api/talent-sheets/basic')).json<BasicSheetsResponse>();
      expect(basic.sheets.find((sheet) => sheet.id === first.sheet_id)).toMatchObject({
        influencer_count: 2,
      });
    });
  });

  describe('public title, copy, delete, remove-influencer, client answers', () => {
    it('sets and clears the public title, with version check', async () => {
      const saved = await createSheet(agencyA.alice, []);
      const set = await agencyA.alice.post('/api/user/talent-sheets/public-title', {
        sheet_id: saved.sheet_id,
        public_title: 'Shown Title',
      });
      expect(set.json()).toEqual({ success: true, description: 'Shown Title', version: 2 });
      const stale = await agencyA.alice.post('/api/user/talent-sheets/public-title', {
        sheet_id: saved.sheet_id,
        public_title: 'x',
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      const cleared = await agencyA.alice.post('/api/user/talent-sheets/public-title', {
        sheet_id: saved.sheet_id,
        public_title: '  ',
      });
      expect(cleared.json()).toMatchObject({ description: null });
    });

    it('copies creators and notes to a new talent sheet; blank names answer 400', async () => {
      const saved = await createSheet(agencyA.alice, [creators[0]!, creators[1]!], {
        sheetType: 'campaign',
        notes: { [creators[1]!]: 'note B' },
      });
      const blank = await agencyA.alice.post('/api/user/talent-sheets/copy', {
        sheet_id: saved.sheet_id,
        new_sheet_title: ' ',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({
        message: SHEET_MESSAGES.sheetNameRequired,
        fields: { new_sheet_title: [SHEET_MESSAGES.sheetNameRequired] },
      });
      const copied = await agencyA.alice.post('/api/user/talent-sheets/copy', {
        sheet_id: saved.sheet_id,
        new_sheet_title: 'The copy',
      });
      expect(copied.statusCode).toBe(200);
      const copy = await load(agencyA.alice, copied.json<{ sheet_id: string }>().sheet_id);
      expect(copy).toMatchObject({
        title: 'The copy',
        sheet_type: 'talent',
        influencer_ids: [creators[0], creators[1]],
      });
      expect(copy.notes[String(creators[1])]).toBe('note B');
      expect(copy.id).not.toBe(saved.sheet_id);
    });

    it('deletes a sheet of the team only', async () => {
      const saved = await createSheet(agencyA.alice, []);
      expect(
        (await agencyB.bob.post('/api/user/talent-sheets/delete', { sheet_id: saved.sheet_id })).statusCode,
      ).toBe(404);
      expect(
        (await agencyA.alice.post('/api/user/talent-sheets/delete', { sheet_id: saved.sheet_id })).json(),
      ).toEqual({
        success: true,
      });
      expect((await agencyA.alice.get(`/api/talent-sheets/${saved.sheet_id}`)).statusCode).toBe(404);
    });

    it("removes a creator from the team's sheets, ignoring other teams' ids, and bumps versions", async () => {
      const one = await createSheet(agencyA.alice, [creators[8]!, creators[9]!]);
      const two = await createSheet(agencyA.alice, [creators[8]!]);
      const bobs = await createSheet(agencyB.bob, [foreignCreator]);
      const response = await agencyB.bob.post('/api/user/talent-sheets/remove-influencer', {
        influencer_id: creators[8],
        sheet_ids: [one.sheet_id, two.sheet_id],
      });
      expect(response.statusCode).toBe(404);
      const withForeign = await agencyA.alice.post('/api/user/talent-sheets/remove-influencer', {
        influencer_id: creators[8],
        sheet_ids: [one.sheet_id, two.sheet_id, bobs.sheet_id],
      });
      expect(withForeign.statusCode).toBe(404);
      expect((await load(agencyA.alice, one.sheet_id)).influencer_ids).toEqual([creators[8], creators[9]]);
      const mine = await agencyA.alice.post('/api/user/talent-sheets/remove-influencer', {
        influencer_id: creators[8],
        sheet_ids: [one.sheet_id, two.sheet_id],
      });
      expect(mine.json()).toEqual({ success: true, removed: 2 });
      const after = await load(agencyA.alice, one.sheet_id);
      expect(after.influencer_ids).toEqual([creators[9]]);
      expect(after.version).toBe(2);
    });

    it("records client answers and lists a creator's sheets (404 off the roster)", async () => {
      const saved = await createSheet(agencyA.alice, [creators[10]!], { title: 'Client sheet' });
      const note = await agencyA.alice.post('/api/user/influencer/talent-sheet/client-response', {
        sheet_id: saved.sheet_id,
        influencer_id: creators[10],
        client_note: 'Loved her reel',
      });
      expect(note.json()).toEqual({ success: true, client_note: 'Loved her reel' });
      const both = await agencyA.alice.post('/api/user/influencer/talent-sheet/client-response', {
        sheet_id: saved.sheet_id,
        influencer_id: creators[10],
        client_note: 'x',
        client_accepted: true,
      });
      expect(both.statusCode).toBe(400);
      const notOnSheet = await agencyA.alice.post('/api/user/influencer/talent-sheet/client-response', {
        sheet_id: saved.sheet_id,
        influencer_id: creators[11],
        client_accepted: true,
      });
      expect(notOnSheet.statusCode).toBe(404);
      const list = (
        await agencyA.alice.get(`/api/user/influencer/${creators[10]}/talent-sheets`)
      ).json<InfluencerSheetsResponse>();
      expect(list.sheets[0]).toMatchObject({
        id: saved.sheet_id,
        title: 'Client sheet',
        client_note: 'Loved her reel',
        casting_call_id: null,
      });
      expect(list.limit).toBe(SHEET_LIMITS.profileSheetsPageSize);
      expect((await agencyB.bob.get(`/api/user/influencer/${creators[10]}/talent-sheets`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('campaigns', () => {
    it('loads and saves tracking data with its own version; 409 on a stale one; 404 for other sheet types', async () => {
      const saved = await createSheet(agencyA.alice, [creators[12]!, creators[13]!], {
        sheetType: 'campaign',
      });
      const initial = (
        await agencyA.alice.get(`/api/user/campaign/${saved.sheet_id}`)
      ).json<CampaignResponse>();
      expect(initial).toEqual({ sheet_id: saved.sheet_id, campaign_data: {}, campaign_version: 0 });
      const data = { [String(creators[12])]: { 'Date Sent': '11/20/26', Replied: 'Y', Rate: '$1,500' } };
      const ok = await agencyA.alice.post('/api/user/campaign/save', {
        talent_sheet_id: saved.sheet_id,
        campaign_data: data,
        campaign_version: 0,
      });
      expect(ok.json()).toEqual({ success: true, campaign_version: 1 });
      const stale = await agencyA.alice.post('/api/user/campaign/save', {
        talent_sheet_id: saved.sheet_id,
        campaign_data: data,
        campaign_version: 0,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: SHEET_ERROR_CODES.sheetChanged });
      expect(
        (await agencyA.alice.get(`/api/user/campaign/${saved.sheet_id}`)).json<CampaignResponse>(),
      ).toEqual({
        sheet_id: saved.sheet_id,
        campaign_data: data,
        campaign_version: 1,
      });
      const badColumn = await agencyA.alice.post('/api/user/campaign/save', {
        talent_sheet_id: saved.sheet_id,
        campaign_data: { [String(creators[12])]: { Budget: '1' } },
        campaign_version: 1,
      });
      expect(badColumn.statusCode).toBe(400);
      expect(Object.keys(badColumn.json<{ fields: object }>().fields)).toEqual([
        `campaign_data.${creators[12]}.Budget`,
      ]);
      const badKey = await agencyA.alice.post('/api/user/campaign/save', {
        talent_sheet_id: saved.sheet_id,
        campaign_data: { [String(creators[20])]: { Rate: '1' } },
        campaign_version: 1,
      });
      expect(badKey.statusCode).toBe(400);
      const tooLong = await agencyA.alice.post('/api/user/campaign/save', {
        talent_sheet_id: saved.sheet_id,
        campaign_data: { [String(creators[12])]: { Notes: 'x'.repeat(2001) } },
        campaign_version: 1,
      });
      expect(tooLong.statusCode).toBe(400);
      const talent = await createSheet(agencyA.alice, []);
      const notCampaign = await agencyA.alice.get(`/api/user/campaign/${talent.sheet_id}`);
      expect(notCampaign.statusCode).toBe(404);
      expect(notCampaign.json()).toMatchObject({ message: SHEET_MESSAGES.campaignLoadFailed });
    });
    it('two agents save the same campaign at once: one wins, the other gets 409 and overwrites nothing', async () => {
      const saved = await createSheet(agencyA.alice, [creators[14]!, creators[15]!], {
        sheetType: 'campaign',
      });
      const path = `/api/user/campaign/${saved.sheet_id}`;
      const opened = (await agencyA.alice.get(path)).json<CampaignResponse>().campaign_version;
      expect((await agencyA.alice2.get(path)).json<CampaignResponse>().campaign_version).toBe(opened);
      const first = { [String(creators[14])]: { Sender: 'Alice', Rate: '$1,000' } };
      const second = { [String(creators[15])]: { Sender: 'Second', Replied: 'N' } };
      const answers = await Promise.all([
        agencyA.alice.post('/api/user/campaign/save', {
          talent_sheet_id: saved.sheet_id,
          campaign_data: first,
          campaign_version: opened,
        }),
        agencyA.alice2.post('/api/user/campaign/save', {
          talent_sheet_id: saved.sheet_id,
          campaign_data: second,
          campaign_version: opened,
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0]!.statusCode === 200 ? first : second;
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json()).toMatchObject({
        statusCode: 409,
        error: SHEET_ERROR_CODES.sheetChanged,
        message: SHEET_MESSAGES.sheetChangedElsewhere,
      });
      // The stored table is exactly the winner's save, one version on.
      expect((await agencyA.alice2.get(path)).json<CampaignResponse>()).toEqual({
        sheet_id: saved.sheet_id,
        campaign_data: winner,
        campaign_version: opened + 1,
      });

      // The loser's retry with the old version is still refused; after a reload it saves over the new version.
      const retry = await agencyA.alice2.post('/api/user/campaign/save', {
        talent_sheet_id: saved.sheet_id,
        campaign_data: second,
        campaign_version: opened,
      });
      expect(retry.statusCode).toBe(409);
      const merged = { ...winner, ...second };
      const afterReload = await agencyA.alice2.post('/api/user/campaign/save', {
        talent_sheet_id: saved.sheet_id,
        campaign_data: merged,
        campaign_version: opened + 1,
      });
      expect(afterReload.json()).toEqual({ success: true, campaign_version: opened + 2 });
      expect((await agencyA.alice.get(path)).json<CampaignResponse>().campaign_data).toEqual(merged);
    });
  });

  describe('creator calls', () => {
    it('keeps one response per team and call, limits it to 40 talent, and submits it', async () => {
      const callId = await createCastingCall(api.db, 'Winter gifting');
      const listed = (
        await agencyA.alice.get('/api/casting-calls/agency/casting-calls')
      ).json<CastingCallsResponse>();
      expect(listed.casting_calls.find((call) => call.id === callId)).toMatchObject({
        title: 'Winter gifting',
        team_name: 'Test Brand',
        start_date: '2026-11-20',
        response_sheet_id: null,
        response_status: null,
      });
      const tooMany = await agencyA.alice.post('/api/user/talent-sheets/save', {
        title: '',
        sheet_type: 'casting_call_response',
        casting_call_id: callId,
        influencers: creators.slice(0, 41).map((id) => ({ influencer_id: id, note: '' })),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        error: SHEET_ERROR_CODES.castingCallLimit,
        message: SHEET_MESSAGES.castingCallLimit,
      });
      const emptySubmit = await agencyA.alice.post('/api/user/casting-call-response-submit', {
        casting_call_id: callId,
      });
      expect(emptySubmit.statusCode).toBe(400);
      expect(Object.keys(emptySubmit.json<{ fields: object }>().fields)).toEqual(['casting_call_id']);

      const body = (ids: number[]) => ({
        title: '',
        sheet_type: 'casting_call_response',
        casting_call_id: callId,
        influencers: ids.map((id) => ({ influencer_id: id, note: '' })),
      });
      const first = await agencyA.alice.post('/api/user/talent-sheets/save', body(creators.slice(0, 40)));
      expect(first.statusCode).toBe(200);
      const again = await agencyA.alice.post('/api/user/talent-sheets/save', body([creators[0]!]));
      expect(again.json<{ sheet_id: string }>().sheet_id).toBe(first.json<{ sheet_id: string }>().sheet_id);
      const sheetId = first.json<{ sheet_id: string }>().sheet_id;
      const sheet = await load(agencyA.alice, sheetId);
      expect(sheet).toMatchObject({
        title: 'Response: Winter gifting',
        casting_call_id: callId,
        casting_call_response_status: 'created',
      });
      expect((await agencyA.alice.get(`/api/public/talent-sheets/${sheetId}`)).statusCode).toBe(404);
      const response = (
        await agencyA.alice.get(`/api/casting-calls/response/${callId}`)
      ).json<CastingCallSheetResponse>();
      expect(response).toEqual({ talent_sheet_id: sheetId, response_status: 'created' });
      expect((await agencyB.bob.get(`/api/casting-calls/response/${callId}`)).json()).toEqual({
        talent_sheet_id: null,
        response_status: null,
      });
      const submitted = await agencyA.alice.post('/api/user/casting-call-response-submit', {
        casting_call_id: callId,
      });
      expect(submitted.json()).toEqual({ success: true, response_status: 'submitted' });
      expect((await agencyA.alice.get(`/api/public/talent-sheets/${sheetId}`)).statusCode).toBe(200);
      expect((await agencyA.alice.get(`/api/casting-calls/agency/${callId}`)).json()).toMatchObject({
        casting_call: { response_sheet_id: sheetId, response_status: 'submitted' },
      });
      expect((await agencyA.alice.get('/api/casting-calls/agency/2147483000')).statusCode).toBe(404);
    });

    it('lets only administrators create calls', async () => {
      const call = {
        title: 'Spring launch',
        description: 'Brief',
        brand_name: 'Acme',
        start_date: '2026-12-01',
      };
      expect((await agencyA.alice.post('/api/admin/casting-calls', call)).statusCode).toBe(403);
      const created = await agencyB.admin.post('/api/admin/casting-calls', call);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ casting_call: { title: 'Spring launch', team_name: 'Acme' } });
      const bad = await agencyB.admin.post('/api/admin/casting-calls', { ...call, start_date: 'soon' });
      expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['start_date']);
    });
  });

  describe('likes and favorites', () => {
    it('adds, lists and removes team likes; favorites show liked creators newest first', async () => {
      const saved = await createSheet(agencyA.alice, [creators[14]!, creators[15]!]);
      const like = (browser: TestBrowser, influencerId: number, teamId = agencyA.id, salesheetId?: string) =>
        browser.post('/api/user/influencer-likes', {
          influencer_id: influencerId,
          team_id: teamId,
          ...(salesheetId ? { salesheet_id: salesheetId } : {}),
        });
      expect((await like(agencyA.alice, creators[14]!)).json()).toEqual({ success: true });
      expect((await like(agencyA.alice, creators[14]!)).statusCode).toBe(200);
      expect((await like(agencyA.alice2, creators[15]!, agencyA.id, saved.sheet_id)).statusCode).toBe(200);
      expect((await like(agencyB.bob, creators[14]!, agencyA.id)).statusCode).toBe(404);
      expect((await like(agencyB.bob, creators[14]!, agencyB.id)).statusCode).toBe(404);
      const likes = (
        await agencyA.alice.get(`/api/user/influencer-likes?influencer_id=${creators[14]}`)
      ).json<InfluencerLikesResponse>();
      expect(likes.likes).toHaveLength(1);
      expect(likes.likes[0]).toMatchObject({ source: 'team', salesheet_id: null, team_id: agencyA.id });
      const bySheet = (
        await agencyA.alice.get(`/api/user/influencer-likes?salesheet_id=${saved.sheet_id}`)
      ).json<InfluencerLikesResponse>();
      expect(bySheet.likes.map((row) => row.influencer_id)).toEqual([creators[15]]);

      const favorites = (
        await agencyA.alice.get('/api/search/influencers/favorites')
      ).json<FavoritesResponse>();
      expect(favorites.limit).toBe(SHEET_LIMITS.favoritesPageSize);
      expect(favorites.influencers.map((row) => row.id)).toEqual([creators[15], creators[14]]);
      expect(favorites.influencers[0]).toMatchObject({
        liked_by_me: false,
        sheets: [{ id: saved.sheet_id }],
      });
      expect(favorites.influencers[1]).toMatchObject({ liked_by_me: true, like_count: 1 });
      expect(
        (await agencyB.bob.get('/api/search/influencers/favorites')).json<FavoritesResponse>().total,
      ).toBe(0);
      // The session carries the caller's own likes (favoriteInfluencers).
      expect((await agencyA.alice.get('/api/status')).json<UserStatus>().favoriteInfluencers).toEqual([
        creators[14],
      ]);
      expect((await agencyA.alice2.get('/api/status')).json<UserStatus>().favoriteInfluencers).toEqual([
        creators[15],
      ]);

      const removed = await agencyA.alice.request(
        'DELETE',
        `/api/user/influencer-likes?influencer_id=${creators[14]}&team_id=${agencyA.id}`,
      );
      expect(removed.json()).toEqual({ success: true });
      const after = (await agencyA.alice.get('/api/search/influencers/favorites')).json<FavoritesResponse>();
      expect(after.influencers.map((row) => row.id)).toEqual([creators[15]]);
      expect((await agencyA.alice.get('/api/status')).json<UserStatus>().favoriteInfluencers).toEqual([]);
    });
  });
});
