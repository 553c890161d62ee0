import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  API,
  COMMON_ERROR_CODES,
  SHEET_ERROR_CODES,
  SHEET_LIMITS,
  SHEET_MESSAGES,
  type CollectionResponse,
  type PublicCollection,
  type SheetAnalyticsResponse,
  type SheetClicksResponse,
  type TalentSheetsResponse,
  type TrashedSheetsResponse,
} from '@tpp/contracts';
import { AnalyticsRollupService } from '../src/modules/analytics/services/analytics-rollup.service.js';
import { SheetTrashService } from '../src/modules/sheets/services/sheet-trash.service.js';
import { createCastingCall, createSheet, rosterCreators } from './factories/sheets.js';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/**
 * The sheets' trash: who may delete (the sheet's owner or a team admin), what a deleted sheet's
 * public links answer, restoring (back in its collections), the statistics that stay, and the purge
 * after 30 days that keeps them.
 */
describe('sheet trash', () => {
  const api = useTestApi();
  const agency = useTeam(api, 'Trash Agency', {
    admin: { fullName: 'Ada Admin', role: 'team_admin' },
    member: { fullName: 'Max Member', role: 'member' },
    other: { fullName: 'Olive Other', role: 'member' },
  });
  const foreign = useTeam(api, 'Trash Other Agency', { boss: { role: 'team_admin' } });
  let creators: number[];
  let ipCounter = 0;

  beforeAll(async () => {
    creators = await rosterCreators(api.db, agency.id, 4, 'Trash Creator');
  });
  beforeEach(async () => {
    await api.db.query('DELETE FROM analytics_view_windows');
  });

  const sheetOf = (browser: TestBrowser, title: string) =>
    createSheet(browser, [creators[0]!, creators[1]!], { title, description: `${title} picks` });
  const post = (browser: TestBrowser, path: string, sheetId: string) =>
    browser.post(path, { sheet_id: sheetId });
  const remove = (browser: TestBrowser, sheetId: string) => post(browser, API.sheets.delete.path, sheetId);
  const restore = (browser: TestBrowser, sheetId: string) => post(browser, API.sheets.restore.path, sheetId);
  const forever = (browser: TestBrowser, sheetId: string) =>
    post(browser, API.sheets.deleteForever.path, sheetId);
  const trash = async (browser: TestBrowser) => {
    const response = await browser.get(API.sheets.trash.path);
    expect(response.statusCode).toBe(200);
    return response.json<TrashedSheetsResponse>().sheets;
  };
  const listed = async (browser: TestBrowser) =>
    (await browser.get('/api/talent-sheets?limit=1000')).json<TalentSheetsResponse>().sheets;
  const publicPage = (sheetId: string) =>
    api.browser('203.0.113.9').get(`/api/public/talent-sheets/${sheetId}`);

  async function view(sheetId: string): Promise<void> {
    const browser = api.browser(`198.51.100.${++ipCounter}`);
    const response = await browser.post(
      '/api/analytics',
      { event_type: 'sheet_view', data: { sheet_id: sheetId } },
      { headers: { 'user-agent': CHROME } },
    );
    expect(response.statusCode).toBe(204);
  }
  async function report(browser: TestBrowser): Promise<SheetAnalyticsResponse> {
    const response = await browser.get('/api/user/analytics/sheets?since_days=all');
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const totalViews = (answer: SheetAnalyticsResponse) =>
    answer.views.reduce((sum, row) => sum + row.views, 0);

  describe('who may delete', () => {
    it("refuses a member deleting an admin's sheet with 403 and the reason; the sheet stays", async () => {
      const sheet = await sheetOf(agency.admin, 'Admin launch');
      const refused = await remove(agency.member, sheet.sheet_id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: COMMON_ERROR_CODES.forbidden,
        message: SHEET_MESSAGES.deleteSheetNotAllowed,
      });
      expect((await agency.admin.get(`/api/talent-sheets/${sheet.sheet_id}`)).statusCode).toBe(200);
      expect((await publicPage(sheet.sheet_id)).statusCode).toBe(200);
      // The list says who may delete each sheet.
      const row = (await listed(agency.member)).find((entry) => entry.id === sheet.sheet_id);
      expect(row?.can_delete).toBe(false);
      expect((await listed(agency.admin)).find((entry) => entry.id === sheet.sheet_id)?.can_delete).toBe(
        true,
      );
    });

    it('lets the owner delete their sheet, and a team admin delete anyone’s', async () => {
      const own = await sheetOf(agency.member, 'Member own');
      expect((await listed(agency.member)).find((entry) => entry.id === own.sheet_id)?.can_delete).toBe(true);
      expect((await remove(agency.member, own.sheet_id)).json()).toEqual({ success: true });
      const members = await sheetOf(agency.other, 'Other member sheet');
      expect((await remove(agency.admin, members.sheet_id)).json()).toEqual({ success: true });
      for (const id of [own.sheet_id, members.sheet_id]) {
        expect((await agency.admin.get(`/api/talent-sheets/${id}`)).statusCode).toBe(404);
        expect((await listed(agency.admin)).some((entry) => entry.id === id)).toBe(false);
        // Deleting twice: it is no longer a live sheet.
        expect((await remove(agency.admin, id)).statusCode).toBe(404);
      }
      const bin = await trash(agency.member);
      expect(bin.find((entry) => entry.id === own.sheet_id)).toEqual({
        id: own.sheet_id,
        title: 'Member own',
        sheet_type: 'talent',
        creator_user_id: agency.users.member.id,
        creator_name: 'Max Member',
        deleted_at: expect.any(String),
        deleted_by_name: 'Max Member',
        purge_at: expect.any(String),
        days_left: SHEET_LIMITS.trashDays,
        can_manage: true,
      });
      const byAdmin = bin.find((entry) => entry.id === members.sheet_id)!;
      expect(byAdmin).toMatchObject({
        deleted_by_name: 'Ada Admin',
        creator_name: 'Olive Other',
        can_manage: false,
      });
      const purgeAt = Date.parse(byAdmin.purge_at) - Date.parse(byAdmin.deleted_at);
      expect(purgeAt).toBe(SHEET_LIMITS.trashDays * 86_400_000);
      // A member may not restore nor delete forever someone else's sheet; its owner may restore.
      const notYours = await restore(agency.member, members.sheet_id);
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json()).toMatchObject({ message: SHEET_MESSAGES.restoreSheetNotAllowed });
      expect((await forever(agency.member, members.sheet_id)).statusCode).toBe(403);
      expect((await restore(agency.other, members.sheet_id)).json()).toEqual({ success: true });
      expect((await agency.other.get(`/api/talent-sheets/${members.sheet_id}`)).statusCode).toBe(200);
    });
  });

  it("a deleted sheet's public answers say it is no longer available; restoring brings it back in its collections", async () => {
    const sheet = await sheetOf(agency.admin, 'Collected');
    const kept = await sheetOf(agency.admin, 'Stays');
    const saved = await agency.admin.post('/api/user/collections/save', {
      title: 'Holiday collection',
      salesheet_ids: [sheet.sheet_id, kept.sheet_id],
    });
    expect(saved.statusCode).toBe(200);
    const collectionId = saved.json<{ collection_id: string }>().collection_id;
    const privateSheets = async () =>
      (await agency.admin.get(`/api/user/collections/${collectionId}`))
        .json<CollectionResponse>()
        .collection.sheets.map((entry) => entry.id);
    const publicSheets = async () =>
      (await api.browser('203.0.113.10').get(`/api/public/collections/${collectionId}`))
        .json<PublicCollection>()
        .sheets.map((entry) => entry.id);
    expect(await publicSheets()).toEqual([sheet.sheet_id, kept.sheet_id]);
    expect((await publicPage(sheet.sheet_id)).statusCode).toBe(200);

    expect((await remove(agency.admin, sheet.sheet_id)).statusCode).toBe(200);
    const unavailable = {
      error: SHEET_ERROR_CODES.sheetUnavailable,
      message: SHEET_MESSAGES.sheetUnavailable,
    };
    const page = await publicPage(sheet.sheet_id);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject(unavailable);
    expect(page.body).not.toContain('Trash Creator');
    const brand = api.browser('203.0.113.11');
    const profile = await brand.get(
      `/api/public/talent-sheet-profile?salesheet_id=${sheet.sheet_id}&influencer_id=${creators[0]}`,
    );
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toMatchObject(unavailable);
    const response = await brand.post('/api/talent-sheet-response-form', {
      talent_sheet_id: sheet.sheet_id,
      liked_influencers: [creators[0]],
      responder_name: 'Morgan',
      responder_email: 'morgan@brand.example',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject(unavailable);
    // The collection skips it, privately and publicly, and a save of the collection keeps its place.
    expect(await privateSheets()).toEqual([kept.sheet_id]);
    expect(await publicSheets()).toEqual([kept.sheet_id]);
    const resaved = await agency.admin.post('/api/user/collections/save', {
      collection_id: collectionId,
      title: 'Holiday collection (renamed)',
      salesheet_ids: [kept.sheet_id],
      version: saved.json<{ version: number }>().version,
    });
    expect(resaved.statusCode).toBe(200);
    // Its views are not recorded while it is deleted.
    const refusedView = await api
      .browser('198.51.100.250')
      .post(
        '/api/analytics',
        { event_type: 'sheet_view', data: { sheet_id: sheet.sheet_id } },
        { headers: { 'user-agent': CHROME } },
      );
    expect(refusedView.statusCode).toBe(400);

    expect((await restore(agency.admin, sheet.sheet_id)).json()).toEqual({ success: true });
    expect((await publicPage(sheet.sheet_id)).statusCode).toBe(200);
    expect(await privateSheets()).toEqual([sheet.sheet_id, kept.sheet_id]);
    expect(await publicSheets()).toEqual([sheet.sheet_id, kept.sheet_id]);
    expect((await trash(agency.admin)).some((entry) => entry.id === sheet.sheet_id)).toBe(false);
  });

  it('keeps the statistics in the totals, marked deleted, after delete and after the 30-day purge', async () => {
    const rollups = api.app.get(AnalyticsRollupService);
    const sheet = await sheetOf(agency.admin, 'Counted sheet');
    for (let n = 0; n < 3; n += 1) await view(sheet.sheet_id);
    await rollups.rollUp();
    const before = await report(agency.admin);
    const rowBefore = before.views.find((row) => row.sheet_id === sheet.sheet_id);
    expect(rowBefore).toMatchObject({ views: 3, sheet_deleted: false });

    expect((await remove(agency.admin, sheet.sheet_id)).statusCode).toBe(200);
    const afterDelete = await report(agency.admin);
    expect(totalViews(afterDelete)).toBe(totalViews(before));
    expect(afterDelete.views.find((row) => row.sheet_id === sheet.sheet_id)).toMatchObject({
      views: 3,
      sheet_title: 'Counted sheet',
      sheet_deleted: true,
    });

    // Not yet 30 days in the trash: the purge leaves it.
    const trashService = api.app.get(SheetTrashService);
    await api.db.query(
      `UPDATE talent_sheets SET deleted_at = now() - interval '29 days' WHERE public_id = $1`,
      [sheet.sheet_id],
    );
    await trashService.purgeExpired();
    expect((await trash(agency.admin)).find((entry) => entry.id === sheet.sheet_id)?.days_left).toBe(1);
    await api.db.query(
      `UPDATE talent_sheets SET deleted_at = now() - interval '31 days' WHERE public_id = $1`,
      [sheet.sheet_id],
    );
    expect(await trashService.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect((await trash(agency.admin)).some((entry) => entry.id === sheet.sheet_id)).toBe(false);
    expect((await restore(agency.admin, sheet.sheet_id)).statusCode).toBe(404);
    const { rows } = await api.db.query(
      `SELECT (SELECT count(*)::int FROM talent_sheet_influencers WHERE sheet_id = s.id) AS creators, s.description
         FROM talent_sheets s WHERE s.public_id = $1`,
      [sheet.sheet_id],
    );
    expect(rows).toEqual([{ creators: 0, description: null }]);
    expect((await publicPage(sheet.sheet_id)).json()).toMatchObject({
      error: SHEET_ERROR_CODES.sheetUnavailable,
    });
    const afterPurge = await report(agency.admin);
    expect(totalViews(afterPurge)).toBe(totalViews(before));
    expect(afterPurge.views.find((row) => row.sheet_id === sheet.sheet_id)).toMatchObject({
      views: 3,
      sheet_title: 'Counted sheet',
      sheet_deleted: true,
    });
    const own = await agency.admin.get(
      `/api/user/analytics/sheet-clicks?sheet_id=${sheet.sheet_id}&since_days=all`,
    );
    expect(own.json<SheetClicksResponse>()).toMatchObject({ views: 3, sheet_deleted: true });
  });

  it('deletes forever from the trash only, keeping the statistics', async () => {
    const sheet = await sheetOf(agency.member, 'Short lived');
    await view(sheet.sheet_id);
    await api.app.get(AnalyticsRollupService).rollUp();
    const before = totalViews(await report(agency.admin));
    expect((await forever(agency.member, sheet.sheet_id)).statusCode).toBe(404);
    expect((await remove(agency.member, sheet.sheet_id)).statusCode).toBe(200);
    expect((await forever(agency.member, sheet.sheet_id)).json()).toEqual({ success: true });
    expect((await trash(agency.member)).some((entry) => entry.id === sheet.sheet_id)).toBe(false);
    expect((await restore(agency.member, sheet.sheet_id)).statusCode).toBe(404);
    expect(totalViews(await report(agency.admin))).toBe(before);
  });

  it('restores a creator call response only while the team has no newer response to that call', async () => {
    const callId = await createCastingCall(api.db, 'Trash call');
    const save = () =>
      agency.admin.post('/api/user/talent-sheets/save', {
        title: '',
        sheet_type: 'casting_call_response',
        casting_call_id: callId,
        influencers: [{ influencer_id: creators[2], note: '' }],
      });
    const first = (await save()).json<{ sheet_id: string }>().sheet_id;
    expect((await remove(agency.admin, first)).statusCode).toBe(200);
    const second = (await save()).json<{ sheet_id: string }>().sheet_id;
    expect(second).not.toBe(first);
    const conflict = await restore(agency.admin, first);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      error: SHEET_ERROR_CODES.sheetRestoreConflict,
      message: SHEET_MESSAGES.sheetRestoreConflict,
    });
    expect((await remove(agency.admin, second)).statusCode).toBe(200);
    expect((await restore(agency.admin, first)).statusCode).toBe(200);
  });

  it("another team never sees nor changes a team's trash", async () => {
    const sheet = await sheetOf(agency.admin, 'Private trash');
    expect((await remove(foreign.boss, sheet.sheet_id)).statusCode).toBe(404);
    expect((await remove(agency.admin, sheet.sheet_id)).statusCode).toBe(200);
    expect((await trash(foreign.boss)).some((entry) => entry.id === sheet.sheet_id)).toBe(false);
    expect((await restore(foreign.boss, sheet.sheet_id)).statusCode).toBe(404);
    expect((await forever(foreign.boss, sheet.sheet_id)).statusCode).toBe(404);
    expect((await trash(agency.admin)).some((entry) => entry.id === sheet.sheet_id)).toBe(true);
  });

  it('answers bad input with 400 naming sheet_id', async () => {
    for (const path of [API.sheets.delete.path, API.sheets.restore.path, API.sheets.deleteForever.path]) {
      for (const body of [{}, { sheet_id: 42 }, { sheet_id: '' }]) {
        const response = await agency.admin.post(path, body);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['sheet_id']);
      }
    }
  });
});
