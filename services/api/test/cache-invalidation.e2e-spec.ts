import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SHEET_LIMITS, type PublicRosterResponse, type PublicTalentSheet } from '@tpp/contracts';
import { CACHE_INVALIDATION_CHANNEL } from '../src/infrastructure/http/cache-invalidation-bus.js';
import { PublicSheetCache } from '../src/modules/sheets/services/public-sheet-cache.js';
import { createSheet, rosterCreators } from './factories/sheets.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

/** The freshness deadline: a write on one process shows on the others within a second. */
const FRESH_WITHIN_MS = 1_000;
/** The public sheet cache's key of the first page at the default page size. */
const FIRST_PAGE = `1:${SHEET_LIMITS.publicSheetPageSize}`;

/** Asks until `fresh` holds; answers how long that took (throws after 5 s). */
async function untilFresh(fresh: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await fresh())) {
    if (performance.now() - started > 5_000) throw new Error('Still stale after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

/**
 * Two API processes (two applications on one database, each with its own caches): a write through
 * one clears the public-page caches of the other through PostgreSQL LISTEN/NOTIFY, long before
 * the caches' 15 s TTL.
 */
describe('public caches across API processes', () => {
  let a: TestApi;
  let b: TestApi;
  let teamId: number;
  let agent: TestBrowser;
  let creators: number[];

  beforeAll(async () => {
    a = await startTestApi();
    b = await startTestApi({ databaseUrl: a.databaseUrl });
    teamId = await a.createTeam();
    agent = await a.signedIn(await a.createUser({ teamId, role: 'team_admin' }));
    creators = await rosterCreators(a.db, teamId, 3, 'Cached Creator');
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const sheetOn = async (api: TestApi, hashId: string) =>
    (
      await api.browser().get(`/api/public/talent-sheets/${hashId}`, { csrf: false })
    ).json<PublicTalentSheet>();

  /**
   * Reads the sheet through `api` until its first page stays in that process's cache. The
   * creation's own invalidation travels through PostgreSQL and may reach the process after its
   * first read was cached; that clears the entry (as it should), so one read is not enough.
   */
  const cachedOn = async (api: TestApi, hashId: string) => {
    const cache = api.app.get(PublicSheetCache);
    await untilFresh(async () => {
      await sheetOn(api, hashId);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return cache.getByPublicId(hashId, FIRST_PAGE) !== null;
    });
    return cache;
  };

  it('a sheet saved through one process is fresh through the other within a second', async () => {
    const saved = await createSheet(agent, [creators[0]!], {
      title: 'Shared',
      notes: { [creators[0]!]: 'old' },
    });
    expect((await sheetOn(b, saved.sheet_id)).influencer_ids).toEqual([creators[0]]);
    // Served from B's cache from now on.
    await cachedOn(b, saved.sheet_id);

    const save = await agent.post('/api/user/talent-sheets/save', {
      sheet_id: saved.sheet_id,
      version: saved.version,
      title: 'Shared',
      sheet_type: 'talent',
      influencers: [
        { influencer_id: creators[1], note: 'new' },
        { influencer_id: creators[0], note: 'old' },
      ],
    });
    expect(save.statusCode).toBe(200);
    const waited = await untilFresh(
      async () =>
        (await sheetOn(b, saved.sheet_id)).influencer_ids.join() === [creators[1], creators[0]].join(),
    );
    expect(waited).toBeLessThan(FRESH_WITHIN_MS);
  });

  it("a roster change through one process clears the other's public roster and the team's sheets", async () => {
    const saved = await createSheet(agent, [creators[2]!], { title: 'Taglines' });
    const rosterOnB = async () =>
      (await b.browser().get(`/api/team/roster/${teamId}`)).json<PublicRosterResponse>().influencers;
    await rosterOnB();
    await sheetOn(b, saved.sheet_id);

    const tagline = await agent.post('/api/user/talent/custom-tagline', {
      influencer_id: creators[2],
      tagline: 'Heard across processes',
    });
    expect(tagline.statusCode).toBe(200);
    const rosterWait = await untilFresh(async () =>
      (await rosterOnB()).some((card) => card.tagline === 'Heard across processes'),
    );
    // B derives the sheet's invalidation from the roster's, as A does.
    const sheetWait = await untilFresh(
      async () => (await sheetOn(b, saved.sheet_id)).influencers[0]!.tagline === 'Heard across processes',
    );
    expect(rosterWait).toBeLessThan(FRESH_WITHIN_MS);
    expect(sheetWait).toBeLessThan(FRESH_WITHIN_MS);
  });

  it('a process whose listening connection dropped clears its caches and listens again', async () => {
    const saved = await createSheet(agent, [creators[0]!], {
      title: 'Reconnect',
      notes: { [creators[0]!]: 'v1' },
    });
    const cache = await cachedOn(b, saved.sheet_id);

    // PostgreSQL ends both listeners (as a restart would).
    const ended = await a.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'tpp-cache-invalidation' AND datname = current_database()`,
    );
    expect(ended.rowCount).toBe(2);
    await untilFresh(async () => cache.getByPublicId(saved.sheet_id, FIRST_PAGE) === null);
    // Listening again: an invalidation from A reaches B once more.
    await untilFresh(async () => {
      const { rows } = await a.db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE application_name = 'tpp-cache-invalidation' AND datname = current_database() AND query ILIKE 'LISTEN%'`,
      );
      return rows[0].n === 2;
    });
    await sheetOn(b, saved.sheet_id);
    const save = await agent.post('/api/user/talent-sheets/save', {
      sheet_id: saved.sheet_id,
      version: saved.version,
      title: 'Reconnect',
      sheet_type: 'talent',
      influencers: [{ influencer_id: creators[0], note: 'v2' }],
    });
    expect(save.statusCode).toBe(200);
    expect(
      await untilFresh(async () => (await sheetOn(b, saved.sheet_id)).notes[String(creators[0])] === 'v2'),
    ).toBeLessThan(FRESH_WITHIN_MS);
  });

  it('ignores malformed notifications and names of caches it does not have', async () => {
    await a.db.query('SELECT pg_notify($1, $2), pg_notify($1, $3)', [
      CACHE_INVALIDATION_CHANNEL,
      'not json',
      JSON.stringify({ origin: 'elsewhere', cache: 'no-such-cache', groups: [1] }),
    ]);
    const saved = await createSheet(agent, [creators[1]!], { title: 'Still works' });
    expect((await sheetOn(b, saved.sheet_id)).influencer_ids).toEqual([creators[1]]);
  });
});
