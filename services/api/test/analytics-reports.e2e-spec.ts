import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  ANALYTICS_MAX_RECENT_VISITS,
  type RecentVisitsResponse,
  type SheetAnalyticsResponse,
  type SheetClicksResponse,
} from '@tpp/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AnalyticsReportsRepository } from '../src/modules/analytics/repositories/analytics-reports.repository.js';
import { AnalyticsRollupService } from '../src/modules/analytics/services/analytics-rollup.service.js';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';

/** Browsers as brands use them (the test client's own user agent is a bot's). */
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const BOTS = [
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp/2.23.20.0',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
];

interface Sheet {
  id: number;
  publicId: string;
  title: string;
}

/** The reports: what counts, ranges, only-own-sheets, the rollups, team scoping and bad input. */
describe('analytics reports', () => {
  const api = useTestApi();
  const counting = useTeam(api, 'Counting Agency', {
    agent: { fullName: 'Agent Ada' },
    colleague: { fullName: 'Colleague Cy' },
  });
  const otherAgency = useTeam(api, 'Other Agency', {});
  let rollups: AnalyticsRollupService;
  let creators: { id: number; fullname: string }[];
  let ipCounter = 0;

  /** A new brand: its own IP, a real browser's user agent. */
  const brand = (userAgent = CHROME) => ({
    browser: api.browser(`198.51.100.${++ipCounter % 250}`),
    userAgent,
  });

  async function makeSheet(team: number, title: string, creatorUserId: number | null = null): Promise<Sheet> {
    const publicId = randomBytes(12).toString('base64url');
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO talent_sheets (public_id, team_id, title, sheet_type, creator_user_id)
       VALUES ($1, $2, $3, 'talent', $4) RETURNING id`,
      [publicId, team, title, creatorUserId],
    );
    return { id: rows[0]!.id, publicId, title };
  }

  async function send(
    who: { browser: TestBrowser; userAgent: string | null },
    event_type: string,
    data: Record<string, unknown>,
  ): Promise<void> {
    const headers: Record<string, string> =
      who.userAgent === null ? { 'user-agent': '' } : { 'user-agent': who.userAgent };
    const response = await who.browser.post('/api/analytics', { event_type, data }, { headers });
    expect(response.statusCode).toBe(204);
  }
  const view = (who: { browser: TestBrowser; userAgent: string | null }, sheet: Sheet, email?: string) =>
    send(who, 'sheet_view', { sheet_id: sheet.publicId, ...(email ? { viewer_email: email } : {}) });
  const click = (who: { browser: TestBrowser; userAgent: string | null }, sheet: Sheet, creatorId: number) =>
    send(who, 'sheet_click_influencer', { sheet_id: sheet.publicId, influencer_id: creatorId });

  async function report(browser: TestBrowser, query = ''): Promise<SheetAnalyticsResponse> {
    const response = await browser.get(`/api/user/analytics/sheets${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  async function sheetReport(browser: TestBrowser, sheet: Sheet, query = ''): Promise<SheetClicksResponse> {
    const response = await browser.get(`/api/user/analytics/sheet-clicks?sheet_id=${sheet.publicId}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  async function visits(browser: TestBrowser, query = ''): Promise<RecentVisitsResponse> {
    const response = await browser.get(`/api/user/analytics/recent-visits${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const rowOf = (answer: SheetAnalyticsResponse, sheet: Sheet) =>
    answer.views.find((row) => row.sheet_id === sheet.publicId);

  /** The views and clicks of a sheet straight from the stored events (the rules' counted flag). */
  async function storedCounts(sheet: Sheet): Promise<{ views: number; clicks: number }> {
    const { rows } = await api.db.query(
      `SELECT count(*) FILTER (WHERE event_type IN ('sheet_view', 'sheet_response_view'))::int AS views,
              count(*) FILTER (WHERE event_type = 'sheet_click_influencer')::int AS clicks
         FROM analytics_events WHERE sheet_id = $1 AND counted`,
      [sheet.id],
    );
    return rows[0];
  }

  beforeAll(async () => {
    rollups = api.app.get(AnalyticsRollupService);
    creators = [];
    for (const fullname of ['Ava Stone', 'Ben Lake', 'Cleo Fern']) {
      const made = await rosterCreator(api.db, counting.id, { fullname });
      creators.push({ id: made.id, fullname });
    }
  });
  beforeEach(async () => {
    // Each test reads its own sheets; old view windows must not hold back its views.
    await api.db.query('DELETE FROM analytics_view_windows');
  });

  it('counts a view once per viewer and sheet within 30 minutes, and each profile click', async () => {
    const sheet = await makeSheet(counting.id, 'Winter Campaign');
    const ada = brand();
    await view(ada, sheet);
    await view(ada, sheet); // a reload
    await view(ada, sheet); // the page's own re-render
    // A viewer is its signed viewer id, else its IP, never the user agent (security review, Medium 5):
    await view({ browser: ada.browser, userAgent: SAFARI }, sheet); // same browser (cookie), other user agent
    await view({ browser: api.browser(ada.browser.ip), userAgent: SAFARI }, sheet); // same IP, no viewer id yet
    await view(brand(), sheet); // another viewer
    await click(ada, sheet, creators[0]!.id);
    await click(ada, sheet, creators[0]!.id);
    await click(ada, sheet, creators[1]!.id);

    const answer = await report(counting.agent);
    expect(rowOf(answer, sheet)).toEqual({
      sheet_id: sheet.publicId,
      sheet_title: 'Winter Campaign',
      sheet_deleted: false,
      views: 2,
      total_clicks: 3,
      responses: 0,
      likes: 0,
    });
    const clickRow = { sheet_id: sheet.publicId, sheet_title: 'Winter Campaign', sheet_deleted: false };
    expect(answer.clicks.filter((row) => row.sheet_id === sheet.publicId)).toEqual([
      { ...clickRow, influencer_id: creators[0]!.id, fullname: 'Ava Stone', clicks: 2 },
      { ...clickRow, influencer_id: creators[1]!.id, fullname: 'Ben Lake', clicks: 1 },
    ]);
    // Every event is stored; the repeated views are kept but not counted.
    const { rows } = await api.db.query(
      `SELECT count(*)::int AS stored, count(*) FILTER (WHERE counted)::int AS counted
         FROM analytics_events WHERE sheet_id = $1 AND event_type = 'sheet_view'`,
      [sheet.id],
    );
    expect(rows[0]).toEqual({ stored: 6, counted: 2 });

    // Once the window has passed, the same viewer counts again.
    await api.db.query(`UPDATE analytics_view_windows SET counted_at = counted_at - interval '31 minutes'`);
    await view(ada, sheet);
    expect(rowOf(await report(counting.agent), sheet)?.views).toBe(3);
  });

  it('counts one view when the same viewer sends many at once', async () => {
    const sheet = await makeSheet(counting.id, 'Burst');
    const ada = brand();
    await Promise.all(Array.from({ length: 40 }, () => view(ada, sheet)));
    const others = Array.from({ length: 25 }, () => brand());
    await Promise.all(others.flatMap((other) => [view(other, sheet), view(other, sheet)]));
    expect(rowOf(await report(counting.agent), sheet)?.views).toBe(26);
    expect(await storedCounts(sheet)).toEqual({ views: 26, clicks: 0 });
  });

  it('never counts bots, link-preview fetchers or a missing user agent', async () => {
    const sheet = await makeSheet(counting.id, 'Unfurled');
    for (const userAgent of BOTS) {
      const bot = brand(userAgent);
      await view(bot, sheet);
      await click(bot, sheet, creators[0]!.id);
    }
    const anonymous = brand();
    await view({ browser: anonymous.browser, userAgent: null }, sheet);
    const { rows } = await api.db.query(
      `SELECT count(*)::int AS stored, count(*) FILTER (WHERE counted)::int AS counted FROM analytics_events WHERE sheet_id = $1`,
      [sheet.id],
    );
    expect(rows[0]).toEqual({ stored: BOTS.length * 2 + 1, counted: 0 });
    expect(rowOf(await report(counting.agent), sheet)).toBeUndefined();

    await view(brand(), sheet);
    expect(rowOf(await report(counting.agent), sheet)?.views).toBe(1);
  });

  it("does not count the team's own signed-in members, but does count another team's", async () => {
    const sheet = await makeSheet(counting.id, 'Previewed');
    await view({ browser: counting.agent, userAgent: CHROME }, sheet);
    await click({ browser: counting.agent, userAgent: CHROME }, sheet, creators[0]!.id);
    await view({ browser: counting.colleague, userAgent: SAFARI }, sheet);
    expect(rowOf(await report(counting.agent), sheet)).toBeUndefined();

    const outsider = await api.createUser({ teamId: otherAgency.id });
    const outsiderBrowser = await api.signedIn(outsider, '192.0.2.77');
    await view({ browser: outsiderBrowser, userAgent: CHROME }, sheet);
    expect(rowOf(await report(counting.agent), sheet)?.views).toBe(1);
  });

  it('answers the same counts from the rollups as from the events, before, during and after a rollup', async () => {
    const sheets = [await makeSheet(counting.id, 'Rolled A'), await makeSheet(counting.id, 'Rolled B')];
    const expected = async () => {
      const counts = await Promise.all(sheets.map(storedCounts));
      return sheets.map((sheet, index) => ({ sheet_id: sheet.publicId, ...counts[index]! }));
    };
    const reported = async () => {
      const answer = await report(counting.agent, '?since_days=all');
      return sheets.map((sheet) => {
        const row = rowOf(answer, sheet);
        return { sheet_id: sheet.publicId, views: row?.views ?? 0, clicks: row?.total_clicks ?? 0 };
      });
    };
    const traffic = async (rounds: number) => {
      for (let round = 0; round < rounds; round++) {
        const who = brand();
        await Promise.all(
          sheets.flatMap((sheet, index) => [
            view(who, sheet),
            click(who, sheet, creators[(round + index) % creators.length]!.id),
          ]),
        );
      }
    };

    await traffic(6);
    expect(await reported()).toEqual(await expected());
    // Events arrive while the rollup runs: none is lost or counted twice.
    await Promise.all([traffic(8), rollups.rollUp(), traffic(4).then(() => rollups.rollUp())]);
    expect(await reported()).toEqual(await expected());
    await rollups.rollUp();
    const { rows } = await api.db.query(
      `SELECT (SELECT rolled_through FROM analytics_rollup_state)::bigint = (SELECT max(id) FROM analytics_events) AS caught_up`,
    );
    expect(rows[0].caught_up).toBe(true);
    expect(await reported()).toEqual(await expected());
    const totals = await expected();
    expect(totals.every((total) => total.views === 18 && total.clicks === 18)).toBe(true);

    // The per-creator clicks agree with the events too.
    const perCreator = await sheetReport(counting.agent, sheets[0]!);
    const { rows: stored } = await api.db.query(
      `SELECT influencer_id, count(*)::int AS clicks FROM analytics_events
        WHERE sheet_id = $1 AND counted AND event_type = 'sheet_click_influencer' GROUP BY influencer_id`,
      [sheets[0]!.id],
    );
    expect(
      perCreator.clicks
        .map((row) => ({ influencer_id: row.influencer_id, clicks: row.clicks }))
        .sort((a, b) => a.influencer_id - b.influencer_id),
    ).toEqual(stored.sort((a, b) => a.influencer_id - b.influencer_id));
  });

  it('keeps to the range: all time, the last 7 or 30 UTC days (30 by default), with every day listed', async () => {
    const sheet = await makeSheet(counting.id, 'Ranged');
    const who = brand();
    await view(who, sheet);
    await click(who, sheet, creators[2]!.id);
    await api.db.query('DELETE FROM analytics_view_windows');
    await view(brand(), sheet);
    await view(brand(), sheet);
    // Move one view 10 days and one 40 days back; roll half of them up.
    await api.db.query(
      `UPDATE analytics_events SET created_at = now() - interval '10 days'
        WHERE id = (SELECT min(id) FROM analytics_events WHERE sheet_id = $1 AND event_type = 'sheet_view' AND counted)`,
      [sheet.id],
    );
    await rollups.rollUp();
    await view(brand(), sheet);
    await api.db.query(
      `UPDATE analytics_events SET created_at = now() - interval '40 days'
        WHERE id = (SELECT max(id) FROM analytics_events WHERE sheet_id = $1)`,
      [sheet.id],
    );

    const byRange = async (query: string) => rowOf(await report(counting.agent, query), sheet)?.views;
    expect(await byRange('?since_days=all')).toBe(4);
    expect(await byRange('?since_days=30')).toBe(3);
    expect(await byRange('')).toBe(3);
    expect(await byRange('?since_days=7')).toBe(2);

    const week = await report(counting.agent, '?since_days=7');
    expect(week.since_days).toBe('7');
    expect(week.daily).toHaveLength(7);
    expect(week.daily.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect((await report(counting.agent)).daily).toHaveLength(30);
    const all = await report(counting.agent, '?since_days=all');
    expect(all.daily.length).toBeGreaterThanOrEqual(41);
    expect(all.daily.reduce((sum, day) => sum + day.views, 0)).toBe(
      all.views.reduce((sum, row) => sum + row.views, 0),
    );
    const days = all.daily.map((day) => day.day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);

    const one = await sheetReport(counting.agent, sheet, '&since_days=7');
    expect({ views: one.views, total_clicks: one.total_clicks }).toEqual({ views: 2, total_clicks: 1 });
    expect((await sheetReport(counting.agent, sheet)).since_days).toBe('all');
  });

  it('only_user_sheets keeps to the sheets the caller created', async () => {
    const mine = await makeSheet(counting.id, 'Mine', counting.users.agent.id);
    const theirs = await makeSheet(counting.id, 'Theirs', counting.users.colleague.id);
    await view(brand(), mine);
    await view(brand(), theirs);
    const everything = await report(counting.agent, '?only_user_sheets=false');
    expect(rowOf(everything, mine)?.views).toBe(1);
    expect(rowOf(everything, theirs)?.views).toBe(1);
    const own = await report(counting.agent, '?only_user_sheets=true');
    expect(own.only_user_sheets).toBe(true);
    expect(rowOf(own, mine)?.views).toBe(1);
    expect(rowOf(own, theirs)).toBeUndefined();
    expect(own.views.every((row) => row.sheet_title === 'Mine')).toBe(true);
    const colleagues = await report(counting.colleague, '?only_user_sheets=true');
    expect(colleagues.views.map((row) => row.sheet_title)).toEqual(['Theirs']);

    // The recent visits too, with the other sheet's viewer more recent than ours.
    await view(brand(), mine, 'mine@own.example');
    await view(brand(), theirs, 'theirs@own.example');
    const ownVisits = await visits(counting.agent, '?only_user_sheets=true&since_days=all');
    expect(ownVisits.recent_visits.map((visit) => visit.email)).toEqual(['mine@own.example']);
    await rollups.rollUp();
    for (const range of ['all', '7'])
      expect(
        (await visits(counting.agent, `?only_user_sheets=true&since_days=${range}`)).recent_visits.map(
          (visit) => visit.email,
        ),
      ).toEqual(['mine@own.example']);
  });

  it('shows brand responses and likes beside the views of their sheet', async () => {
    const sheet = await makeSheet(counting.id, 'Answered');
    await view(brand(), sheet);
    await api.db.query(
      `INSERT INTO sheet_responses (sheet_id, responder_name, responder_email, liked_influencer_ids)
       VALUES ($1, 'Bea Brand', 'bea@brand.example', $2), ($1, 'Cal Brand', 'cal@brand.example', '{}')`,
      [sheet.id, [creators[0]!.id]],
    );
    await api.db.query(
      `INSERT INTO influencer_likes (team_id, influencer_id, sheet_id, source, responder_email)
       VALUES ($1, $2, $3, 'brand', 'bea@brand.example'), ($1, $4, $3, 'team', NULL)`,
      [counting.id, creators[0]!.id, sheet.id, creators[1]!.id],
    );
    expect(rowOf(await report(counting.agent), sheet)).toMatchObject({ views: 1, responses: 2, likes: 1 });
    const answer = await sheetReport(counting.agent, sheet);
    expect(answer).toMatchObject({ views: 1, responses: 2, likes: 1, total_clicks: 0, clicks: [] });
  });

  it('lists identified viewers with their sheets, most recent first', async () => {
    const first = await makeSheet(counting.id, 'Gated One');
    const second = await makeSheet(counting.id, 'Gated Two');
    const bea = brand();
    await view(bea, first, 'bea@brand.example');
    await view(brand(), first); // not identified: not listed
    await api.db.query(
      `UPDATE analytics_events SET created_at = now() - interval '2 hours' WHERE sheet_id = $1`,
      [first.id],
    );
    await rollups.rollUp();
    await view(bea, second, 'bea@brand.example');
    await view(brand(), second, 'cal@brand.example');
    const answer = await visits(counting.agent, '?since_days=all');
    const listed = answer.recent_visits.filter((visit) => visit.email.endsWith('@brand.example'));
    expect(listed.map((visit) => visit.email).sort()).toEqual(['bea@brand.example', 'cal@brand.example']);
    const beaVisit = listed.find((visit) => visit.email === 'bea@brand.example')!;
    expect(beaVisit.salesheet_ids).toEqual([second.publicId, first.publicId]);
    expect(beaVisit.sheets).toEqual([
      { sheet_id: second.publicId, sheet_title: 'Gated Two' },
      { sheet_id: first.publicId, sheet_title: 'Gated One' },
    ]);
    expect(Date.now() - Date.parse(beaVisit.most_recent_visit)).toBeLessThan(60_000);
    const times = answer.recent_visits.map((visit) => visit.most_recent_visit);
    expect([...times].sort().reverse()).toEqual(times);
    expect(answer.recent_visits.length).toBeLessThanOrEqual(ANALYTICS_MAX_RECENT_VISITS);

    // Reading only the most recent visit rows finds the same viewers; too few rows says so.
    const repository = api.app.get(AnalyticsReportsRepository);
    const db = api.app.get(DataSource);
    for (const sinceDays of [null, 7]) {
      const scope = {
        teamId: counting.id,
        sinceDays,
        creatorUserId: null,
        sheetId: null,
        rolledThroughAtLeast: 0,
      };
      const all = await repository.recentVisits(scope, ANALYTICS_MAX_RECENT_VISITS, null, db);
      const few = await repository.recentVisits(scope, ANALYTICS_MAX_RECENT_VISITS, 1, db);
      expect(few.complete).toBe(false);
      expect(few.rows.length).toBeLessThan(all.rows.length);
      expect(all.complete).toBe(true);
      expect(few.rows).toEqual(all.rows.slice(0, few.rows.length));
      const enough = await repository.recentVisits(scope, 2, 100, db);
      expect(enough).toEqual({ rows: all.rows.slice(0, 2), complete: true });
    }
  });

  it("never shows another team's sheets, views or visitors", async () => {
    const ours = await makeSheet(counting.id, 'Ours');
    const theirs = await makeSheet(otherAgency.id, 'Theirs Elsewhere');
    await view(brand(), ours, 'spy@brand.example');
    await view(brand(), theirs, 'other@brand.example');
    const outsider = await api.createUser({ teamId: otherAgency.id });
    const outsiderBrowser = await api.signedIn(outsider);

    const theirReport = await report(outsiderBrowser, '?since_days=all');
    expect(theirReport.views.map((row) => row.sheet_title)).toEqual(['Theirs Elsewhere']);
    expect(theirReport.clicks).toEqual([]);
    const theirVisits = await visits(outsiderBrowser, '?since_days=all');
    expect(theirVisits.recent_visits.map((visit) => visit.email)).toEqual(['other@brand.example']);
    const ourReport = await report(counting.agent, '?since_days=all');
    expect(rowOf(ourReport, theirs)).toBeUndefined();

    const refused = await outsiderBrowser.get(`/api/user/analytics/sheet-clicks?sheet_id=${ours.publicId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Ours');
    expect((await api.browser().get('/api/user/analytics/sheets')).statusCode).toBe(401);
  });

  it('answers an unclicked sheet with an empty clicks list and zeros', async () => {
    const sheet = await makeSheet(counting.id, 'Quiet');
    const answer = await sheetReport(counting.agent, sheet);
    expect(answer).toMatchObject({ sheet_title: 'Quiet', clicks: [], views: 0, total_clicks: 0 });
    expect(answer.daily.length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['/api/user/analytics/sheets?since_days=14', 'since_days'],
    ['/api/user/analytics/sheets?since_days=', 'since_days'],
    ['/api/user/analytics/sheets?only_user_sheets=maybe', 'only_user_sheets'],
    ['/api/user/analytics/recent-visits?since_days=-7', 'since_days'],
    ['/api/user/analytics/sheet-clicks', 'sheet_id'],
    ['/api/user/analytics/sheet-clicks?sheet_id=x', 'sheet_id'],
    ['/api/user/analytics/sheet-clicks?sheet_id=AAAAAAAAAAAA&since_days=365', 'since_days'],
  ])('refuses %s with a 400 naming the field', async (url, field) => {
    const response = await counting.agent.get(url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
  });
});
