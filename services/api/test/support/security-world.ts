import { expect } from '@jest/globals';
import type { ApiRoute } from '@tpp/contracts';
import type pg from 'pg';
import { createCastingCall, createSheet } from '../factories/sheets.js';
import { bulkRoster, rosterCreator } from '../factories/talent.js';
import type { Seeded } from './bad-input-fuzz.js';
import type { TestApi, TestUser } from './test-api.js';
import type { TestBrowser } from './test-browser.js';

/**
 * The world of the security tests (test/security/): one team with a roster, a talent sheet, a
 * campaign, a creator call and a collection, and its admin who is also a platform admin and
 * staff, so that every route's own rules let the valid parts of a request through.
 */
export interface SecurityWorld {
  teamId: number;
  user: TestUser;
  browser: TestBrowser;
  seeded: Seeded;
}

export async function seedSecurityWorld(api: TestApi): Promise<SecurityWorld> {
  const teamId = await api.createTeam('Security Agency', { sheet_categories: ['Spring'] });
  const user = await api.createUser({
    teamId,
    role: 'team_admin',
    fullName: 'Ada Admin',
    flags: { is_admin: true, is_staff: true },
  });
  const browser = await api.signedIn(user);
  const creator = await rosterCreator(
    api.db,
    teamId,
    { accounts: [{ posts: [{ type: 'top_posts', id: 'p1' }] }, { platform: 'tiktok' }] },
    { tags: ['Fitness'], rateCard: [{ platform: 'instagram', description: 'Reel', rate: '$100' }] },
  );
  await bulkRoster(api.db, teamId, 5);
  const sheet = await createSheet(browser, [creator.id, creator.id + 1], { title: 'Security sheet' });
  await createSheet(browser, [creator.id], { title: 'Security campaign', sheetType: 'campaign' });
  const castingCallId = await createCastingCall(api.db);
  const collection = await browser.post('/api/user/collections/save', {
    title: 'Security collection',
    salesheet_ids: [sheet.sheet_id],
  });
  expect(collection.statusCode).toBe(200);
  return {
    teamId,
    user,
    browser,
    seeded: {
      teamId,
      creatorId: creator.id,
      sheetId: sheet.sheet_id,
      collectionId: collection.json<{ collection_id: string }>().collection_id,
      castingCallId,
    },
  };
}

/**
 * Tables written without any data changing: a refused request may touch sessions (last seen) and
 * the rate-limit counters; the periodic maintenance logs each of its runs in housekeeping_runs on
 * its own schedule (its first runs start soon after the app does, so a long test sees them).
 */
const BOOKKEEPING = new Set(['sessions', 'rate_limit_windows', 'sign_in_backoff', 'housekeeping_runs']);

/** A digest of every row of every table but the bookkeeping ones: equal digests, unchanged data. */
export async function fingerprint(db: pg.Client): Promise<Record<string, string>> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const prints: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    if (BOOKKEEPING.has(table)) continue;
    const result = await db.query<{ rows: string; digest: string }>(
      `SELECT count(*)::text AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
         FROM "${table}" t`,
    );
    prints[table] = `${result.rows[0]!.rows} rows, ${result.rows[0]!.digest}`;
  }
  return prints;
}

/** Every route of the contracts' route table (`API`), in table order. */
export function routesOf(table: object): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const value of Object.values(table)) {
    if (typeof value !== 'object' || value === null) continue;
    if (typeof (value as ApiRoute).method === 'string' && typeof (value as ApiRoute).path === 'string')
      routes.push(value as ApiRoute);
    else routes.push(...routesOf(value));
  }
  return routes;
}

/** The OpenAPI path of a route: `/api/x/:id` is `/api/x/{id}`. */
export const openApiPathOf = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
