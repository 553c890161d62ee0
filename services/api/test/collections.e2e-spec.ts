import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  SHEET_MESSAGES,
  type CollectionResponse,
  type CollectionsResponse,
  type PublicCollection,
} from '@tpp/contracts';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { CollectionsDemoSeedService } from '../src/seed/collections-demo-seed.service.js';
import { PublicSheetCache } from '../src/modules/sheets/services/public-sheet-cache.js';
import { PublicRosterCache } from '../src/modules/talent/services/public-roster-cache.js';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';

interface Sheet {
  id: number;
  publicId: string;
}

/** A sheet inserted straight into the sheets module's tables. */
async function makeSheet(
  db: pg.Client,
  teamId: number,
  options: { title?: string; description?: string | null; type?: string; creators?: number[] } = {},
): Promise<Sheet> {
  const publicId = randomBytes(12).toString('base64url');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO talent_sheets (public_id, team_id, title, description, sheet_type)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      publicId,
      teamId,
      options.title ?? `Sheet ${publicId}`,
      options.description ?? null,
      options.type ?? 'talent',
    ],
  );
  for (const [position, influencerId] of (options.creators ?? []).entries())
    await db.query(
      'INSERT INTO talent_sheet_influencers (sheet_id, influencer_id, position) VALUES ($1, $2, $3)',
      [rows[0]!.id, influencerId, position],
    );
  return { id: rows[0]!.id, publicId };
}

