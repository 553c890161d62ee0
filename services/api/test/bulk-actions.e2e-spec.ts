import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  BULK_LIMITS,
  SHEET_ERROR_CODES,
  SHEET_LIMITS,
  TALENT_ERROR_CODES,
  type AddToSheetResponse,
  type BulkTagsResponse,
  type RosterResponse,
  type TalentSheetResponse,
} from '@tpp/contracts';
import { createSheet, rosterCreators } from './factories/sheets.js';
import { bulkRoster, createCreator, rosterCreator } from './factories/talent.js';
import { useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

const MISSING_CREATOR = 2147483000;
const ADD = '/api/user/talent-sheets/add-influencers';
const TAG = '/api/user/influencers/bulk-tags';

type ErrorAnswer = { error: string; message: string; fields?: Record<string, string[]> };

/**
 * The selection bar's bulk calls: add many creators to a talent sheet (existing or new) and add or
 * remove tags on many creators, each one request, scoped to the caller's team.
 */
describe('bulk actions on creators', () => {
  const api = useTestApi();
  let ourTeam: number;
  let otherTeam: number;
  let alice: TestBrowser;
  let bob: TestBrowser;
  let roster: number[];
  /** On the other team's roster, with that team's tags. */
  let foreign: number;
  /** On no roster (a directory creator). */
  let loose: number;

  const teamRow = async (teamId: number, influencerId: number) =>
    (
      await api.db.query<{ represented: boolean; tags: string[]; display_tags: string[] }>(
        `SELECT represented, tags, display_tags FROM team_influencers WHERE team_id = $1 AND influencer_id = $2`,
        [teamId, influencerId],
      )
    ).rows[0];

  const sheetIds = async (browser: TestBrowser, sheetId: string) =>
    (await browser.get(`/api/talent-sheets/${sheetId}?sheet_type=talent`))
      .json<TalentSheetResponse>()
      .sheet.influencers.map((influencer) => influencer.id);

  beforeAll(async () => {
    ourTeam = await api.createTeam('Bulk Agency');
    otherTeam = await api.createTeam('Other Bulk Agency');
    alice = await api.signedIn(await api.createUser({ teamId: ourTeam }));
    bob = await api.signedIn(await api.createUser({ teamId: otherTeam }));
    roster = await rosterCreators(api.db, ourTeam, 4, 'Bulk Creator');
    foreign = (
      await rosterCreator(
        api.db,
        otherTeam,
        { fullname: 'Fay Foreign' },
        { tags: ['secret'], displayTags: ['secret'] },
      )
    ).id;
    loose = (await createCreator(api.db, { fullname: 'Lou Loose' })).id;
  });

  describe('add to a sheet', () => {
    it('appends to an existing sheet, skips those on it already, and keeps order and notes', async () => {
      const sheet = await createSheet(alice, [roster[0]!], {
        title: 'Spring launch',
        notes: { [roster[0]!]: 'Keep me' },
      });
      const response = await alice.post(ADD, {
        sheet_id: sheet.sheet_id,
        influencer_ids: [roster[2]!, roster[0]!, roster[1]!, roster[2]!],
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json<AddToSheetResponse>();
      expect(answer).toMatchObject({
        success: true,
        sheet_id: sheet.sheet_id,
        title: 'Spring launch',
        added: [roster[2], roster[1]],
        already_on_sheet: 1,
        not_added: 0,
      });
      expect(answer.version).toBe(sheet.version + 1);
      expect(await sheetIds(alice, sheet.sheet_id)).toEqual([roster[0], roster[2], roster[1]]);
      const read = (
        await alice.get(`/api/talent-sheets/${sheet.sheet_id}?sheet_type=talent`)
      ).json<TalentSheetResponse>();
      expect(read.sheet.notes[String(roster[0])]).toBe('Keep me');
    });

    it('makes a new talent sheet with the title given', async () => {
      const response = await alice.post(ADD, {
        new_sheet_title: '  Fresh picks ',
        influencer_ids: [roster[3]!, roster[1]!],
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json<AddToSheetResponse>();
      expect(answer).toMatchObject({
        title: 'Fresh picks',
        added: [roster[3], roster[1]],
        already_on_sheet: 0,
      });
      expect(await sheetIds(alice, answer.sheet_id)).toEqual([roster[3], roster[1]]);
      const row = await api.db.query<{ team_id: number; sheet_type: string }>(
        `SELECT team_id, sheet_type FROM talent_sheets WHERE public_id = $1`,
        [answer.sheet_id],
      );
      expect(row.rows[0]).toEqual({ team_id: ourTeam, sheet_type: 'talent' });
    });

    it("pitches a directory creator without copying another team's customisation", async () => {
      const response = await alice.post(ADD, {
        new_sheet_title: 'Directory',
        influencer_ids: [foreign, loose],
      });
      expect(response.statusCode).toBe(200);
      expect(await teamRow(ourTeam, foreign)).toEqual({ represented: false, tags: [], display_tags: [] });
      expect(await teamRow(ourTeam, loose)).toMatchObject({ represented: false });
      expect(await teamRow(otherTeam, foreign)).toEqual({
        represented: true,
        tags: ['secret'],
        display_tags: ['secret'],
      });
    });

    it("refuses another team's sheet with 404 and changes nothing", async () => {
      const theirs = await createSheet(bob, [foreign], { title: 'Theirs' });
      const response = await alice.post(ADD, { sheet_id: theirs.sheet_id, influencer_ids: [roster[0]!] });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().error).toBe(SHEET_ERROR_CODES.sheetNotFound);
      expect(await sheetIds(bob, theirs.sheet_id)).toEqual([foreign]);
    });

    it('refuses a creator that does not exist, naming influencer_ids, and writes nothing', async () => {
      const sheet = await createSheet(alice, [roster[0]!], { title: 'Untouched' });
      const response = await alice.post(ADD, {
        sheet_id: sheet.sheet_id,
        influencer_ids: [roster[1]!, MISSING_CREATOR],
      });
      expect(response.statusCode).toBe(400);
      const answer = response.json<ErrorAnswer>();
      expect(answer.error).toBe(SHEET_ERROR_CODES.notOnRoster);
      expect(Object.keys(answer.fields!)).toEqual(['influencer_ids']);
      expect(await sheetIds(alice, sheet.sheet_id)).toEqual([roster[0]]);
    });

    it('refuses a campaign sheet, naming sheet_id', async () => {
      const campaign = await createSheet(alice, [roster[0]!], { title: 'Tracker', sheetType: 'campaign' });
      const response = await alice.post(ADD, { sheet_id: campaign.sheet_id, influencer_ids: [roster[1]!] });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>()).toMatchObject({ error: SHEET_ERROR_CODES.notTalentSheet });
      expect(Object.keys(response.json<ErrorAnswer>().fields!)).toEqual(['sheet_id']);
    });

    it.each([
      ['neither sheet_id nor new_sheet_title', { influencer_ids: [1] }, 'sheet_id'],
      [
        'both sheet_id and new_sheet_title',
        { influencer_ids: [1], sheet_id: 'abcdefgh', new_sheet_title: 'x' },
        'sheet_id',
      ],
      ['a blank new title', { influencer_ids: [1], new_sheet_title: '   ' }, 'new_sheet_title'],
      ['no creators', { influencer_ids: [], new_sheet_title: 'x' }, 'influencer_ids'],
      [
        'a creator id that is not a number',
        { influencer_ids: ['1'], new_sheet_title: 'x' },
        'influencer_ids',
      ],
      [
        `more than ${BULK_LIMITS.maxCreators} creators`,
        {
          influencer_ids: Array.from({ length: BULK_LIMITS.maxCreators + 1 }, (_v, i) => i + 1),
          new_sheet_title: 'x',
        },
        'influencer_ids',
      ],
    ])('answers 400 naming the field for %s', async (_case, body, field) => {
      const before = await api.db.query(`SELECT count(*)::int AS n FROM talent_sheets WHERE team_id = $1`, [
        ourTeam,
      ]);
      const response = await alice.post(ADD, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<ErrorAnswer>().fields ?? {})).toContain(field);
      const after = await api.db.query(`SELECT count(*)::int AS n FROM talent_sheets WHERE team_id = $1`, [
        ourTeam,
      ]);
      expect(after.rows).toEqual(before.rows);
    });

    it(`takes ${BULK_LIMITS.maxCreators} creators in one request`, async () => {
      const team = await api.createTeam('Big Agency');
      const carol = await api.signedIn(await api.createUser({ teamId: team }));
      await bulkRoster(api.db, team, BULK_LIMITS.maxCreators);
      const many = (
        await api.db.query<{ influencer_id: number }>(
          `SELECT influencer_id FROM team_influencers WHERE team_id = $1 ORDER BY influencer_id`,
          [team],
        )
      ).rows.map((row) => row.influencer_id);
      const response = await carol.post(ADD, { new_sheet_title: 'Five hundred', influencer_ids: many });
      expect(response.statusCode).toBe(200);
      expect(response.json<AddToSheetResponse>().added).toHaveLength(BULK_LIMITS.maxCreators);
      expect(SHEET_LIMITS.sheetMaxTalent).toBeGreaterThanOrEqual(BULK_LIMITS.maxCreators);
    });
  });

  describe('tags', () => {
    it('adds tags to several creators, keeping their own and their spelling', async () => {
      await api.db.query(
        `UPDATE team_influencers SET tags = '{Fitness}' WHERE team_id = $1 AND influencer_id = $2`,
        [ourTeam, roster[0]],
      );
      const response = await alice.post(TAG, {
        influencer_ids: [roster[0]!, roster[1]!],
        tags: ['fitness', ' Austin ', 'Austin'],
        action: 'add',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<BulkTagsResponse>()).toEqual({ success: true, changed: 2, pitched: 0 });
      expect((await teamRow(ourTeam, roster[0]!))!.tags).toEqual(['Fitness', 'Austin']);
      expect((await teamRow(ourTeam, roster[1]!))!.tags).toEqual(['fitness', 'Austin']);
      const listed = (
        await alice.get(`/api/user/influencers?influencer_ids=${roster[1]}`)
      ).json<RosterResponse>();
      expect(listed.influencers[0]!.tags).toEqual(['fitness', 'Austin']);
    });

    it('makes a tagged directory creator a pitched creator of the team', async () => {
      const fresh = (await createCreator(api.db, { fullname: 'Dee Directory' })).id;
      const response = await alice.post(TAG, {
        influencer_ids: [fresh, roster[2]!],
        tags: ['Scouted'],
        action: 'add',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<BulkTagsResponse>()).toEqual({ success: true, changed: 2, pitched: 1 });
      expect(await teamRow(ourTeam, fresh)).toEqual({
        represented: false,
        tags: ['Scouted'],
        display_tags: [],
      });
      // A pitched creator is not on the roster.
      const listed = (
        await alice.get(`/api/user/influencers?influencer_ids=${fresh}`)
      ).json<RosterResponse>();
      expect(listed.influencers).toEqual([]);
    });

    it("tags only the caller team's row of another team's creator", async () => {
      const response = await alice.post(TAG, {
        influencer_ids: [foreign],
        tags: ['Ours now'],
        action: 'add',
      });
      expect(response.statusCode).toBe(200);
      expect((await teamRow(ourTeam, foreign))!.tags).toEqual(['Ours now']);
      expect(await teamRow(otherTeam, foreign)).toEqual({
        represented: true,
        tags: ['secret'],
        display_tags: ['secret'],
      });
    });

    it('removes tags in any spelling, from the displayed tags too, and only on the team’s creators', async () => {
      await api.db.query(
        `UPDATE team_influencers SET tags = '{Gym,Travel}', display_tags = '{Gym}' WHERE team_id = $1 AND influencer_id = $2`,
        [ourTeam, roster[3]],
      );
      const response = await alice.post(TAG, {
        influencer_ids: [roster[3]!, foreign],
        tags: ['gym', 'secret'],
        action: 'remove',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<BulkTagsResponse>()).toEqual({ success: true, changed: 1, pitched: 0 });
      expect(await teamRow(ourTeam, roster[3]!)).toMatchObject({ tags: ['Travel'], display_tags: [] });
      expect(await teamRow(otherTeam, foreign)).toEqual({
        represented: true,
        tags: ['secret'],
        display_tags: ['secret'],
      });
    });

    it('refuses a creator that does not exist, naming influencer_ids, and tags nobody', async () => {
      const response = await alice.post(TAG, {
        influencer_ids: [roster[1]!, MISSING_CREATOR],
        tags: ['Never'],
        action: 'add',
      });
      expect(response.statusCode).toBe(400);
      const answer = response.json<ErrorAnswer>();
      expect(answer.error).toBe(TALENT_ERROR_CODES.creatorsNotFound);
      expect(Object.keys(answer.fields!)).toEqual(['influencer_ids']);
      expect((await teamRow(ourTeam, roster[1]!))!.tags).not.toContain('Never');
    });

    it.each([
      ['no tags', { influencer_ids: [1], tags: [], action: 'add' }, 'tags'],
      ['only blank tags', { influencer_ids: [1], tags: ['  '], action: 'add' }, 'tags'],
      ['an unknown action', { influencer_ids: [1], tags: ['x'], action: 'replace' }, 'action'],
      ['no creators', { influencer_ids: [], tags: ['x'], action: 'add' }, 'influencer_ids'],
      [
        `more than ${BULK_LIMITS.maxCreators} creators`,
        {
          influencer_ids: Array.from({ length: BULK_LIMITS.maxCreators + 1 }, (_v, i) => i + 1),
          tags: ['x'],
          action: 'add',
        },
        'influencer_ids',
      ],
    ])('answers 400 naming the field for %s', async (_case, body, field) => {
      const response = await alice.post(TAG, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<ErrorAnswer>().fields ?? {})).toContain(field);
    });

    it('needs a session', async () => {
      const response = await api
        .browser()
        .post(TAG, { influencer_ids: [roster[0]!], tags: ['x'], action: 'add' });
      expect(response.statusCode).toBe(401);
    });
  });
});
