import type pg from 'pg';
import { newPublicId } from '../common/secure-token.js';

/** Demo sheets, campaigns, creator calls, likes and a response: deterministic except for the random public ids. */
export interface DemoSheetsResult {
  seeded: boolean;
  sheets: number;
  castingCalls: number;
}

interface DemoSheet {
  title: string;
  description: string | null;
  type: 'talent' | 'campaign';
  /** Roster positions (0-based) of the creators, in sheet order. */
  picks: number[];
  notes: Record<number, string>;
  daysAgo: number;
}

const NORTHSTAR_SHEETS: DemoSheet[] = [
  {
    title: 'Glow Skincare — Holiday 2026 shortlist',
    description: 'Holiday Gifting Creators for Glow Skincare',
    type: 'talent',
    picks: [0, 3, 5, 8, 12, 15, 21, 26],
    notes: {
      0: 'Top pick: strong skincare routine content. See the [holiday reel from last year](https://example.com/reels/holiday-2025).',
      3: 'Available from Nov 20. Prefers product seeding before paid posts.',
      5: 'Audience matches the brand’s core 25-34 shoppers.',
      12: 'Rate card on request — [media kit](https://example.com/kits/media-kit.pdf).',
    },
    daysAgo: 1,
  },
  {
    title: 'Northwind Outdoor — trail running',
    description: null,
    type: 'talent',
    picks: [2, 7, 9, 14, 18],
    notes: {
      2: 'Ran two ultra marathons this year; honest gear reviews.',
      9: 'Based in Denver, can shoot on location.',
    },
    daysAgo: 3,
  },
  {
    title: 'Q1 fitness app launch',
    description: 'New Year, New Routine — Creator Picks',
    type: 'talent',
    picks: [1, 4, 6, 10, 11, 13, 16, 17, 19, 20, 22],
    notes: {
      1: 'Morning workout series performs best on TikTok.',
      6: 'Has worked with two fitness apps before; [case study](https://example.com/case-studies/fit-app).',
      11: 'Bilingual content (English / Spanish).',
    },
    daysAgo: 6,
  },
  {
    title: 'Foodie creators — Bay Area',
    description: null,
    type: 'talent',
    picks: [23, 24, 25, 27],
    notes: { 24: 'Restaurant reviews with strong local following.' },
    daysAgo: 9,
  },
  {
    title: 'Back to school — family creators',
    description: 'Family Favorites for Back to School',
    type: 'talent',
    picks: [28, 29, 30, 31, 32, 33],
    notes: {
      28: 'Home organisation and family routines.',
      31: 'Weekly YouTube vlog, 9 min average watch time.',
    },
    daysAgo: 14,
  },
  {
    title: 'Tech gadgets gift guide',
    description: null,
    type: 'talent',
    picks: [34, 35, 36],
    notes: { 35: 'Unboxing videos; contact via [email](mailto:bookings@northstar.example).' },
    daysAgo: 20,
  },
  {
    title: 'Glow Skincare — holiday campaign tracking',
    description: null,
    type: 'campaign',
    picks: [0, 3, 5, 8, 12],
    notes: {},
    daysAgo: 2,
  },
  {
    title: 'Fitness app launch — outreach',
    description: null,
    type: 'campaign',
    picks: [1, 6, 11],
    notes: {},
    daysAgo: 5,
  },
];

const HARBOR_SHEETS: DemoSheet[] = [
  {
    title: 'Pacific Northwest outdoor picks',
    description: 'Outdoor Creators from Harbor Lane',
    type: 'talent',
    picks: [0, 1, 2, 3, 4],
    notes: { 0: 'Kayak and camping content, Seattle based.' },
    daysAgo: 2,
  },
  {
    title: 'Home and garden — spring',
    description: null,
    type: 'talent',
    picks: [5, 6, 7],
    notes: {},
    daysAgo: 8,
  },
];