describe('collections', () => {
  const api = useTestApi();
  const collectors = useTeam(api, 'Collectors Agency', { agent: {} }, { displayAccentColor: 'ocean' });
  const otherAgency = useTeam(api, 'Other Agency', { stranger: {} });

  async function create(title: string, ids: string[] = []) {
    const response = await collectors.agent.post('/api/user/collections/save', { title, salesheet_ids: ids });
    expect(response.statusCode).toBe(200);
    return response.json() as { success: true; collection_id: string; version: number };
  }
  async function load(id: string, browser = collectors.agent) {
    const response = await browser.get(`/api/user/collections/${id}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as CollectionResponse).collection;
  }

  beforeAll(async () => {
    await api.db.query(
      `UPDATE teams SET bio = 'We curate.', contact_email = 'hello@collectors.test', phone_number = '555-0100',
                        homepage = 'https://collectors.test', image_url = '/logo.png' WHERE id = $1`,
      [collectors.id],
    );
  });

  describe('create and save', () => {
    it('creates a collection with a random 16-character public id, empty or with sheets', async () => {
      const empty = await create('Empty start');
      expect(empty).toEqual({
        success: true,
        collection_id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
        version: 1,
      });
      const second = await create('Another');
      expect(second.collection_id).not.toBe(empty.collection_id);
      expect(await load(empty.collection_id)).toMatchObject({
        title: 'Empty start',
        salesheet_ids: [],
        sheets: [],
        version: 1,
      });
      const { rows } = await api.db.query('SELECT creator_user_id FROM collections WHERE public_id = $1', [
        empty.collection_id,
      ]);
      expect(rows[0].creator_user_id).toEqual(expect.any(Number));

      const sheet = await makeSheet(api.db, collectors.id, { description: 'Public A' });
      const withSheets = await create('With one', [sheet.publicId]);
      expect((await load(withSheets.collection_id)).salesheet_ids).toEqual([sheet.publicId]);
    });

    it('a new collection needs a title (400 naming title)', async () => {
      for (const body of [{ title: '  ', salesheet_ids: [] }, { salesheet_ids: [] }]) {
        const response = await collectors.agent.post('/api/user/collections/save', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toHaveProperty('title');
      }
    });

    it('saves the ordered sheets and public titles; the sheets get the title and a new version', async () => {
      const ava = await rosterCreator(api.db, collectors.id, { fullname: 'Ava Stone' });
      const ben = await rosterCreator(api.db, collectors.id, { fullname: 'Ben Ortiz' });
      await api.db.query(
        `UPDATE team_influencers SET custom_picture_url = '/custom-ben.png' WHERE influencer_id = $1`,
        [ben.id],
      );
      const first = await makeSheet(api.db, collectors.id, {
        title: 'Internal one',
        creators: [ava.id, ben.id],
      });
      const second = await makeSheet(api.db, collectors.id, {
        title: 'Internal two',
        description: 'Already public',
        creators: [ben.id],
      });
      const third = await makeSheet(api.db, collectors.id, { title: 'Empty', description: 'Empty sheet' });
      const made = await create('Spring picks');
      const cache = api.app.get(PublicSheetCache);
      const generationBefore = cache.generation(first.id);

      const response = await collectors.agent.post('/api/user/collections/save', {
        collection_id: made.collection_id,
        title: '  Spring picks 2026 ',
        salesheet_ids: [second.publicId, third.publicId, first.publicId],
        public_titles: { [first.publicId]: '  Fresh faces ', [second.publicId]: '   ' },
        version: 1,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, collection_id: made.collection_id, version: 2 });

      const collection = await load(made.collection_id);
      expect(collection.title).toBe('Spring picks 2026');
      expect(collection.version).toBe(2);
      expect(collection.salesheet_ids).toEqual([second.publicId, third.publicId, first.publicId]);
      expect(collection.sheets).toEqual([
        {
          id: second.publicId,
          title: 'Internal two',
          description: 'Already public',
          influencer_count: 1,
          cover_photo_url: '/custom-ben.png',
        },
        {
          id: third.publicId,
          title: 'Empty',
          description: 'Empty sheet',
          influencer_count: 0,
          cover_photo_url: null,
        },
        {
          id: first.publicId,
          title: 'Internal one',
          description: 'Fresh faces',
          influencer_count: 2,
          cover_photo_url: '/api/media/avatar/1.svg',
        },
      ]);
      const { rows } = await api.db.query(
        'SELECT id, description, version FROM talent_sheets WHERE id = ANY($1) ORDER BY id',
        [[first.id, second.id]],
      );
      // The blank public title was not saved: the second sheet kept its title and version.
      expect(rows).toEqual([
        { id: first.id, description: 'Fresh faces', version: 2 },
        { id: second.id, description: 'Already public', version: 1 },
      ]);
      expect(cache.generation(first.id)).toBeGreaterThan(generationBefore);

      // Reordering and removing.
      const again = await collectors.agent.post('/api/user/collections/save', {
        collection_id: made.collection_id,
        title: 'Spring picks 2026',
        salesheet_ids: [first.publicId, second.publicId],
        version: 2,
      });
      expect(again.json()).toMatchObject({ version: 3 });
      expect((await load(made.collection_id)).salesheet_ids).toEqual([first.publicId, second.publicId]);
    });

    it('refuses a save without a title, without sheets or with a sheet lacking a public title', async () => {
      const titled = await makeSheet(api.db, collectors.id, { description: 'Titled' });
      const untitled = await makeSheet(api.db, collectors.id);
      const made = await create('To validate', [titled.publicId]);
      for (const body of [
        { title: 'To validate', salesheet_ids: [] },
        { title: '   ', salesheet_ids: [titled.publicId] },
        { title: 'To validate', salesheet_ids: [titled.publicId, untitled.publicId] },
        {
          title: 'To validate',
          salesheet_ids: [untitled.publicId],
          public_titles: { [untitled.publicId]: '  ' },
        },
      ]) {
        const response = await collectors.agent.post('/api/user/collections/save', {
          ...body,
          collection_id: made.collection_id,
          version: 1,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'COLLECTION_INVALID',
          message: SHEET_MESSAGES.collectionInvalid,
        });
      }
      // Nothing changed.
      expect(await load(made.collection_id)).toMatchObject({ version: 1, salesheet_ids: [titled.publicId] });
      const ok = await collectors.agent.post('/api/user/collections/save', {
        collection_id: made.collection_id,
        title: 'To validate',
        salesheet_ids: [titled.publicId, untitled.publicId],
        public_titles: { [untitled.publicId]: 'Now titled' },
        version: 1,
      });
      expect(ok.statusCode).toBe(200);
    });

    it('a save based on an old version answers 409 and changes nothing', async () => {
      const sheet = await makeSheet(api.db, collectors.id, { description: 'Public' });
      const made = await create('Two tabs', [sheet.publicId]);
      const save = (title: string, version: number) =>
        collectors.agent.post('/api/user/collections/save', {
          collection_id: made.collection_id,
          title,
          salesheet_ids: [sheet.publicId],
          version,
        });
      expect((await save('First tab', 1)).statusCode).toBe(200);
      const stale = await save('Second tab', 1);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        statusCode: 409,
        error: 'COLLECTION_CHANGED',
        message: SHEET_MESSAGES.collectionChangedElsewhere,
      });
      expect((await load(made.collection_id)).title).toBe('First tab');
      const missing = await collectors.agent.post('/api/user/collections/save', {
        collection_id: made.collection_id,
        title: 'No version',
        salesheet_ids: [sheet.publicId],
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toHaveProperty('version');
    });

    it('two concurrent saves of one version: exactly one wins', async () => {
      const sheet = await makeSheet(api.db, collectors.id, { description: 'Public' });
      const made = await create('Race', [sheet.publicId]);
      const results = await Promise.all(
        ['A', 'B', 'C'].map((title) =>
          collectors.agent.post('/api/user/collections/save', {
            collection_id: made.collection_id,
            title,
            salesheet_ids: [sheet.publicId],
            version: 1,
          }),
        ),
      );
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it("another team's sheets, campaign sheets, unknown and repeated ids are refused naming salesheet_ids", async () => {
      const foreign = await makeSheet(api.db, otherAgency.id, { description: 'Theirs' });
      const campaign = await makeSheet(api.db, collectors.id, { description: 'Campaign', type: 'campaign' });
      const own = await makeSheet(api.db, collectors.id, { description: 'Ours' });
      const made = await create('Guarded', [own.publicId]);
      for (const ids of [
        [foreign.publicId],
        [campaign.publicId],
        ['unknownSheet0000'],
        [own.publicId, own.publicId],
      ]) {
        for (const extra of [{}, { collection_id: made.collection_id, version: 1 }]) {
          const response = await collectors.agent.post('/api/user/collections/save', {
            title: 'Guarded',
            salesheet_ids: ids,
            ...extra,
          });
          expect(response.statusCode).toBe(400);
          expect(Object.keys(response.json().fields)).toEqual(['salesheet_ids']);
        }
      }
      const { rows } = await api.db.query('SELECT description FROM talent_sheets WHERE id = $1', [
        foreign.id,
      ]);
      expect(rows[0].description).toBe('Theirs');
    });

    it('bad input answers 400 naming the field, never 500', async () => {
      const cases: [unknown, string][] = [
        [{ title: 'x', salesheet_ids: 'abc' }, 'salesheet_ids'],
        [{ title: 'x', salesheet_ids: ['bad id!'] }, 'salesheet_ids'],
        [{ title: 'x'.repeat(201), salesheet_ids: [] }, 'title'],
        [{ title: 'x', salesheet_ids: [], collection_id: 'a/b' }, 'collection_id'],
        [{ title: 'x', salesheet_ids: [], public_titles: 'nope' }, 'public_titles'],
        [{ title: 'x', salesheet_ids: [], public_titles: { a: 5 } }, 'public_titles'],
        [{ title: 'x', salesheet_ids: [], version: 0 }, 'version'],
        [{ title: 'x', salesheet_ids: [], extra: 1 }, 'extra'],
      ];
      for (const [body, field] of cases) {
        const response = await collectors.agent.post('/api/user/collections/save', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toHaveProperty(field);
      }
      const unknown = await collectors.agent.post('/api/user/collections/save', {
        collection_id: 'unknownCollect00',
        title: 'x',
        salesheet_ids: [],
        version: 1,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('list', () => {
    let listTeam: number;
    let lister: TestBrowser;
    beforeAll(async () => {
      listTeam = await api.createTeam('Lister');
      lister = await api.signedIn(await api.createUser({ teamId: listTeam }));
      const sheets = [];
      for (let i = 0; i < 5; i += 1)
        sheets.push(await makeSheet(api.db, listTeam, { title: `List sheet ${i}`, description: `P${i}` }));
      for (let i = 0; i < 27; i += 1) {
        const response = await lister.post('/api/user/collections/save', {
          title: i === 3 ? 'Summer Glow' : `Collection ${String(i).padStart(2, '0')}`,
          salesheet_ids: i === 0 ? sheets.map((sheet) => sheet.publicId) : [],
        });
        expect(response.statusCode).toBe(200);
      }
    });

    it('pages of 25 (default) or 50, newest updated first, with the first 3 sheets', async () => {
      const first = (await lister.get('/api/user/collections')).json() as CollectionsResponse;
      expect(first).toMatchObject({ total: 27, page: 1, limit: 25 });
      expect(first.collections).toHaveLength(25);
      expect(first.collections[0]!.title).toBe('Collection 26');
      const second = (await lister.get('/api/user/collections?page=2')).json() as CollectionsResponse;
      expect(second.collections.map((collection) => collection.title)).toEqual([
        'Collection 01',
        'Collection 00',
      ]);
      const oldest = second.collections[1]!;
      expect(oldest.sheet_count).toBe(5);
      expect(oldest.sheets.map((sheet) => sheet.title)).toEqual([
        'List sheet 0',
        'List sheet 1',
        'List sheet 2',
      ]);
      expect(oldest.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      const fifty = (await lister.get('/api/user/collections?limit=50')).json() as CollectionsResponse;
      expect(fifty.collections).toHaveLength(27);
      expect(fifty.limit).toBe(50);
    });

    it('an edit moves a collection to the top', async () => {
      const all = (await lister.get('/api/user/collections?limit=50')).json() as CollectionsResponse;
      const target = all.collections.find((collection) => collection.title === 'Collection 10')!;
      const detail = await load(target.id, lister);
      const renamed = await lister.post('/api/user/collections/alter-title', {
        collection_id: target.id,
        title: 'Collection 10 renamed',
        version: detail.version,
      });
      expect(renamed.json()).toEqual({
        success: true,
        title: 'Collection 10 renamed',
        version: detail.version + 1,
      });
      const top = (await lister.get('/api/user/collections')).json() as CollectionsResponse;
      expect(top.collections[0]!.title).toBe('Collection 10 renamed');
    });

    it('the title filter applies from 3 characters, case-insensitively; wildcards are literal', async () => {
      const filtered = (
        await lister.get('/api/user/collections?title_filter=glo')
      ).json() as CollectionsResponse;
      expect(filtered.collections.map((collection) => collection.title)).toEqual(['Summer Glow']);
      expect(filtered.total).toBe(1);
      const short = (await lister.get('/api/user/collections?title_filter=gl')).json() as CollectionsResponse;
      expect(short.total).toBeGreaterThanOrEqual(27);
      const wildcard = (
        await lister.get('/api/user/collections?title_filter=%25%25%25')
      ).json() as CollectionsResponse;
      expect(wildcard.total).toBe(0);
    });

    it('bad paging answers 400 naming the field; another team sees none of them', async () => {
      for (const [query, field] of [
        ['limit=30', 'limit'],
        ['page=0', 'page'],
        ['page=abc', 'page'],
      ]) {
        const response = await lister.get(`/api/user/collections?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toHaveProperty(field!);
      }
      const theirs = (
        await otherAgency.stranger.get('/api/user/collections?title_filter=Summer')
      ).json() as CollectionsResponse;
      expect(theirs.total).toBe(0);
    });
  });

  describe('alter title and delete', () => {
    it('renames with the version; stale answers 409; blank answers 400', async () => {
      const made = await create('Old name');
      const renamed = await collectors.agent.post('/api/user/collections/alter-title', {
        collection_id: made.collection_id,
        title: ' New name ',
        version: 1,
      });
      expect(renamed.json()).toEqual({ success: true, title: 'New name', version: 2 });
      const stale = await collectors.agent.post('/api/user/collections/alter-title', {
        collection_id: made.collection_id,
        title: 'Other',
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toBe('COLLECTION_CHANGED');
      const blank = await collectors.agent.post('/api/user/collections/alter-title', {
        collection_id: made.collection_id,
        title: ' ',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().fields).toHaveProperty('title');
      const unversioned = await collectors.agent.post('/api/user/collections/alter-title', {
        collection_id: made.collection_id,
        title: 'Unversioned',
      });
      expect(unversioned.json()).toEqual({ success: true, title: 'Unversioned', version: 3 });
    });

    it('deletes a collection; its sheets stay; a second delete answers 404', async () => {
      const sheet = await makeSheet(api.db, collectors.id, { description: 'Stays' });
      const made = await create('Doomed', [sheet.publicId]);
      const deleted = await collectors.agent.post('/api/user/collections/delete', {
        collection_id: made.collection_id,
      });
      expect(deleted.json()).toEqual({ success: true });
      expect((await collectors.agent.get(`/api/user/collections/${made.collection_id}`)).statusCode).toBe(
        404,
      );
      expect(
        (await collectors.agent.post('/api/user/collections/delete', { collection_id: made.collection_id }))
          .statusCode,
      ).toBe(404);
      expect((await api.db.query('SELECT 1 FROM talent_sheets WHERE id = $1', [sheet.id])).rowCount).toBe(1);
      expect((await api.browser().get(`/api/public/collections/${made.collection_id}`)).statusCode).toBe(404);
    });

    it('a deleted sheet leaves its collections', async () => {
      const a = await makeSheet(api.db, collectors.id, { description: 'A' });
      const b = await makeSheet(api.db, collectors.id, { description: 'B' });
      const made = await create('Shrinks', [a.publicId, b.publicId]);
      await api.db.query('DELETE FROM talent_sheets WHERE id = $1', [a.id]);
      expect((await load(made.collection_id)).salesheet_ids).toEqual([b.publicId]);
    });
  });

  describe('public collection', () => {
    it("shows the talent sheets in order by public title, the team's fields and display settings; cached with an ETag", async () => {
      const creator = await rosterCreator(api.db, collectors.id, { fullname: 'Cleo Park' });
      const a = await makeSheet(api.db, collectors.id, {
        title: 'Internal A',
        description: 'Public A',
        creators: [creator.id],
      });
      const b = await makeSheet(api.db, collectors.id, { title: 'Internal B', description: 'Public B' });
      const made = await create('Shared', [b.publicId, a.publicId]);
      const browser = api.browser();
      const response = await browser.get(`/api/public/collections/${made.collection_id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      const body = response.json() as PublicCollection;
      expect(body).toMatchObject({
        id: made.collection_id,
        title: 'Shared',
        salesheet_ids: [b.publicId, a.publicId],
        team_id: collectors.id,
        team_name: 'Collectors Agency',
        team_image_url: '/logo.png',
        team_contact_email: 'hello@collectors.test',
        team_phone: '555-0100',
        team_homepage: 'https://collectors.test',
        team_bio: 'We curate.',
      });
      expect(body.displaySettings).toMatchObject({ displayAccentColor: 'ocean' });
      expect(body.sheets.map((sheet) => sheet.title)).toEqual(['Public B', 'Public A']);
      expect(JSON.stringify(body)).not.toContain('Internal');
      expect(body.sheets[1]).toMatchObject({
        influencer_count: 1,
        cover_photo_url: '/api/media/avatar/1.svg',
      });

      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await browser.get(`/api/public/collections/${made.collection_id}`, {
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);

      // A save invalidates the cached answer.
      await collectors.agent.post('/api/user/collections/alter-title', {
        collection_id: made.collection_id,
        title: 'Shared v2',
      });
      const changed = await browser.get(`/api/public/collections/${made.collection_id}`, {
        headers: { 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().title).toBe('Shared v2');

      // So does a public title set from the sheet editor, and a creator's new picture on the roster.
      const url = `/api/public/collections/${made.collection_id}`;
      const titled = await collectors.agent.post('/api/user/talent-sheets/public-title', {
        sheet_id: b.publicId,
        public_title: 'Public B, renamed',
      });
      expect(titled.statusCode).toBe(200);
      expect(((await browser.get(url)).json() as PublicCollection).sheets[0]!.title).toBe(
        'Public B, renamed',
      );
      await api.db.query(
        `UPDATE team_influencers SET custom_picture_url = '/new.png' WHERE team_id = $1 AND influencer_id = $2`,
        [collectors.id, creator.id],
      );
      api.app.get(PublicRosterCache).invalidate(collectors.id); // what a roster write through the talent module does
      expect(((await browser.get(url)).json() as PublicCollection).sheets[1]!.cover_photo_url).toBe(
        '/new.png',
      );
    });

    it('unknown and malformed ids answer 404 and 400', async () => {
      expect((await api.browser().get('/api/public/collections/unknownCollect00')).statusCode).toBe(404);
      const malformed = await api.browser().get('/api/public/collections/a%20b');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields).toHaveProperty('id');
    });
  });

  it('anonymous callers get 401 on the private calls', async () => {
    const browser = api.browser();
    expect((await browser.get('/api/user/collections')).statusCode).toBe(401);
    expect(
      (await browser.post('/api/user/collections/save', { title: 'x', salesheet_ids: [] })).statusCode,
    ).toBe(401);
  });

  it('the demo seed makes two valid collections over the team sheets, once', async () => {
    const demoTeam = await api.createTeam('Demo Seed Agency');
    const seeder = api.app.get(CollectionsDemoSeedService);
    expect(await seeder.seedIfEmpty('Demo Seed Agency')).toEqual({ seeded: 0 });
    for (let i = 0; i < 4; i += 1) await makeSheet(api.db, demoTeam, { title: `Demo sheet ${i}` });
    expect(await seeder.seedIfEmpty('Demo Seed Agency')).toEqual({ seeded: 2 });
    expect(await seeder.seedIfEmpty('Demo Seed Agency')).toEqual({ seeded: 0 });
    const { rows } = await api.db.query(
      `SELECT c.title, array_agg(s.description ORDER BY cs.position) AS titles
         FROM collections c JOIN collection_sheets cs ON cs.collection_id = c.id JOIN talent_sheets s ON s.id = cs.sheet_id
        WHERE c.team_id = $1 GROUP BY c.id ORDER BY c.id`,
      [demoTeam],
    );
    expect(rows).toEqual([
      { title: 'Spring 2026 Brand Picks', titles: ['Demo sheet 0', 'Demo sheet 1', 'Demo sheet 2'] },
      { title: 'Agency Highlights', titles: ['Demo sheet 2', 'Demo sheet 3', 'Demo sheet 0'] },
    ]);
  });
});
