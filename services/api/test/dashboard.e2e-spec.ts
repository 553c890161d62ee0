import { beforeAll, describe, expect, it } from '@jest/globals';
import { API, type DashboardResponse } from '@tpp/contracts';
import type pg from 'pg';
import { createSheet } from './factories/sheets.js';
import { addToRoster, createCreator, rosterCreator } from './factories/talent.js';
import { useTeam, useTestApi } from './support/test-api.js';

/**
 * The home page (GET /api/user/dashboard): each card holds the team's own items of its window and
 * nothing older, another team's or (for requests) another member's.
 */
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

async function brandMessage(db: pg.Client, teamId: number, brand: string, body: string, at: Date) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO conversations (kind, team_id, title, creator_name, receiver_name, brand_email, last_message_at)
     VALUES ('brand', $1, $2, $3, 'Team', 'buyer@brand.example', $4) RETURNING id`,
    [teamId, `Response to "${brand} pitch"`, brand, at],
  );
  await db.query(
    `INSERT INTO conversation_messages (conversation_id, sender_name, side, body, created_at)
     VALUES ($1, $2, 'brand', $3, $4)`,
    [rows[0]!.id, brand, body, at],
  );
  return rows[0]!.id;
}

async function view(db: pg.Client, teamId: number, sheetId: number, email: string | null, at: Date) {
  await db.query(
    `INSERT INTO analytics_events (event_type, team_id, sheet_id, viewer_email, viewer_email_verified, ip_hash, created_at)
     VALUES ('sheet_view', $1, $2, $3, $4, 'ip', $5)`,
    [teamId, sheetId, email, email?.startsWith('verified') ?? false, at],
  );
}

describe('GET /api/user/dashboard', () => {
  const api = useTestApi();
  const teamA = useTeam(api, 'Dashboard A', { admin: { role: 'team_admin' }, member: { role: 'member' } });
  const teamB = useTeam(api, 'Dashboard B', { admin: { role: 'team_admin' } });
  const ids = {} as Record<'freshConversation' | 'soonCall' | 'openCall' | 'newCreator', number>;

  beforeAll(async () => {
    const { db } = api;
    // Brand messages: one today, one 10 days old; team B's own.
    ids.freshConversation = await brandMessage(
      db,
      teamA.id,
      'Acme Beauty',
      'We love Mia, what are her rates?',
      daysAgo(0.01),
    );
    await brandMessage(db, teamA.id, 'Old Brand', 'An old answer', daysAgo(10));
    await brandMessage(db, teamB.id, 'Team B Brand', 'For team B only', daysAgo(0.01));

    // Roster: one creator added now, one added a month ago and untouched, a pitched one; team B's.
    ids.newCreator = (await rosterCreator(db, teamA.id, { fullname: 'Newly Added' })).id;
    const old = await rosterCreator(db, teamA.id, { fullname: 'Long Standing' });
    await db.query(
      `UPDATE team_influencers SET added_at = $3, updated_at = $3 WHERE team_id = $1 AND influencer_id = $2`,
      [teamA.id, old.id, daysAgo(30)],
    );
    const pitched = await createCreator(db, { fullname: 'Pitched Only' });
    await addToRoster(db, teamA.id, pitched.id);
    await db.query(
      `UPDATE team_influencers SET represented = false WHERE team_id = $1 AND influencer_id = $2`,
      [teamA.id, pitched.id],
    );
    await rosterCreator(db, teamB.id, { fullname: 'Team B Creator' });

    // Views: team A's sheet three times today (one verified, one typed address, one anonymous)
    // and yesterday; team B's sheet today.
    const saved = await createSheet(teamA.admin, [ids.newCreator], { title: 'Spring Pitch' });
    const sheetA = (
      await db.query<{ id: number }>('SELECT id FROM talent_sheets WHERE public_id = $1', [saved.sheet_id])
    ).rows[0]!.id;
    await view(db, teamA.id, sheetA, 'verified@brand.example', new Date());
    await view(db, teamA.id, sheetA, 'typed@brand.example', new Date());
    await view(db, teamA.id, sheetA, null, new Date());
    await view(db, teamA.id, sheetA, 'yesterday@brand.example', daysAgo(2));
    const savedB = await createSheet(teamB.admin, [], { title: 'Team B Pitch' });
    const sheetB = (
      await db.query<{ id: number }>('SELECT id FROM talent_sheets WHERE public_id = $1', [savedB.sheet_id])
    ).rows[0]!.id;
    await view(db, teamB.id, sheetB, 'b@brand.example', new Date());

    // Creator Calls: ending in 3 days (team A answered), in 10 days (no answer), in 30 days, ended yesterday.
    const call = async (title: string, endOffset: number) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO casting_calls (title, description, brand_name, end_date) VALUES ($1, 'Brief', 'Glow Co', $2)
           RETURNING id`,
          [title, isoDate(endOffset)],
        )
      ).rows[0]!.id;
    ids.soonCall = await call('Closing Soon', 3);
    ids.openCall = await call('Open Call', 10);
    await call('Far Away', 30);
    await call('Already Ended', -1);
    await db.query(
      `INSERT INTO talent_sheets (public_id, team_id, title, sheet_type, casting_call_id, response_status)
       VALUES ('dashCallResp01', $1, 'Our answer', 'casting_call_response', $2, 'submitted')`,
      [teamA.id, ids.soonCall],
    );

    // Requests: the member's pending one and completed one; the admin's pending one.
    const request = (userId: number, name: string, status: string) =>
      db.query(
        `INSERT INTO talent_requests (team_id, user_id, request_type, status, influencer_name, form_data)
         VALUES ($1, $2, 'add', $3, $4, '{}'::jsonb)`,
        [teamA.id, userId, status, name],
      );
    await request(teamA.users.member.id, 'Member Pending', 'pending');
    await request(teamA.users.member.id, 'Member Done', 'completed');
    // A request its team cancelled is no longer waiting either.
    await request(teamA.users.member.id, 'Member Cancelled', 'cancelled');
    await request(teamA.users.admin.id, 'Admin Pending', 'pending');

    // Add Talent tasks: one running, one done; team B's running one.
    const task = (teamId: number, name: string, state: string) =>
      db.query(
        `INSERT INTO add_talent_tasks (team_id, influencer_name, requested_socials, state) VALUES ($1, $2, '[]'::jsonb, $3)`,
        [teamId, name, state],
      );
    await task(teamA.id, 'Running Task', 'pending');
    await task(teamA.id, 'Finished Task', 'completed');
    await task(teamB.id, 'Team B Task', 'pending');
  });

  const read = async (browser = teamA.member, query = '') => {
    const response = await browser.get(`${API.dashboard.get.path}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<DashboardResponse>();
  };

  it("answers each card with the team's items of its window, newest or most urgent first", async () => {
    const home = await read();
    expect(home.brand_messages).toEqual([
      expect.objectContaining({
        conversation_id: ids.freshConversation,
        brand_name: 'Acme Beauty',
        preview: 'We love Mia, what are her rates?',
      }),
    ]);
    expect(home.views_today).toEqual([
      expect.objectContaining({
        sheet_title: 'Spring Pitch',
        views: 3,
        anonymous_views: 1,
        viewers: expect.arrayContaining([
          { email: 'verified@brand.example', verified: true },
          { email: 'typed@brand.example', verified: false },
        ]),
      }),
    ]);
    expect(home.views_today[0]!.viewers).toHaveLength(2);
    expect(home.creator_calls_closing).toEqual([
      expect.objectContaining({
        id: ids.soonCall,
        title: 'Closing Soon',
        days_left: 3,
        response: 'submitted',
      }),
      expect.objectContaining({ id: ids.openCall, title: 'Open Call', days_left: 10, response: 'none' }),
    ]);
    expect(home.requests_waiting.map((request) => request.influencer_name)).toEqual(['Member Pending']);
    expect(home.tasks_running.map((task) => task.influencer_name)).toEqual(['Running Task']);
    expect(home.roster_changes).toEqual([
      expect.objectContaining({ influencer_id: ids.newCreator, name: 'Newly Added', change: 'added' }),
    ]);
  });

  it("never shows another team's items, nor another member's requests", async () => {
    const teamBHome = await read(teamB.admin);
    const text = JSON.stringify(teamBHome);
    for (const secret of ['Acme Beauty', 'Spring Pitch', 'Newly Added', 'Member Pending', 'Running Task'])
      expect(text).not.toContain(secret);
    expect(teamBHome.brand_messages.map((message) => message.brand_name)).toEqual(['Team B Brand']);
    expect(teamBHome.roster_changes.map((change) => change.name)).toEqual(['Team B Creator']);
    // Team B sees every Creator Call, with its own (absent) response.
    expect(teamBHome.creator_calls_closing.map((call) => call.response)).toEqual(['none', 'none']);
    expect((await read(teamA.admin)).requests_waiting.map((request) => request.influencer_name)).toEqual([
      'Admin Pending',
    ]);
  });

  it("starts today at midnight of the caller's time zone", async () => {
    const home = await read(teamA.member, '?tz=Pacific%2FKiritimati');
    const start = new Date(home.today_starts_at);
    // UTC+14: the local midnight is 10 hours before a UTC midnight, and less than a day ago.
    expect(start.getUTCHours()).toBe(10);
    expect(Date.now() - start.getTime()).toBeLessThan(DAY);
    expect(new Date((await read()).today_starts_at).getUTCHours()).toBe(0);
  });

  it('refuses a time zone that is not one (400 naming tz) and anonymous callers (401)', async () => {
    const bad = await teamA.member.get(`${API.dashboard.get.path}?tz=Mars%2FOlympus`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('tz');
    expect((await api.browser().get(API.dashboard.get.path)).statusCode).toBe(401);
  });
});