const CASTING_CALLS = [
  {
    title: 'Holiday gifting: clean beauty sets',
    description:
      'Glow Skincare is looking for skincare and beauty creators to feature our holiday gift sets in a gifting-season post and three stories.',
    start_date: '2026-11-20',
    end_date: '2026-12-18',
    deliverables: '1 Instagram Reel, 3 Instagram Stories with link sticker',
    locations: 'United States',
    compensation: '$1,500 – $4,000 per creator plus product',
    brand_represented: 'Glow Skincare',
    brand_name: 'Glow Skincare',
  },
  {
    title: 'Winter trail series',
    description:
      'Northwind Outdoor wants trail runners and hikers to test our new winter trail shoe on real trails.',
    start_date: '2026-12-01',
    end_date: '2027-01-15',
    deliverables: '2 TikTok videos, 1 YouTube Short',
    locations: 'Colorado, Utah, Washington',
    compensation: '$2,000 flat fee',
    brand_represented: 'Northwind Outdoor',
    brand_name: 'Northwind Outdoor',
  },
  {
    title: 'New Year fitness challenge',
    description:
      'PulseFit is launching a 30-day challenge and needs fitness creators to lead community workouts.',
    start_date: '2026-12-15',
    end_date: '2027-01-31',
    deliverables: '4 TikTok videos, weekly Instagram Story check-ins',
    locations: 'Remote',
    compensation: '$3,000 – $6,000 plus affiliate commission',
    brand_represented: 'PulseFit',
    brand_name: 'PulseFit',
  },
  {
    title: 'Holiday baking with Hearth & Oven',
    description: 'Food creators wanted for a holiday baking recipe series with our new stoneware line.',
    start_date: '2026-11-25',
    end_date: '2026-12-20',
    deliverables: '1 recipe Reel, 1 carousel post',
    locations: 'United States, Canada',
    compensation: '$800 – $2,500',
    brand_represented: 'Hearth & Oven',
    brand_name: 'Hearth & Oven',
  },
  {
    title: 'Smart home gift guide',
    description:
      'Lumen Home is looking for tech and home creators to include our smart lamp in holiday gift guides.',
    start_date: '2026-11-18',
    end_date: '2026-12-10',
    deliverables: '1 YouTube integration (60–90 s) or 1 TikTok video',
    locations: 'United States',
    compensation: '$1,200 – $5,000',
    brand_represented: 'Lumen Home',
    brand_name: 'Lumen Home',
  },
];

const CAMPAIGN_ROWS = [
  {
    'Date Sent': '11/16/26',
    Sender: 'Avery',
    Contact: 'Email',
    Replied: 'Y',
    Rate: '$2,500',
    Notes: 'Confirmed, contract out',
  },
  {
    'Date Sent': '11/16/26',
    Sender: 'Avery',
    Contact: 'DM',
    Replied: 'N',
    Rate: '',
    Notes: 'Follow up Monday',
  },
  { 'Date Sent': '11/17/26', Sender: 'Jordan', Contact: 'Email', Replied: 'Y', Rate: '$1,800', Notes: '' },
];

async function rosterOf(client: pg.ClientBase, teamId: number): Promise<number[]> {
  const { rows } = await client.query<{ influencer_id: number }>(
    `SELECT influencer_id FROM team_influencers WHERE team_id = $1 AND represented ORDER BY position, added_at, influencer_id`,
    [teamId],
  );
  return rows.map((row) => row.influencer_id);
}

