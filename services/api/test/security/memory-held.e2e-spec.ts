import { beforeAll, describe, expect, it } from '@jest/globals';
import { SHEET_LIMITS, type PublicTalentSheet } from '@tpp/contracts';
// Types only (erased): the budget is loaded at run time by budgetOf, so the first test also runs
// against a build without it.
import type { CacheBudget, CacheUsage } from '../../src/infrastructure/http/cache-budget.js';
import { createSheet, rosterCreators } from '../factories/sheets.js';
import { makeStaticRoot } from '../support/static-root.js';
import { type TestApi, useTestApi } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';
import { variedText } from '../support/varied-text.js';

/**
 * Security review, Medium 4: anonymous traffic could make an API process hold unbounded memory
 * (every `limit` of every sheet kept with its JSON and gzip; expired answers freed only when read
 * again). Every in-process cache now keeps canonical keys only, counts its bytes against one
 * budget per process (CACHE_MAX_MB, least recently used out) and is swept when its TTL is over.
 */

const MB = 1024 * 1024;
const BUDGET_MB = 2;
/** The page sizes the brand-facing screens ask for (mfe-public): the only ones worth keeping. */
const SCREEN_LIMITS = [
  SHEET_LIMITS.publicSheetPageSize,
  SHEET_LIMITS.rosterViewPageSize,
  SHEET_LIMITS.responseViewLimit,
  SHEET_LIMITS.collectionSheetLimit,
];
const CREATORS = 40;

/** The process's cache budget (loaded at run time: a build without one fails here, by name). */
async function budgetOf(api: TestApi): Promise<CacheBudget> {
  const { CacheBudget: Budget } = await import('../../src/infrastructure/http/cache-budget.js');
  return api.app.get(Budget);
}

/**
 * Runs `work` with the caches' clock held still where the build has a budget, so that a slow
 * machine never sees the 15 s TTL pass in the middle; a build without one runs it as it is.
 */
async function withClockHeld<T>(api: TestApi, work: () => Promise<T>): Promise<T> {
  const budget = await budgetOf(api).catch(() => null);
  if (!budget) return work();
  const real = budget.clock;
  const held = real.now();
  budget.clock = { now: () => held };
  try {
    return await work();
  } finally {
    budget.clock = real;
  }
}

const usageOf = (budget: CacheBudget, name: string): CacheUsage =>
  budget.usage().find((usage) => usage.name === name) ?? ({ name, bytes: -1 } as CacheUsage);

const longNote = (seed: number, length: number) =>
  variedText(seed, length, (word, state) => `${word}${state % 97} `);

