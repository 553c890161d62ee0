import { describe, expect, it } from '@jest/globals';
import {
  API,
  REQUEST_MESSAGES,
  type AddInfluencerResponse,
  type InfluencerProfile,
  type MyRequestsResponse,
  type PublicRosterResponse,
  type PublicTalentSheet,
  type RosterResponse,
  type StaffRequest,
  type StaffRequestsResponse,
  type TalentRequest,
} from '@tpp/contracts';
import { DEFAULT_CASE_STUDY_THUMBNAIL } from '../src/modules/requests/services/requests.service.js';
import { useTestApi, useTeam } from './support/test-api.js';
import { createSheet } from './factories/sheets.js';
import { addToRoster, rosterCreator } from './factories/talent.js';
import { jpegBytes, PNG_BYTES, uploaded, freshUploadDir } from './factories/uploads.js';

const REQUEST = '/api/user/request-influencer';

describe('requests to the account managers, the portrait, My Requests and the staff console', () => {
  const api = useTestApi(async () => ({ env: { UPLOAD_DIR: await freshUploadDir('requests') } }));
  const alpha = useTeam(api, 'Alpha Agency', { member: { fullName: 'Mia Member' }, colleague: {} });
  const bravo = useTeam(api, 'Bravo Agency', { other: {} });
  const platform = useTeam(api, 'Platform', { staff: { flags: { is_staff: true } } });
  const charlie = useTeam(api, 'Charlie Agency', {
    asker: {},
    teammate: {},
    boss: { role: 'team_admin' },
  });

  const fieldError = (field: string, message: string) => ({
    error: 'INVALID_INPUT',
    message,
    fields: { [field]: [message] },
  });

  describe('Request to Add Talent', () => {
    const valid = {
      name: 'Rio Rivers',
      handle: 'riorivers',
      socials: [
        { platform: 'instagram', url: 'https://instagram.com/riorivers', primary: true },
        { platform: 'tiktok', url: '@rio', primary: false },
      ],
      note: 'Great food creator',
    };

    it.each([
      [{ ...valid, name: '  ' }, 'name', REQUEST_MESSAGES.needDisplayName],
      [{ ...valid, socials: [] }, 'socials', REQUEST_MESSAGES.needOneSocial],
      [
        { ...valid, socials: [{ platform: 'instagram', url: ' ', primary: true }] },
        'socials',
        REQUEST_MESSAGES.needHandleForEach,
      ],
      [
        {
          ...valid,
          socials: [
            { platform: 'tiktok', url: '@a', primary: true },
            { platform: 'tiktok', url: '@b', primary: false },
          ],
        },
        'socials',
        REQUEST_MESSAGES.samePlatformTwice,
      ],
    ])('refuses %j naming %s', async (body, field, message) => {
      const response = await alpha.member.post(REQUEST, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(fieldError(field, message));
    });

    it('refuses platforms outside the list', async () => {
      const response = await alpha.member.post(REQUEST, {
        ...valid,
        socials: [{ platform: 'myspace', url: 'x', primary: true }],
      });
      expect(response.statusCode).toBe(400);
    });

    it('records the request; My Requests shows it to its author only, with the instagram handle', async () => {
      const response = await alpha.member.post(REQUEST, valid);
      expect(response.statusCode).toBe(200);
      const { request_id } = response.json<{ request_id: number }>();
      const mine = (await alpha.member.get('/api/user/my-requests')).json<MyRequestsResponse>();
      expect(mine.requests[0]).toMatchObject({
        id: request_id,
        request_type: 'add',
        status: 'pending',
        influencer_name: 'Rio Rivers',
        instagram_handle: 'riorivers',
        note: 'Great food creator',
        conversation_id: null,
        form_data: { name: 'Rio Rivers', socials: valid.socials },
      });
      const theirs = (await alpha.colleague.get('/api/user/my-requests')).json<MyRequestsResponse>();
      expect(theirs.requests.map((request) => request.id)).not.toContain(request_id);
      expect((await api.browser().get('/api/user/my-requests')).statusCode).toBe(401);
    });
  });

  describe('Request Profile Change', () => {
    it('needs at least one of socials, a note and a portrait', async () => {
      const creator = await rosterCreator(api.db, alpha.id);
      const response = await alpha.member.post(REQUEST, {
        request_type: 'update',
        influencer_id: creator.id,
        note: ' ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(fieldError('note', REQUEST_MESSAGES.noData));
    });

    it("records socials, a note and a portrait of the team's creator", async () => {
      const creator = await rosterCreator(api.db, alpha.id, { fullname: 'Pat Portrait' });
      const key = await uploaded(api, alpha.member, 'image/png', PNG_BYTES);
      const response = await alpha.member.post(REQUEST, {
        request_type: 'update',
        influencer_id: creator.id,
        socials: [{ platform: 'youtube', url: 'https://youtube.com/@pat', primary: true }],
        note: 'New channel',
        uploadedKey: key,
      });
      expect(response.statusCode).toBe(200);
      const [latest] = (await alpha.member.get('/api/user/my-requests')).json<MyRequestsResponse>().requests;
      expect(latest).toMatchObject({
        request_type: 'update',
        influencer_id: creator.id,
        influencer_name: 'Pat Portrait',
        uploads: [{ key, url: `/api/uploads/${key}`, content_type: 'image/png' }],
      });
    });

    it("answers 404 for another team's creator and refuses an attachment as the portrait", async () => {
      const theirs = await rosterCreator(api.db, bravo.id);
      const response = await alpha.member.post(REQUEST, {
        request_type: 'update',
        influencer_id: theirs.id,
        note: 'x',
      });
      expect(response.statusCode).toBe(404);
      const ours = await rosterCreator(api.db, alpha.id);
      const pdf = await uploaded(api, alpha.member, 'application/pdf', Buffer.from('%PDF-1.4\n'));
      const attachment = await alpha.member.post(REQUEST, {
        request_type: 'update',
        influencer_id: ours.id,
        uploadedKey: pdf,
      });
      expect(attachment.statusCode).toBe(400);
      expect(attachment.json()).toMatchObject({ fields: { uploadedKey: [REQUEST_MESSAGES.uploadFailed] } });
    });
  });

  describe('Request Content Change', () => {
    it.each([
      [{}, REQUEST_MESSAGES.needContentRequest],
      [{ '999999': ['https://a.example/1'] }, REQUEST_MESSAGES.contentNeedsAccount],
      [{ ACCOUNT: ['ftp://files.example/x'] }, 'Invalid URL format: ftp://files.example/x'],
      [
        {
          ACCOUNT: [
            'https://a.example/1',
            'https://a.example/2',
            'https://a.example/3',
            'https://a.example/4',
          ],
        },
        REQUEST_MESSAGES.tooManyUrls,
      ],
      [{ ACCOUNT: ['  '] }, REQUEST_MESSAGES.needOneUrl],
    ])('refuses %j with the spec message', async (requests, message) => {
      const creator = await rosterCreator(api.db, alpha.id);
      const content = JSON.parse(
        JSON.stringify(requests).replace('ACCOUNT', String(creator.accountIds[0])),
      ) as Record<string, string[]>;
      const response = await alpha.member.post('/api/user/customize-influencer-content', {
        influencer_id: creator.id,
        content_requests: content,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(fieldError('content_requests', message));
    });

    it('records up to 3 URLs per account with notes', async () => {
      const creator = await rosterCreator(api.db, alpha.id, {
        accounts: [{ platform: 'instagram' }, { platform: 'tiktok' }],
      });
      const [first, second] = creator.accountIds.map(String);
      const content = {
        [first!]: ['https://instagram.com/p/1', 'https://instagram.com/p/2', 'https://instagram.com/p/3'],
        [second!]: ['http://tiktok.com/v/9'],
      };
      const response = await alpha.member.post('/api/user/customize-influencer-content', {
        influencer_id: creator.id,
        content_requests: content,
        notes: 'Swap the top posts',
      });
      expect(response.statusCode).toBe(200);
      const [latest] = (await alpha.member.get('/api/user/my-requests')).json<MyRequestsResponse>().requests;
      expect(latest).toMatchObject({
        request_type: 'content',
        note: 'Swap the top posts',
        form_data: { content_requests: content },
      });
    });
  });

  describe('Portrait change', () => {
    it("replaces the team's picture at once on the roster and the public roster; the other team keeps its own", async () => {
      const creator = await rosterCreator(api.db, alpha.id);
      await addToRoster(api.db, bravo.id, creator.id);
      const publicBefore = (
        await api.browser().get(`/api/team/roster/${alpha.id}`)
      ).json<PublicRosterResponse>();
      const before = publicBefore.influencers.find((card) => card.id === creator.id)!.picture_main_url;
      const sheet = await createSheet(alpha.member, [creator.id], { description: 'Picks' });
      const sheetPicture = async () =>
        (await api.browser().get(`/api/public/talent-sheets/${sheet.sheet_id}`))
          .json<PublicTalentSheet>()
          .influencers.find((card) => card.id === creator.id)!.picture_main_url;
      expect(await sheetPicture()).not.toContain('/api/uploads/');

      const key = await uploaded(api, alpha.member, 'image/jpeg', jpegBytes(600));
      const response = await alpha.member.post('/api/user/replace-portrait', {
        influencer_id: creator.id,
        uploadedKey: key,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, picture_url: `/api/uploads/${key}` });

      const roster = (
        await alpha.member.get(`/api/user/influencers?influencer_ids=${creator.id}`)
      ).json<RosterResponse>();
      expect(roster.influencers[0]!.picture_main_url).toBe(`/api/uploads/${key}`);
      const publicAfter = (
        await api.browser().get(`/api/team/roster/${alpha.id}`)
      ).json<PublicRosterResponse>();
      expect(publicAfter.influencers.find((card) => card.id === creator.id)!.picture_main_url).toBe(
        `/api/uploads/${key}`,
      );
      // The cached public sheet follows at once too.
      expect(await sheetPicture()).toBe(`/api/uploads/${key}`);
      const otherTeam = (
        await api.browser().get(`/api/team/roster/${bravo.id}`)
      ).json<PublicRosterResponse>();
      expect(otherTeam.influencers.find((card) => card.id === creator.id)!.picture_main_url).toBe(before);
      const [latest] = (await alpha.member.get('/api/user/my-requests')).json<MyRequestsResponse>().requests;
      expect(latest).toMatchObject({
        request_type: 'portrait',
        status: 'completed',
        influencer_id: creator.id,
      });
    });

    it('accepts only a square JPEG of at most 600 px', async () => {
      const creator = await rosterCreator(api.db, alpha.id);
      for (const bytes of [jpegBytes(601), jpegBytes(300, 200)]) {
        const key = await uploaded(api, alpha.member, 'image/jpeg', bytes);
        const response = await alpha.member.post('/api/user/replace-portrait', {
          influencer_id: creator.id,
          uploadedKey: key,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          fields: { uploadedKey: [expect.stringContaining('600 px')] },
        });
      }
      const png = await uploaded(api, alpha.member, 'image/png', PNG_BYTES);
      expect(
        (
          await alpha.member.post('/api/user/replace-portrait', {
            influencer_id: creator.id,
            uploadedKey: png,
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('Case study', () => {
    const study = {
      request_type: 'case_study',
      title: 'Summer launch',
      brandPartner: 'Sunny Co',
      campaignSummary: 'Three reels',
      campaignResults: '1M views',
      campaignObjectives: 'Awareness',
      highlightedContentUrl: 'https://instagram.com/p/abc',
    };

    it('needs every field but the thumbnail', async () => {
      const creator = await rosterCreator(api.db, alpha.id);
      const response = await alpha.member.post(REQUEST, {
        ...study,
        influencer_id: creator.id,
        brandPartner: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(fieldError('brandPartner', 'Please enter the Brand Partner'));
    });

    it("joins the creator's profile at once, with the default thumbnail or the uploaded one", async () => {
      const creator = await rosterCreator(api.db, alpha.id);
      expect((await alpha.member.post(REQUEST, { ...study, influencer_id: creator.id })).statusCode).toBe(
        200,
      );
      const thumbnail = await uploaded(
        api,
        alpha.member,
        'image/webp',
        Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
      );
      const second = await alpha.member.post(REQUEST, {
        ...study,
        title: 'Winter',
        influencer_id: creator.id,
        thumbnailKey: thumbnail,
      });
      expect(second.statusCode).toBe(200);
      const profile = (
        await alpha.member.get(`/api/influencers/profiles/${creator.id}`)
      ).json<InfluencerProfile>();
      expect(profile.case_studies).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            title: 'Summer launch',
            brandPartner: 'Sunny Co',
            contentThumbnail: DEFAULT_CASE_STUDY_THUMBNAIL,
          }),
          expect.objectContaining({ title: 'Winter', contentThumbnail: `/api/uploads/${thumbnail}` }),
        ]),
      );
      const other = await rosterCreator(api.db, bravo.id);
      expect((await alpha.member.post(REQUEST, { ...study, influencer_id: other.id })).statusCode).toBe(404);
    });
  });

  describe('My Requests: cancelling, the status history and the Add Talent tasks', () => {
    const addRequest = async (browser: typeof charlie.asker, name = 'Cleo Cancel') => {
      const response = await browser.post(REQUEST, {
        name,
        socials: [{ platform: 'instagram', url: `@${name.toLowerCase().replace(/\W/g, '')}`, primary: true }],
        note: 'Please add',
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ request_id: number }>().request_id;
    };
    const cancel = (browser: typeof charlie.asker, requestId: unknown) =>
      browser.post(API.requests.cancel.path, { request_id: requestId });
    const mine = async (browser: typeof charlie.asker) =>
      (await browser.get(API.requests.mine.path)).json<MyRequestsResponse>();
    const staffList = async (status: string) =>
      (await platform.staff.get(`/api/staff/requests?status=${status}`)).json<StaffRequestsResponse>()
        .requests;

    it('lets the requester cancel a pending request; staff see it cancelled and cannot complete it', async () => {
      const id = await addRequest(charlie.asker);
      const response = await cancel(charlie.asker, id);
      expect(response.statusCode).toBe(200);
      expect(response.json<TalentRequest>()).toMatchObject({ id, status: 'cancelled', resolution: null });
      const shown = (await mine(charlie.asker)).requests.find((request) => request.id === id)!;
      expect(shown.status).toBe('cancelled');
      expect(shown.history.map((change) => change.status)).toEqual(['pending', 'cancelled']);
      expect(Date.parse(shown.history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(shown.history[0]!.at));

      expect((await staffList('cancelled')).find((request) => request.id === id)).toMatchObject({
        status: 'cancelled',
        team_name: 'Charlie Agency',
      });
      expect((await staffList('pending')).map((request) => request.id)).not.toContain(id);
      for (const body of [
        { request_id: id, action: 'complete' },
        { request_id: id, action: 'reject', note: 'No' },
      ]) {
        const refused = await platform.staff.post('/api/staff/requests/resolve', body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ message: REQUEST_MESSAGES.cancelledByTeam });
      }
      expect((await mine(charlie.asker)).requests.find((request) => request.id === id)!.status).toBe(
        'cancelled',
      );
    });

    it('refuses to cancel a request that is no longer pending, with the reason', async () => {
      const completedId = await addRequest(charlie.asker, 'Done Dana');
      await platform.staff.post('/api/staff/requests/resolve', {
        request_id: completedId,
        action: 'complete',
      });
      const answeredId = await addRequest(charlie.asker, 'Talk Tia');
      await platform.staff.post('/api/staff/requests/start-conversation', {
        request_id: answeredId,
        body: 'A question',
      });
      const cancelledId = await addRequest(charlie.asker, 'Twice Tom');
      expect((await cancel(charlie.asker, cancelledId)).statusCode).toBe(200);
      for (const id of [completedId, answeredId, cancelledId]) {
        const refused = await cancel(charlie.asker, id);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          error: 'CONFLICT',
          message: REQUEST_MESSAGES.cancelOnlyPending,
        });
      }
      const statuses = Object.fromEntries(
        (await mine(charlie.asker)).requests.map((request) => [request.id, request.status]),
      );
      expect([statuses[completedId], statuses[answeredId], statuses[cancelledId]]).toEqual([
        'completed',
        'conversation_started',
        'cancelled',
      ]);
      const completed = (await mine(charlie.asker)).requests.find((request) => request.id === completedId)!;
      expect(completed.history).toEqual([
        { status: 'pending', resolution: null, at: completed.created_at },
        { status: 'completed', resolution: 'done', at: completed.status_updated_at },
      ]);
    });

    it("lets a team admin cancel a teammate's request, not a member; another team gets 404 like a missing id", async () => {
      const id = await addRequest(charlie.asker, 'Team Tess');
      const byTeammate = await cancel(charlie.teammate, id);
      expect(byTeammate.statusCode).toBe(403);
      expect(byTeammate.json()).toMatchObject({ error: 'FORBIDDEN' });
      const foreign = await cancel(bravo.other, id);
      const missing = await cancel(bravo.other, 2_000_000_000);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect(missing.json()).toMatchObject({ message: REQUEST_MESSAGES.requestNotFound });
      expect((await mine(charlie.asker)).requests.find((request) => request.id === id)!.status).toBe(
        'pending',
      );
      const byAdmin = await cancel(charlie.boss, id);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json<TalentRequest>().status).toBe('cancelled');
    });

    it.each([
      [{}, 'request_id'],
      [{ request_id: 'abc' }, 'request_id'],
      [{ request_id: -3 }, 'request_id'],
      [{ request_id: null }, 'request_id'],
    ])('refuses %j naming %s', async (body, field) => {
      const response = await charlie.asker.post(API.requests.cancel.path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { [field]: [expect.any(String)] } });
    });

    it("lists the caller's own Add Talent tasks beside the requests", async () => {
      const added = await charlie.asker.post(API.intake.addInfluencer.path, {
        influencer: {
          name: 'Tara Task',
          socials: [{ platform: 'instagram', handle: `tara_${Date.now()}`, primary: true }],
        },
      });
      expect(added.statusCode).toBe(200);
      const { task } = added.json<AddInfluencerResponse>();
      const listed = (await mine(charlie.asker)).tasks;
      expect(listed.map((row) => row.id)).toContain(task.id);
      expect(listed.find((row) => row.id === task.id)).toMatchObject({ influencer_name: 'Tara Task' });
      expect((await mine(charlie.teammate)).tasks.map((row) => row.id)).not.toContain(task.id);
      expect((await mine(bravo.other)).tasks.map((row) => row.id)).not.toContain(task.id);
    });
  });

  describe('the staff console', () => {
    it('is for staff only', async () => {
      expect((await alpha.member.get('/api/staff/requests')).statusCode).toBe(403);
      expect(
        (
          await alpha.member.post('/api/staff/requests/resolve', { request_id: 1, action: 'complete' })
        ).json(),
      ).toMatchObject({
        error: 'STAFF_ONLY',
      });
    });

    it("lists every team's requests newest first; completes one and rejects one with a note", async () => {
      const ours = await alpha.member.post(REQUEST, {
        name: 'Ada',
        socials: [{ platform: 'instagram', url: 'ada', primary: true }],
      });
      const theirs = await bravo.other.post(REQUEST, {
        name: 'Bo',
        socials: [{ platform: 'tiktok', url: 'bo', primary: true }],
      });
      const list = (
        await platform.staff.get('/api/staff/requests?status=pending')
      ).json<StaffRequestsResponse>();
      const ids = list.requests.map((request) => request.id);
      const oursId = ours.json<{ request_id: number }>().request_id;
      const theirsId = theirs.json<{ request_id: number }>().request_id;
      expect(ids.indexOf(theirsId)).toBeLessThan(ids.indexOf(oursId));
      expect(list.requests.find((request) => request.id === oursId)).toMatchObject({
        team_name: 'Alpha Agency',
        requester_email: alpha.users.member.email,
        requester_name: 'Mia Member',
      });

      const noNote = await platform.staff.post('/api/staff/requests/resolve', {
        request_id: theirsId,
        action: 'reject',
      });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json()).toMatchObject({ fields: { note: [expect.any(String)] } });
      const rejected = await platform.staff.post('/api/staff/requests/resolve', {
        request_id: theirsId,
        action: 'reject',
        note: 'Not a fit',
      });
      expect(rejected.json<StaffRequest>()).toMatchObject({
        status: 'completed',
        resolution: 'rejected',
        staff_note: 'Not a fit',
      });

      const completed = await platform.staff.post('/api/staff/requests/resolve', {
        request_id: oursId,
        action: 'complete',
      });
      expect(completed.statusCode).toBe(200);
      expect(
        (await platform.staff.post('/api/staff/requests/resolve', { request_id: oursId, action: 'complete' }))
          .statusCode,
      ).toBe(409);
      expect(
        (
          await platform.staff.post('/api/staff/requests/resolve', {
            request_id: 2_000_000_000,
            action: 'complete',
          })
        ).statusCode,
      ).toBe(404);
      const mine = (await alpha.member.get('/api/user/my-requests')).json<MyRequestsResponse>();
      const shown = mine.requests.find((request) => request.id === oursId)!;
      expect(shown).toMatchObject({ status: 'completed', resolution: 'done' });
      expect(Date.parse(shown.status_updated_at)).toBeGreaterThanOrEqual(Date.parse(shown.created_at));
      const pending = (
        await platform.staff.get('/api/staff/requests?status=pending')
      ).json<StaffRequestsResponse>();
      expect(pending.requests.map((request) => request.id)).not.toContain(oursId);
    });

    it('names the accounts of a content request by platform and handle, not by internal id', async () => {
      const creator = await rosterCreator(api.db, alpha.id, {
        fullname: 'Zoe Morales',
        accounts: [
          { platform: 'instagram', handle: 'zoe.morales' },
          { platform: 'tiktok', handle: 'zoemoves' },
        ],
      });
      const [instagram, tiktok] = creator.accountIds;
      const submitted = await alpha.member.post('/api/user/customize-influencer-content', {
        influencer_id: creator.id,
        content_requests: { [instagram!]: ['https://instagram.com/p/abc'] },
        notes: 'Swap the first post',
      });
      expect(submitted.statusCode).toBe(200);
      const id = submitted.json<{ request_id: number }>().request_id;
      const staffList = (
        await platform.staff.get('/api/staff/requests?status=pending')
      ).json<StaffRequestsResponse>();
      const shown = staffList.requests.find((request) => request.id === id)!;
      expect(shown.content_accounts).toEqual([
        { account_id: String(instagram), platform: 'instagram', handle: 'zoe.morales' },
      ]);
      expect(shown.content_accounts.map((account) => account.account_id)).not.toContain(String(tiktok));
      const mineShown = (await alpha.member.get('/api/user/my-requests'))
        .json<MyRequestsResponse>()
        .requests.find((request) => request.id === id)!;
      expect(mineShown.content_accounts).toEqual(shown.content_accounts);
    });
  });
});
