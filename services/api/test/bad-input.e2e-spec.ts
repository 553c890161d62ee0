import { beforeAll, describe, expect, it } from '@jest/globals';
import { createCastingCall, createSheet } from './factories/sheets.js';
import {
  baseDraft,
  errorCode,
  hasErrorShape,
  operationsOf,
  sendBadRequests,
  urlOf,
  type Operation,
  type Schema,
  type Seeded,
  type Sent,
} from './support/bad-input-fuzz.js';
import { declaredRange, numericFields } from './support/openapi-numbers.js';
import { type TestUser, useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { bulkRoster, rosterCreator } from './factories/talent.js';

/**
 * Generated bad input for every operation of the served OpenAPI document: each request holds at
 * least one element that is invalid for its schema (wrong type, null, NUL, a lone surrogate, an
 * out-of-range number, a non-canonical id, an unknown field, malformed JSON, a huge string), sent
 * signed in and anonymous. No answer may be a 5xx and no table row may change. The generator is
 * in support/bad-input-fuzz.ts (test/multi-process.e2e-spec.ts sends it through nginx too).
 */

const SEED = 20_261_124;
const SAMPLES_PER_OPERATION = 26;

/**
 * Bookkeeping that a refused request may legitimately touch: signing in writes sessions (and every
 * signed-in request refreshes its last-seen time). Everything else must stay exactly as it was.
 */
const UNFINGERPRINTED_TABLES: Record<string, string> = {
  sessions: 'sign-in and last-seen bookkeeping of the two test browsers',
  rate_limit_windows: 'rate-limit counters: a well-formed sample counts as an attempt',
  sign_in_backoff: 'sign-in attempts begun and finished (the rate limits of password sign-in)',
  sign_in_known_addresses: 'the addresses each sign-in of the platform admin came from (second factor)',
  user_second_factors: "the last code step of the platform admin's sign-ins (a code is taken once)",
  housekeeping_runs: 'the scheduled housekeeping tasks, which may run while the test does',
};

/* ------------------------------------------------------------------ the test */

describe('bad input for every operation of the OpenAPI document', () => {
  const api = useTestApi();
  let member: TestBrowser;
  let memberUser: TestUser;
  let anonymous: TestBrowser;
  let seeded: Seeded;
  let operations: Operation[];
  let resolve: (schema?: Schema) => Schema;

  async function fingerprint(): Promise<Record<string, string>> {
    const { rows } = await api.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const prints: Record<string, string> = {};
    for (const { table_name: table } of rows) {
      if (table in UNFINGERPRINTED_TABLES) continue;
      const result = await api.db.query<{ rows: string; digest: string }>(
        `SELECT count(*)::text AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
         FROM "${table}" t`,
      );
      prints[table] = `${result.rows[0]!.rows} rows, ${result.rows[0]!.digest}`;
    }
    return prints;
  }

  beforeAll(async () => {
    const team = await api.createTeam('Fuzz Agency', { sheet_categories: ['Spring'] });
    // A platform admin who is also the team's admin reaches every rule of every write.
    memberUser = await api.createUser({ teamId: team, role: 'team_admin', flags: { is_admin: true } });
    member = await api.signedIn(memberUser);
    anonymous = api.browser('10.9.9.9');
    const creator = await rosterCreator(
      api.db,
      team,
      { accounts: [{ posts: [{ type: 'top_posts', id: 'p1' }] }, { platform: 'tiktok' }] },
      { tags: ['Fitness'], rateCard: [{ platform: 'instagram', description: 'Reel', rate: '$100' }] },
    );
    await bulkRoster(api.db, team, 20);
    const sheet = await createSheet(member, [creator.id, creator.id + 1, creator.id + 2], {
      title: 'Fuzz sheet',
    });
    await createSheet(member, [creator.id], { title: 'Fuzz campaign', sheetType: 'campaign' });
    const castingCallId = await createCastingCall(api.db);
    const collection = await member.post('/api/user/collections/save', {
      title: 'Fuzz collection',
      salesheet_ids: [sheet.sheet_id],
    });
    expect(collection.statusCode).toBe(200);
    seeded = {
      teamId: team,
      creatorId: creator.id,
      sheetId: sheet.sheet_id,
      collectionId: collection.json<{ collection_id: string }>().collection_id,
      castingCallId,
    };
    const documentResponse = await api.browser().get('/api/docs-json');
    ({ operations, resolve } = operationsOf(documentResponse.json()));
  });

  it('reads a declared range for every numeric path, query and body field (minimum and maximum, or an enum)', () => {
    // The generator tries numbers just past these ranges: a number without one is untested, and
    // an open range is how GET /api/user/influencers?avg_views_min=2147483648 answered 500.
    const fields = numericFields(operations, resolve);
    expect(fields.length).toBeGreaterThan(80);
    expect(
      fields
        .filter((field) => declaredRange(field.schema) === null)
        .map((field) => `${field.operation.method} ${field.operation.path} ${field.in}:${field.name}`),
    ).toEqual([]);
  });

  it('answers every request without a 5xx and changes no data', async () => {
    if (process.env.FUZZ_DEBUG) {
      // Shows how far the valid parts of each operation's requests get (with a throw-away session).
      const probe = await api.signedIn(
        await api.createUser({ teamId: seeded.teamId, role: 'team_admin', flags: { is_admin: true } }),
      );
      for (const operation of operations) {
        if (operation.path.includes('signout')) continue;
        const draft = baseDraft(operation, resolve, seeded);
        const response = await probe.request(
          operation.method,
          urlOf(operation, draft),
          draft.body === undefined ? {} : { payload: JSON.stringify(draft.body) },
        );
        console.log(
          `${operation.method} ${urlOf(operation, draft)} ${JSON.stringify(draft.body)} -> ${response.statusCode} ${response.body.slice(0, 300)}`,
        );
      }
    }
    const started = Date.now();
    const before = await fingerprint();
    const sent: Sent[] = [];
    for (const [index, operation] of operations.entries()) {
      // A fresh session per operation: a sign-out let through by one operation (a failure of its
      // own) must not hide the signed-in checks of the others.
      member = await api.signedIn(memberUser);
      const options = { seed: SEED + index, samples: SAMPLES_PER_OPERATION };
      sent.push(...(await sendBadRequests(operation, resolve, seeded, options, { member, anonymous })));
    }
    const after = await fingerprint();
    const seconds = (Date.now() - started) / 1000;
    const statuses: Record<string, number> = {};
    for (const { response } of sent) {
      const key = `${response.statusCode} ${errorCode(response) ?? '-'}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    console.log(
      `bad-input: ${sent.length} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}); answers: ${JSON.stringify(statuses)}`,
    );

    const failures = sent
      .filter(({ response }) => response.statusCode >= 500 || response.statusCode < 400)
      .map(({ operation, url, body, signedIn, response }) => ({
        operation,
        url: url.slice(0, 200),
        body: body?.slice(0, 200),
        signedIn,
        status: response.statusCode,
      }));
    expect(failures).toEqual([]);
    // Every request reached the API's own checks: none was stopped by a missing CSRF token.
    expect(sent.filter(({ response }) => errorCode(response) === 'CSRF')).toEqual([]);
    // Every refusal is in the API's one error shape, with a machine code (not a reason phrase).
    const misshapen = sent
      .filter(({ response }) => !hasErrorShape(response))
      .map(({ operation, url, response }) => ({ operation, url, answer: response.body.slice(0, 200) }));
    expect(misshapen).toEqual([]);
    expect(after).toEqual(before);
    // No request signed the browser out (which would have hidden the signed-in checks).
    expect((await member.get('/api/user/configuration')).statusCode).toBe(200);
    expect(sent.length).toBeGreaterThan(2000);
  }, 600_000);
});