describe('memory held by the in-process caches (security: Medium 4)', () => {
  const api = useTestApi(async () => ({
    env: { CACHE_MAX_MB: String(BUDGET_MB), STATIC_ROOT: await makeStaticRoot() },
  }));
  let teamId: number;
  let agent: TestBrowser;
  let creators: number[];
  let anonymous: TestBrowser;

  beforeAll(async () => {
    teamId = await api.createTeam('Memory Agency');
    agent = await api.signedIn(await api.createUser({ teamId, role: 'team_admin' }));
    creators = await rosterCreators(api.db, teamId, CREATORS, 'Memory Creator');
    anonymous = api.browser();
  });

  const sheetPage = async (sheetId: string, query: string): Promise<PublicTalentSheet> => {
    const response = await anonymous.get(`/api/public/talent-sheets/${sheetId}?${query}`, { csrf: false });
    expect(response.statusCode).toBe(200);
    return response.json<PublicTalentSheet>();
  };

  /** Changes the public title behind the API's back (no invalidation): kept answers still show the old one. */
  const retitle = (sheetId: string, title: string) =>
    api.db.query('UPDATE talent_sheets SET description = $2 WHERE public_id = $1', [sheetId, title]);

  it("keeps only the screens' page sizes and pages with creators; other limits are answered exactly, not kept", async () => {
    await withClockHeld(api, async () => {
      const sheet = await createSheet(agent, creators, { title: 'Limits', description: 'Before' });
      const queries: string[] = [];
      for (let limit = 1; limit <= 60; limit += 1) queries.push(`page=1&limit=${limit}`);
      for (let page = 1; page <= 30; page += 1)
        queries.push(`page=${page}&limit=${SHEET_LIMITS.publicSheetPageSize}`);
      for (const limit of SCREEN_LIMITS)
        for (let page = 1; (page - 1) * limit < CREATORS; page += 1)
          queries.push(`page=${page}&limit=${limit}`);
      const unique = [...new Set(queries)];
      const canonical = unique.filter((query) => {
        const [page, limit] = query.match(/\d+/g)!.map(Number) as [number, number];
        return (
          SCREEN_LIMITS.includes(limit as (typeof SCREEN_LIMITS)[number]) && (page - 1) * limit < CREATORS
        );
      });

      for (const query of unique) {
        const answer = await sheetPage(sheet.sheet_id, query);
        const [page, limit] = query.match(/\d+/g)!.map(Number) as [number, number];
        expect(answer).toMatchObject({ page, limit, total_influencers: CREATORS, description: 'Before' });
        expect(answer.influencers.map((card) => card.id)).toEqual(
          creators.slice((page - 1) * limit, page * limit),
        );
      }
      await retitle(sheet.sheet_id, 'After');
      const stillKept: string[] = [];
      // Newest first: reading an answer that was not kept stores it again, which could push out older ones.
      for (const query of [...unique].reverse())
        if ((await sheetPage(sheet.sheet_id, query)).description === 'Before') stillKept.push(query);

      // Before the fix: the last 50 of these 98 answers were kept for one sheet, whatever their limit or page.
      expect(stillKept.sort()).toEqual(canonical.sort());
    });
  });

  it('many anonymous reads of many sheets at many limits keep every counter under the budget', async () => {
    const budget = await budgetOf(api);
    expect(budget.maxBytes).toBe(BUDGET_MB * MB);
    const notes = Object.fromEntries(creators.map((id, index) => [id, longNote(index, 1_500)]));
    const sheets = [];
    for (let index = 0; index < 6; index += 1)
      sheets.push(await createSheet(agent, creators, { title: `Big ${index}`, notes }));
    const collection = (
      await agent.post('/api/user/collections/save', {
        title: 'All of them',
        salesheet_ids: sheets.map((sheet) => sheet.sheet_id),
      })
    ).json<{ collection_id: string }>();

    let peak = 0;
    const held = new Map<string, number>();
    const check = () => {
      peak = Math.max(peak, budget.usedBytes);
      for (const usage of budget.usage())
        held.set(usage.name, Math.max(held.get(usage.name) ?? 0, usage.bytes));
      expect(budget.usedBytes).toBeLessThanOrEqual(budget.maxBytes);
      expect(budget.usage().reduce((sum, usage) => sum + usage.bytes, 0)).toBe(budget.usedBytes);
    };
    for (let round = 0; round < 50; round += 1) {
      for (const sheet of sheets) {
        await sheetPage(sheet.sheet_id, `page=1&limit=${round * 20 + 1}`);
        check();
      }
      await sheetPage(
        sheets[round % 6]!.sheet_id,
        `page=${(round % 3) + 1}&limit=${SCREEN_LIMITS[round % 4]}`,
      );
      expect((await anonymous.get(`/api/media/avatars/memory-${round}.svg`)).statusCode).toBe(200);
      expect((await anonymous.get(`/api/media/posts/fd-memory-${round}.svg`)).statusCode).toBe(200);
      expect((await anonymous.get(`/public/talent-sheet/${sheets[round % 6]!.sheet_id}`)).statusCode).toBe(
        200,
      );
      expect((await anonymous.get(`/api/team/roster/${teamId}`)).statusCode).toBe(200);
      expect((await anonymous.get(`/api/public/collections/${collection.collection_id}`)).statusCode).toBe(
        200,
      );
      check();
    }
    // Every page of every screen size of the six sheets: more than the budget holds.
    for (const sheet of sheets)
      for (const limit of SCREEN_LIMITS)
        for (let page = 1; (page - 1) * limit < CREATORS; page += 1) {
          await sheetPage(sheet.sheet_id, `page=${page}&limit=${limit}`);
          check();
        }
    // Enough was read to go past the budget: it was the budget that held the line.
    expect(usageOf(budget, 'public-sheet').evicted).toBeGreaterThan(0);
    for (const name of [
      'public-sheet',
      'open-graph-pages',
      'public-roster',
      'public-collection',
      'media-avatars',
      'media-posts',
      'open-graph-cards',
    ])
      expect(held.get(name)).toBeGreaterThan(0);
    // At most the screens' keys of the six sheets (3 + 3 + 1 + 1 pages each) were ever kept.
    expect(usageOf(budget, 'public-sheet').entries).toBeLessThanOrEqual(6 * 8 + 1 * 8);
    expect(peak).toBeLessThanOrEqual(BUDGET_MB * MB);
  }, 240_000);

  it('holds nothing once the TTLs are over: the sweep drops entries nobody reads again', async () => {
    const budget = await budgetOf(api);
    const sheet = await createSheet(agent, creators.slice(0, 5), { title: 'Swept' });
    await sheetPage(sheet.sheet_id, 'page=1&limit=15');
    await anonymous.get(`/api/team/roster/${teamId}`);
    await anonymous.get(`/public/talent-sheet/${sheet.sheet_id}`);
    await anonymous.get('/api/media/avatars/swept-1.svg');
    const tags = await agent.post('/api/tag-helper', {
      description: 'A vegan food creator from Austin who bakes.',
    });
    expect(tags.statusCode).toBe(200);
    for (const name of ['public-sheet', 'public-roster', 'open-graph-cards', 'media-avatars', 'ai-answers'])
      expect(usageOf(budget, name).bytes).toBeGreaterThan(0);

    const real = budget.clock;
    // Past the longest TTL (the AI tagger's readings, 30 minutes); the sweep timer does the rest.
    budget.clock = { now: () => real.now() + 31 * 60_000 };
    try {
      const deadline = Date.now() + 10_000;
      while (budget.usedBytes > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(budget.usage().filter((usage) => usage.bytes !== 0 || usage.entries !== 0)).toEqual([]);
      expect(budget.usedBytes).toBe(0);
    } finally {
      budget.clock = real;
    }
    // And the public page is still answered (built again).
    expect((await sheetPage(sheet.sheet_id, 'page=1&limit=15')).total_influencers).toBe(5);
  });

  it('a small budget evicts the least recently used answers first', async () => {
    const budget = await budgetOf(api);
    const sheets: string[] = [];
    for (let index = 0; index < 5; index += 1)
      sheets.push(
        (await createSheet(agent, creators.slice(0, 10), { title: `LRU ${index}`, description: 'Before' }))
          .sheet_id,
      );
    const [a, b, c, d, e] = sheets as [string, string, string, string, string];
    const query = 'page=1&limit=15';
    try {
      budget.resize(0); // drops everything
      budget.resize(BUDGET_MB * MB);
      await sheetPage(a, query);
      const one = budget.usedBytes;
      expect(one).toBeGreaterThan(0);
      // Room for four answers of this size (an entry may take a quarter of the budget at most).
      budget.resize(4.5 * one);
      await sheetPage(b, query);
      await sheetPage(c, query);
      await sheetPage(d, query);
      await sheetPage(a, query); // a is now the most recently used
      await sheetPage(e, query); // b has to go
      expect(budget.usedBytes).toBeLessThanOrEqual(budget.maxBytes);
      expect(usageOf(budget, 'public-sheet').entries).toBe(4);

      for (const sheet of sheets) await retitle(sheet, 'After');
      // Kept answers still show the old title (read first, so that nothing else is evicted meanwhile).
      for (const sheet of [c, d, a, e]) expect((await sheetPage(sheet, query)).description).toBe('Before');
      // The evicted one is built again from the database.
      expect((await sheetPage(b, query)).description).toBe('After');
    } finally {
      budget.resize(BUDGET_MB * MB);
    }
  });
});
