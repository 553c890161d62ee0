import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { AnalyticsEventsService } from '../src/modules/analytics/services/analytics-events.service.js';
import { useTestApi } from './support/test-api.js';
import { rosterCreator } from './factories/talent.js';

/** POST /api/analytics: the events of the shared pages, stored for the reports. */
describe('analytics events', () => {
  const api = useTestApi();
  let teamId: number;
  let sheet: { id: number; publicId: string };
  let hidden: { id: number; publicId: string };
  let collection: { id: number; publicId: string };
  let creatorId: number;

  async function makeSheet(type = 'talent', status: string | null = null) {
    const publicId = randomBytes(12).toString('base64url');
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO talent_sheets (public_id, team_id, title, sheet_type, response_status) VALUES ($1, $2, 'S', $3, $4) RETURNING id`,
      [publicId, teamId, type, status],
    );
    return { id: rows[0]!.id, publicId };
  }
  const lastEvent = async () =>
    (await api.db.query('SELECT * FROM analytics_events ORDER BY id DESC LIMIT 1')).rows[0] as Record<
      string,
      unknown
    >;
  const countEvents = async () =>
    Number((await api.db.query('SELECT count(*) FROM analytics_events')).rows[0].count);

  beforeAll(async () => {
    teamId = await api.createTeam('Tracked Agency');
    sheet = await makeSheet();
    hidden = await makeSheet('casting_call_response', 'created');
    const publicId = randomBytes(12).toString('base64url');
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO collections (public_id, team_id, title) VALUES ($1, $2, 'C') RETURNING id`,
      [publicId, teamId],
    );
    collection = { id: rows[0]!.id, publicId };
    creatorId = (await rosterCreator(api.db, teamId)).id;
  });

  it('stores each event type with its team, sheet or collection, and no raw IP', async () => {
    const browser = api.browser('203.0.113.7');
    const events = [
      { event_type: 'sheet_view', data: { sheet_id: sheet.publicId, viewer_email: 'Brand@Example.com' } },
      { event_type: 'sheet_response_view', data: { sheet_id: sheet.publicId } },
      { event_type: 'sheet_click_influencer', data: { sheet_id: sheet.publicId, influencer_id: creatorId } },
      { event_type: 'collection_view', data: { collection_id: collection.publicId } },
      {
        event_type: 'social_view',
        data: {
          sheet_id: sheet.publicId,
          influencer_id: creatorId,
          platform: 'instagram',
          url: 'https://instagram.com/ava',
        },
      },
    ];
    for (const event of events) {
      const response = await browser.post('/api/analytics', event);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const { rows } = await api.db.query(
      `SELECT event_type, team_id, sheet_id, collection_id, influencer_id, platform, url, viewer_email, user_id, ip_hash, user_agent
         FROM analytics_events ORDER BY id`,
    );
    expect(rows.map((row) => row.event_type)).toEqual(events.map((event) => event.event_type));
    expect(rows.every((row) => row.team_id === teamId)).toBe(true);
    expect(rows[0]).toMatchObject({
      sheet_id: sheet.id,
      viewer_email: 'Brand@Example.com',
      user_id: null,
      user_agent: 'tpp-tests',
    });
    expect(rows[2]).toMatchObject({ influencer_id: creatorId });
    expect(rows[3]).toMatchObject({ collection_id: collection.id, sheet_id: null });
    expect(rows[4]).toMatchObject({
      platform: 'instagram',
      url: 'https://instagram.com/ava',
      influencer_id: creatorId,
    });

    // The IP is a keyed hash: not the IP, not its plain SHA-256, the same for the same viewer.
    const hashes = new Set(rows.map((row) => row.ip_hash));
    expect(hashes.size).toBe(1);
    const [hash] = [...hashes] as string[];
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(createHash('sha256').update('203.0.113.7').digest('hex'));
    const dump = JSON.stringify((await api.db.query('SELECT * FROM analytics_events')).rows);
    expect(dump).not.toContain('203.0.113.7');
    await api.browser('198.51.100.9').post('/api/analytics', events[0]);
    expect((await lastEvent()).ip_hash).not.toBe(hash);
  });

  it("a profile's social view without a sheet takes the creator's team; a signed-in viewer is recorded", async () => {
    const user = await api.createUser({ teamId });
    const browser = await api.signedIn(user);
    const response = await browser.post('/api/analytics', {
      event_type: 'social_view',
      data: { influencer_id: creatorId, platform: 'tiktok', url: 'http://tiktok.com/@ava' },
    });
    expect(response.statusCode).toBe(204);
    expect(await lastEvent()).toMatchObject({ team_id: teamId, sheet_id: null, user_id: user.id });
  });

  it('refuses bad events with a 400 naming the field and stores nothing', async () => {
    const before = await countEvents();
    const cases: [unknown, string][] = [
      [{ event_type: 'page_view', data: {} }, 'event_type'],
      [{ data: { sheet_id: sheet.publicId } }, 'event_type'],
      [{ event_type: 'sheet_view' }, 'data'],
      [{ event_type: 'sheet_view', data: {} }, 'data.sheet_id'],
      [{ event_type: 'sheet_view', data: { sheet_id: 'unknownSheetId00' } }, 'data.sheet_id'],
      [{ event_type: 'sheet_view', data: { sheet_id: hidden.publicId } }, 'data.sheet_id'],
      [{ event_type: 'sheet_view', data: { sheet_id: 'not an id!' } }, 'data.sheet_id'],
      [{ event_type: 'sheet_click_influencer', data: { sheet_id: sheet.publicId } }, 'data.influencer_id'],
      [{ event_type: 'collection_view', data: {} }, 'data.collection_id'],
      [{ event_type: 'collection_view', data: { collection_id: 'unknownCollect00' } }, 'data.collection_id'],
      [
        { event_type: 'social_view', data: { influencer_id: creatorId, url: 'https://x.example' } },
        'data.platform',
      ],
      [
        {
          event_type: 'social_view',
          data: { influencer_id: creatorId, platform: 'instagram', url: 'javascript:alert(1)' },
        },
        'data.url',
      ],
      [
        { event_type: 'social_view', data: { platform: 'instagram', url: 'https://x.example' } },
        'data.influencer_id',
      ],
      [
        { event_type: 'sheet_view', data: { sheet_id: sheet.publicId, viewer_email: 'nope' } },
        'data.viewer_email',
      ],
      [{ event_type: 'sheet_view', data: { sheet_id: sheet.publicId, extra: 1 } }, 'data.extra'],
    ];
    for (const [body, field] of cases) {
      const response = await api.browser().post('/api/analytics', body);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(response.json().fields).toHaveProperty([field]);
    }
    expect(await countEvents()).toBe(before);
  });

  it('keeps the CSRF check: a write without the token is refused', async () => {
    const response = await api
      .browser()
      .post(
        '/api/analytics',
        { event_type: 'sheet_view', data: { sheet_id: sheet.publicId } },
        { csrf: false },
      );
    expect(response.statusCode).toBe(403);
  });

  it('limits events per IP per minute (429 with Retry-After)', async () => {
    const browser = api.browser('192.0.2.50');
    const event = { event_type: 'collection_view', data: { collection_id: collection.publicId } };
    for (let i = 0; i < 600; i += 1) {
      const response = await browser.post('/api/analytics', event);
      if (response.statusCode !== 204) throw new Error(`event ${i} answered ${response.statusCode}`);
    }
    const refused = await browser.post('/api/analytics', event);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.browser('192.0.2.51').post('/api/analytics', event)).statusCode).toBe(204);
  });

  it('events outlive a deleted sheet or collection', async () => {
    const doomed = await makeSheet();
    await api
      .browser()
      .post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: doomed.publicId } });
    const { id } = await lastEvent();
    await api.db.query('DELETE FROM talent_sheets WHERE id = $1', [doomed.id]);
    const { rows } = await api.db.query('SELECT sheet_id, team_id FROM analytics_events WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ sheet_id: null, team_id: teamId });
  });

  it('stores the common events on the fast path and leaves every other request to the controller', async () => {
    const record = jest.spyOn(api.app.get(AnalyticsEventsService), 'record');
    const browser = api.browser('203.0.113.90');
    const before = await countEvents();
    const send = async (body: unknown) => (await browser.post('/api/analytics', body)).statusCode;

    expect(await send({ event_type: 'sheet_view', data: { sheet_id: sheet.publicId } })).toBe(204);
    expect(
      await send({
        event_type: 'sheet_click_influencer',
        data: { sheet_id: sheet.publicId, influencer_id: creatorId },
      }),
    ).toBe(204);
    expect(await send({ event_type: 'collection_view', data: { collection_id: collection.publicId } })).toBe(
      204,
    );
    expect(record).not.toHaveBeenCalled();
    expect(await countEvents()).toBe(before + 3);

    // Other shapes go to the controller, which validates and answers as always.
    expect(
      await send({
        event_type: 'sheet_view',
        data: { sheet_id: sheet.publicId, viewer_email: 'a@brand.example' },
      }),
    ).toBe(204);
    expect(record).toHaveBeenCalledTimes(1);
    const unknown = await browser.post('/api/analytics', {
      event_type: 'sheet_view',
      data: { sheet_id: 'AAAAAAAAAAAA' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty(['data.sheet_id']);
    const hidden400 = await browser.post('/api/analytics', {
      event_type: 'sheet_view',
      data: { sheet_id: hidden.publicId },
    });
    expect(hidden400.statusCode).toBe(400);
    for (const body of [
      { event_type: 'sheet_view', data: { sheet_id: sheet.publicId }, extra: 1 },
      { event_type: 'sheet_view', data: { sheet_id: 7 } },
      { event_type: 'sheet_click_influencer', data: { sheet_id: sheet.publicId, influencer_id: 1.5 } },
      { event_type: 'sheet_click_influencer', data: { sheet_id: sheet.publicId } },
    ])
      expect(await send(body)).toBe(400);
    expect(await countEvents()).toBe(before + 4);
    record.mockRestore();
  });
});