async function insertSheet(
  client: pg.ClientBase,
  teamId: number,
  userId: number | null,
  sheet: DemoSheet,
  roster: number[],
  extra: { castingCallId?: number; campaignData?: Record<string, Record<string, string>> } = {},
): Promise<{ id: number; influencers: number[] }> {
  const influencers = [
    ...new Set(sheet.picks.map((pick) => roster[pick % Math.max(roster.length, 1)])),
  ].filter((id): id is number => id !== undefined);
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO talent_sheets (public_id, team_id, creator_user_id, title, description, sheet_type, casting_call_id,
       response_status, campaign_data, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10), now() - make_interval(days => $10))
     RETURNING id`,
    [
      newPublicId(),
      teamId,
      userId,
      sheet.title,
      sheet.description,
      extra.castingCallId ? 'casting_call_response' : sheet.type,
      extra.castingCallId ?? null,
      extra.castingCallId ? 'created' : null,
      JSON.stringify(extra.campaignData ?? {}),
      sheet.daysAgo,
    ],
  );
  const id = rows[0]!.id;
  const notes = influencers.map((_influencer, index) => sheet.notes[sheet.picks[index] ?? -1] ?? '');
  if (influencers.length)
    await client.query(
      `INSERT INTO talent_sheet_influencers (sheet_id, influencer_id, position, note)
       SELECT $1, x.id, x.ord - 1, x.note FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS x(id, note, ord)`,
      [id, influencers, notes],
    );
  return { id, influencers };
}

/** Seeds once: does nothing when any creator call exists (the demo data was seeded before). */
export async function seedDemoSheets(
  client: pg.ClientBase,
  teamName: string,
  secondTeamName: string,
): Promise<DemoSheetsResult> {
  const none = { seeded: false, sheets: 0, castingCalls: 0 };
  await client.query('BEGIN');
  try {
    await client.query(`LOCK TABLE casting_calls IN EXCLUSIVE MODE`);
    const existing = await client.query(`SELECT 1 FROM casting_calls LIMIT 1`);
    const teams = await client.query<{ id: number; name: string; user_id: number | null }>(
      `SELECT t.id, t.name,
              (SELECT m.user_id FROM team_memberships m WHERE m.team_id = t.id ORDER BY (m.role = 'team_admin') DESC, m.id LIMIT 1) AS user_id
         FROM teams t WHERE t.name = ANY($1::text[])`,
      [[teamName, secondTeamName]],
    );
    const main = teams.rows.find((row) => row.name === teamName);
    const second = teams.rows.find((row) => row.name === secondTeamName);
    if (existing.rows.length || !main) {
      await client.query('ROLLBACK');
      return none;
    }
    const mainRoster = await rosterOf(client, main.id);
    if (!mainRoster.length) {
      await client.query('ROLLBACK');
      return none;
    }
    let sheets = 0;
    const callIds: number[] = [];
    for (const call of CASTING_CALLS) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO casting_calls (title, description, start_date, end_date, deliverables, locations, compensation,
           brand_represented, brand_name) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          call.title,
          call.description,
          call.start_date,
          call.end_date,
          call.deliverables,
          call.locations,
          call.compensation,
          call.brand_represented,
          call.brand_name,
        ],
      );
      callIds.push(rows[0]!.id);
    }
    const created: { id: number; influencers: number[] }[] = [];
    for (const sheet of NORTHSTAR_SHEETS) {
      const roster = mainRoster;
      const pickedIds = sheet.picks.map((pick) => roster[pick % roster.length]!);
      const campaignData =
        sheet.type === 'campaign'
          ? Object.fromEntries(
              pickedIds
                .slice(0, CAMPAIGN_ROWS.length)
                .map((id, index) => [String(id), CAMPAIGN_ROWS[index]!]),
            )
          : undefined;
      created.push(await insertSheet(client, main.id, main.user_id, sheet, roster, { campaignData }));
      sheets += 1;
    }
    // A draft response to the first creator call (invisible to the brand until submitted).
    await insertSheet(
      client,
      main.id,
      main.user_id,
      {
        title: `Response: ${CASTING_CALLS[0]!.title}`,
        description: null,
        type: 'talent',
        picks: [0, 5, 12],
        notes: {},
        daysAgo: 0,
      },
      mainRoster,
      { castingCallId: callIds[0] },
    );
    sheets += 1;

    // Brand hearts and one response form answer on the first sheet.
    const first = created[0]!;
    const liked = first.influencers.slice(0, 2);
    await client.query(
      `INSERT INTO sheet_responses (sheet_id, responder_name, responder_email, comments, liked_influencer_ids, created_at)
       VALUES ($1, 'Jordan Blake', 'jordan.blake@glowskincare.example', $2, $3, now() - interval '20 hours')`,
      [first.id, 'Love the first two — can you share availability for the week of Dec 1?', liked],
    );
    await client.query(
      `INSERT INTO influencer_likes (team_id, influencer_id, sheet_id, source, responder_name, responder_email, created_at)
       SELECT $1, id, $2, 'brand', 'Jordan Blake', 'jordan.blake@glowskincare.example', now() - interval '20 hours'
         FROM unnest($3::int[]) AS id`,
      [main.id, first.id, liked],
    );
    if (main.user_id && created[2])
      await client.query(
        `INSERT INTO influencer_likes (team_id, influencer_id, sheet_id, source, user_id, created_at)
         VALUES ($1, $2, NULL, 'team', $3, now() - interval '2 days')`,
        [main.id, created[2].influencers[0], main.user_id],
      );

    if (second) {
      const secondRoster = await rosterOf(client, second.id);
      if (secondRoster.length)
        for (const sheet of HARBOR_SHEETS) {
          await insertSheet(client, second.id, second.user_id, sheet, secondRoster);
          sheets += 1;
        }
    }
    await client.query('COMMIT');
    return { seeded: true, sheets, castingCalls: callIds.length };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
