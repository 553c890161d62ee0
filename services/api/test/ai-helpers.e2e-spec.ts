import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AI_MESSAGES,
  API,
  type AdvancedFiltersAiResponse,
  type ApiErrorBody,
  type SheetHelperResponse,
  type SpecialNoteHelperResponse,
  type TagHelperResponse,
} from '@tpp/contracts';
import { OpenAiTestServer, type ModelPayload } from './support/openai-test-server.js';
import { startTestApi, type TestApi, useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator, type Creator } from './factories/talent.js';

/** The record a fact may come from: every number of an explanation must be one of these, as written. */
interface Facts {
  followers: number[];
  percents: number[];
}

/**
 * Every number an explanation states ("80K", "72%", "4.5%", "18-24") must be a value of the
 * creator's record written the way the helpers write it: counts in K/M rounded, percents whole
 * (one decimal under 10), age bounds of the audience buckets.
 */
function checkNumbers(text: string, facts: Facts): string[] {
  const wrong: string[] = [];
  const ageBounds = new Set([13, 17, 18, 24, 25, 34, 35, 44, 45, 64]);
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s*([KM%])?/g)) {
    const value = Number(match[1]);
    const unit = match[2];
    const ok =
      unit === 'K' || unit === 'M'
        ? facts.followers.some((f) => {
            const scaled = f / (unit === 'K' ? 1000 : 1_000_000);
            return Math.abs(scaled - value) <= (scaled < 10 ? 0.05 : 0.5) + 1e-9;
          })
        : unit === '%'
          ? facts.percents.some((p) => Math.abs(p - value) <= (p < 10 ? 0.05 : 0.5) + 1e-9)
          : ageBounds.has(value) || facts.followers.includes(value);
    if (!ok) wrong.push(match[0]);
  }
  return wrong;
}

describe('AI helpers (offline engine)', () => {
  const api = useTestApi({ env: { AI_REQUESTS_PER_TEAM_PER_MINUTE: '1000' } });
  let teamA: number;
  let teamB: number;
  let alice: TestBrowser;
  let bob: TestBrowser;
  let maya: Creator;
  let dana: Creator;
  let lena: Creator;
  let theo: Creator;
  let rivalRunner: Creator;
  const facts = new Map<number, Facts>();

  const post = async <T>(browser: TestBrowser, path: string, body: unknown, status = 200): Promise<T> => {
    const response = await browser.post(path, body);
    expect(`${response.statusCode} ${response.body}`).toMatch(new RegExp(`^${status} `));
    return response.json<T>();
  };

  beforeAll(async () => {
    teamA = await api.createTeam('Agency A');
    teamB = await api.createTeam('Agency B');
    alice = await api.signedIn(await api.createUser({ teamId: teamA }));
    bob = await api.signedIn(await api.createUser({ teamId: teamB }));
    const creator = async (
      teamId: number,
      name: string,
      city: string,
      state: string,
      account: {
        platform: string;
        followers: number;
        engagementRate: number;
        femalePercent: number;
        ages: Record<string, number>;
      },
      tags: string[],
      description = `${name} makes videos.`,
    ) => {
      const made = await rosterCreator(
        api.db,
        teamId,
        { fullname: name, city, state, description, accounts: [account] },
        { tags },
      );
      const ages = account.ages;
      const sums = [
        ages['13_17'] ?? 0,
        ages['18_24'] ?? 0,
        (ages['13_17'] ?? 0) + (ages['18_24'] ?? 0),
        ages['25_34'] ?? 0,
        (ages['25_34'] ?? 0) + (ages['35_44'] ?? 0),
        ages['45_64'] ?? 0,
      ];
      facts.set(made.id, {
        followers: [account.followers],
        percents: [account.engagementRate, account.femalePercent, 100 - account.femalePercent, ...sums, 70],
      });
      return made;
    };
    maya = await creator(
      teamA,
      'Maya Lopez',
      'Austin',
      'TX',
      {
        platform: 'tiktok',
        followers: 80_000,
        engagementRate: 5.1,
        femalePercent: 72,
        ages: { '13_17': 12, '18_24': 41, '25_34': 30 },
      },
      ['Fitness', 'Running'],
      'Marathon runner and coach sharing training plans.',
    );
    dana = await creator(
      teamA,
      'Dana Reed',
      'Dallas',
      'TX',
      {
        platform: 'tiktok',
        followers: 310_000,
        engagementRate: 2.2,
        femalePercent: 41,
        ages: { '18_24': 30, '25_34': 40 },
      },
      ['Fitness'],
    );
    lena = await creator(
      teamA,
      'Lena Park',
      'Los Angeles',
      'CA',
      {
        platform: 'instagram',
        followers: 52_300,
        engagementRate: 3.4,
        femalePercent: 81,
        ages: { '18_24': 50, '25_34': 30 },
      },
      ['Beauty', 'Skincare'],
      'Skincare routines and honest product reviews.',
    );
    theo = await creator(
      teamA,
      'Theo Grant',
      'Seattle',
      'WA',
      {
        platform: 'youtube',
        followers: 1_250_000,
        engagementRate: 1.8,
        femalePercent: 22,
        ages: { '25_34': 52, '35_44': 20 },
      },
      ['Tech', 'Gaming', 'Agency A Pick'],
    );
    // Team B's runner would fit team A's briefs best; team A must never see it.
    rivalRunner = await creator(
      teamB,
      'Rival Runner',
      'Austin',
      'TX',
      {
        platform: 'tiktok',
        followers: 95_000,
        engagementRate: 9.9,
        femalePercent: 90,
        ages: { '18_24': 60 },
      },
      ['Fitness', 'Running', 'Agency B Secret'],
    );
  });

  describe('POST /api/sheet-helper', () => {
    it('applies every stated constraint and explains each suggestion with true facts', async () => {
      const answer = await post<SheetHelperResponse>(alice, API.ai.sheetHelper.path, {
        description: 'TikTok fitness creators in Texas with 50K+ followers and a mostly female audience',
        included_influencers: [],
      });
      expect(answer.influencers.map((s) => s.id)).toEqual([maya.id]);
      expect(answer.brief.constraints).toEqual(
        expect.arrayContaining([
          'TikTok',
          '50K+ followers',
          'audience at least 60% female',
          'based in Texas',
        ]),
      );
      expect(answer.brief.relaxed).toEqual([]);
      const [suggestion] = answer.influencers;
      expect(suggestion!.influencer).toMatchObject({ id: maya.id, fullname: 'Maya Lopez' });
      expect(suggestion!.explanation).toContain('80K TikTok followers');
      expect(suggestion!.explanation).toContain('72% female audience');
      expect(suggestion!.explanation).toContain('based in Austin, Texas');
      expect(checkNumbers(suggestion!.explanation, facts.get(maya.id)!)).toEqual([]);
    });

    it('never suggests an included creator, and relaxes (and names) a constraint nothing else meets', async () => {
      const answer = await post<SheetHelperResponse>(alice, API.ai.sheetHelper.path, {
        description: 'TikTok fitness creators in Texas with 50K+ followers and a mostly female audience',
        included_influencers: [maya.id],
      });
      expect(answer.influencers.map((s) => s.id)).toEqual([dana.id]);
      expect(answer.brief.relaxed).toEqual([
        expect.objectContaining({ constraint: 'audience at least 60% female' }),
      ]);
      expect(answer.brief.constraints).not.toContain('audience at least 60% female');
    });

    it('cites at least two true facts in every explanation of a broad brief, and only its own roster', async () => {
      const answer = await post<SheetHelperResponse>(alice, API.ai.sheetHelper.path, {
        description: 'Creators of any size for a spring lifestyle campaign across platforms',
        included_influencers: [],
      });
      const ids = answer.influencers.map((s) => s.id).sort((a, b) => a - b);
      expect(ids).toEqual([maya.id, dana.id, lena.id, theo.id].sort((a, b) => a - b));
      for (const suggestion of answer.influencers) {
        expect(checkNumbers(suggestion.explanation, facts.get(suggestion.id)!)).toEqual([]);
        const cited = suggestion.explanation.split(/, | and /).length;
        expect(cited).toBeGreaterThanOrEqual(2);
        expect(suggestion.explanation).not.toContain('Agency B Secret');
      }
      expect(ids).not.toContain(rivalRunner.id);
    });

    it('refuses a description under 20 characters with the spec message, naming the field', async () => {
      for (const description of ['Fitness creators', `   ${'x'.repeat(10)}            `]) {
        const error = await post<ApiErrorBody>(
          alice,
          API.ai.sheetHelper.path,
          { description, included_influencers: [] },
          400,
        );
        expect(error.error).toBe('INVALID_INPUT');
        expect(error.fields?.description).toEqual([AI_MESSAGES.descriptionTooShort]);
      }
    });

    it('answers 400 naming the field for bad input', async () => {
      const cases: [unknown, string][] = [
        [{ included_influencers: [] }, 'description'],
        [{ description: 1234567890123456, included_influencers: [] }, 'description'],
        [{ description: 'x'.repeat(5001), included_influencers: [] }, 'description'],
        [{ description: 'Fitness creators for a launch' }, 'included_influencers'],
        [
          { description: 'Fitness creators for a launch', included_influencers: 'all' },
          'included_influencers',
        ],
        [
          { description: 'Fitness creators for a launch', included_influencers: [-1] },
          'included_influencers',
        ],
        [
          { description: 'Fitness creators for a launch', included_influencers: [1.5] },
          'included_influencers',
        ],
      ];
      for (const [body, field] of cases) {
        const error = await post<ApiErrorBody>(alice, API.ai.sheetHelper.path, body, 400);
        expect(Object.keys(error.fields ?? {})).toContain(field);
      }
    });
  });

  describe('POST /api/special-note-helper', () => {
    it("writes a pitch note from the creator's facts for the brief", async () => {
      const { explanation } = await post<SpecialNoteHelperResponse>(alice, API.ai.specialNoteHelper.path, {
        influencer_id: maya.id,
        description: 'A running shoe launch for a Gen Z audience on TikTok',
      });
      expect(explanation).toContain('Maya Lopez');
      expect(explanation).toContain('80K TikTok followers');
      expect(explanation).toContain('53% aged 13-24');
      expect(explanation.toLowerCase()).toContain('running');
      expect(checkNumbers(explanation, facts.get(maya.id)!)).toEqual([]);
    });

    it("answers 404 for another team's creator and for a missing one, 400 for a short brief", async () => {
      for (const id of [rivalRunner.id, 2_000_000_000]) {
        const error = await post<ApiErrorBody>(
          alice,
          API.ai.specialNoteHelper.path,
          { influencer_id: id, description: 'A running shoe launch for a Gen Z audience' },
          404,
        );
        expect(error.error).toBe('INFLUENCER_NOT_FOUND');
      }
      const error = await post<ApiErrorBody>(
        alice,
        API.ai.specialNoteHelper.path,
        { influencer_id: maya.id, description: 'Shoes' },
        400,
      );
      expect(error.fields?.description).toEqual([AI_MESSAGES.descriptionTooShort]);
      const bad = await post<ApiErrorBody>(
        alice,
        API.ai.specialNoteHelper.path,
        { description: 'x'.repeat(30) },
        400,
      );
      expect(Object.keys(bad.fields ?? {})).toContain('influencer_id');
    });
  });

  describe('POST /api/tag-helper', () => {
    it('suggests tags of the master list with the words they were read from', async () => {
      const answer = await post<TagHelperResponse>(alice, API.ai.tagHelper.path, {
        description: '📍ATX | 🏃‍♀️ marathon mama of 2 | plant-based eats 🌱 | not a gym girlie',
      });
      expect(answer.tags).toEqual(
        expect.arrayContaining(['Austin', 'Texas', 'Running', 'Plant-Based', 'Parenting']),
      );
      expect(answer.tags).not.toContain('Fitness');
      const running = answer.suggestions.find((s) => s.tag === 'Running')!;
      expect(running.reason).toContain("'marathon'");
      expect(answer.suggestions.every((s) => !s.applied)).toBe(true);
      expect(answer.tags).toEqual(answer.suggestions.map((s) => s.tag));
    });

    it("marks the creator's own tags, reads its recorded place and the team's own tags, never another team's", async () => {
      const answer = await post<TagHelperResponse>(alice, API.ai.tagHelper.path, {
        influencer_id: maya.id,
        description: 'Marathon runner. Agency A Pick of the month. Agency B Secret.',
      });
      expect(answer.suggestions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ tag: 'Running', applied: true }),
          expect.objectContaining({ tag: 'Agency A Pick', applied: false }),
          expect.objectContaining({
            tag: 'Austin',
            reason: "the creator's recorded location (Austin, Texas)",
          }),
        ]),
      );
      expect(answer.tags).not.toContain('Agency B Secret');
    });

    it('answers an empty list when nothing is recognised', async () => {
      const answer = await post<TagHelperResponse>(alice, API.ai.tagHelper.path, {
        description: 'hello there',
      });
      expect(answer).toEqual({ tags: [], suggestions: [] });
    });

    it("answers 404 for another team's creator and 400 naming bad fields", async () => {
      const error = await post<ApiErrorBody>(
        alice,
        API.ai.tagHelper.path,
        { influencer_id: rivalRunner.id, description: 'Marathon runner' },
        404,
      );
      expect(error.error).toBe('INFLUENCER_NOT_FOUND');
      for (const [body, field] of [
        [{}, 'description'],
        [{ description: null }, 'description'],
        [{ description: 'Runner', influencer_id: 'abc' }, 'influencer_id'],
        [{ description: 'Runner', influencer_id: 0 }, 'influencer_id'],
      ] as [unknown, string][]) {
        const bad = await post<ApiErrorBody>(alice, API.ai.tagHelper.path, body, 400);
        expect(Object.keys(bad.fields ?? {})).toContain(field);
      }
    });
  });

  describe('POST /api/advanced-filters-ai', () => {
    it("ranks the directory's matches for the filters by fit to the brief, each with an explanation", async () => {
      const answer = await post<AdvancedFiltersAiResponse>(alice, API.ai.advancedFiltersAi.path, {
        platform: 'tiktok',
        team_id: teamA,
        limit: 200,
        talent_sheet: true,
        description: 'Running creators with a mostly female audience for a shoe launch',
        included_influencers: [],
      });
      // Team B's runner is in the directory (public data), but team A sees none of B's tags.
      const ids = answer.accounts.map((a) => a.influencer_id);
      expect(ids[0]).toBe(maya.id);
      expect(ids).not.toContain(dana.id); // 41% female: the brief's audience filter holds
      expect(answer.brief.constraints).toContain('audience at least 60% female');
      for (const account of answer.accounts) {
        expect(account.platform).toBe('tiktok');
        expect(account.explanation).not.toContain('Agency B Secret');
        expect(account.tags).not.toContain('Agency B Secret');
        const known = facts.get(account.influencer_id);
        if (known) expect(checkNumbers(account.explanation, known)).toEqual([]);
      }
      expect(answer.accounts.find((a) => a.influencer_id === maya.id)!.explanation).toContain(
        '72% female audience',
      );
    });

    it("checks the brief's place on the records, and lets the search's own filters decide a conflict", async () => {
      const answer = await post<AdvancedFiltersAiResponse>(alice, API.ai.advancedFiltersAi.path, {
        platform: 'instagram',
        description: 'TikTok skincare creators based in California for a serum launch',
      });
      expect(answer.accounts.map((a) => a.influencer_id)).toEqual([lena.id]);
      expect(answer.accounts[0]!.explanation).toContain('based in Los Angeles, California');
      expect(answer.brief.constraints).toContain('based in California');
      expect(answer.brief.relaxed).toEqual([
        { constraint: 'TikTok', reason: "Your search's own filter decides it." },
      ]);
    });

    it('leaves out included creators, keeps within the limit, and refuses bad input and other teams', async () => {
      const answer = await post<AdvancedFiltersAiResponse>(alice, API.ai.advancedFiltersAi.path, {
        platform: 'tiktok',
        description: 'Running creators with a mostly female audience for a shoe launch',
        included_influencers: [maya.id],
        limit: 1,
      });
      expect(answer.accounts.length).toBeLessThanOrEqual(1);
      expect(answer.accounts.map((a) => a.influencer_id)).not.toContain(maya.id);
      const tooMany = await post<ApiErrorBody>(
        alice,
        API.ai.advancedFiltersAi.path,
        { description: 'Running creators for a shoe launch', limit: 201 },
        400,
      );
      expect(Object.keys(tooMany.fields ?? {})).toContain('limit');
      const short = await post<ApiErrorBody>(
        alice,
        API.ai.advancedFiltersAi.path,
        { description: 'Runners' },
        400,
      );
      expect(short.fields?.description).toEqual([AI_MESSAGES.descriptionTooShort]);
      const range = await post<ApiErrorBody>(
        alice,
        API.ai.advancedFiltersAi.path,
        { description: 'Running creators for a shoe launch', followers_min: 10, followers_max: 5 },
        400,
      );
      expect(Object.keys(range.fields ?? {})).toContain('followers_min');
      await post(
        bob,
        API.ai.advancedFiltersAi.path,
        { team_id: teamA, description: 'Running creators for a shoe launch' },
        404,
      );
    });
  });

  it('needs a session and the CSRF header', async () => {
    const anonymous = api.browser();
    expect((await anonymous.post(API.ai.sheetHelper.path, {})).statusCode).toBe(401);
    const noCsrf = await alice.post(API.ai.tagHelper.path, { description: 'Runner' }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('AI helpers with a hosted model (an OpenAI-compatible test server)', () => {
  const model = new OpenAiTestServer();
  const api = useTestApi(async () => ({
    env: {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: await model.start(),
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '300',
      AI_REQUESTS_PER_TEAM_PER_MINUTE: '1000',
    },
  }));
  let teamA: number;
  let alice: TestBrowser;
  let runner: Creator;
  let yogi: Creator;
  let rival: Creator;
  let briefs = 0;
  /** A new brief each time, so no answer comes from the cache. */
  const brief = () => `Fitness creators on Instagram for a running shoe launch, campaign ${++briefs}`;

  const sheetHelper = async (description: string) => {
    const response = await alice.post(API.ai.sheetHelper.path, { description, included_influencers: [] });
    expect(response.statusCode).toBe(200);
    return response.json<SheetHelperResponse>();
  };

  beforeAll(async () => {
    teamA = await api.createTeam('Hosted A');
    const teamB = await api.createTeam('Hosted B');
    alice = await api.signedIn(await api.createUser({ teamId: teamA }));
    const account = (followers: number) => ({
      platform: 'instagram',
      followers,
      engagementRate: 4,
      femalePercent: 60,
    });
    runner = await rosterCreator(
      api.db,
      teamA,
      { fullname: 'Rae Runner', accounts: [account(40_000)] },
      { tags: ['Fitness', 'Running'] },
    );
    yogi = await rosterCreator(
      api.db,
      teamA,
      { fullname: 'Yuki Yoga', accounts: [account(90_000)] },
      { tags: ['Fitness'] },
    );
    rival = await rosterCreator(
      api.db,
      teamB,
      { fullname: 'Team B Runner', accounts: [account(70_000)] },
      { tags: ['Fitness', 'Running'] },
    );
  });
  afterAll(async () => {
    await model.close();
  });

  const offlineOrder = async () => {
    // The engine's own answer: the model fails, so the engine answers.
    model.behaviour = { kind: 'status', status: 500 };
    return sheetHelper(brief());
  };

  it("uses the model's order and texts, and the model sees only the engine's candidates of the caller's team", async () => {
    model.behaviour = {
      kind: 'answer',
      content: (payload: ModelPayload) => ({
        creators: [...payload.creators!]
          .reverse()
          .map((c) => ({ id: c.id, explanation: `Model says: ${c.facts[0]}.` })),
      }),
    };
    const answer = await sheetHelper(brief());
    const offline = await offlineOrder();
    expect(answer.influencers.map((s) => s.id)).toEqual([...offline.influencers.map((s) => s.id)].reverse());
    expect(answer.influencers[0]!.explanation).toMatch(/^Model says: /);
    const sent = model.received.find((r) => r.payload.creators)!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.model).toBe('test-model');
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.payload.creators!.map((c) => c.id).sort()).toEqual([runner.id, yogi.id].sort());
    expect(JSON.stringify(model.received)).not.toContain(String(rival.id) + ',');
    expect(JSON.stringify(model.received)).not.toContain('Team B Runner');
  });

  it('falls back to the engine on garbage, an error status, a timeout, unknown ids or an invented number', async () => {
    const offline = await offlineOrder();
    const cases = [
      { kind: 'text', content: 'I think Rae is great!' },
      { kind: 'text', content: '{"creators": "everyone"}' },
      { kind: 'status', status: 503 },
      { kind: 'slow', delayMs: 2000 },
      { kind: 'answer', content: () => ({ creators: [{ id: 999999, explanation: 'Not a candidate.' }] }) },
    ] as const;
    for (const behaviour of cases) {
      model.behaviour = behaviour;
      const answer = await sheetHelper(brief());
      expect(answer.influencers.map((s) => s.id)).toEqual(offline.influencers.map((s) => s.id));
      expect(answer.influencers.every((s) => s.explanation.startsWith('Meets your brief: '))).toBe(true);
    }
    // An explanation with a number the facts do not state is replaced by the engine's (that creator only).
    model.behaviour = {
      kind: 'answer',
      content: (payload: ModelPayload) => ({
        creators: payload.creators!.map((c, index) => ({
          id: c.id,
          explanation:
            index === 0 ? `${c.name} has 2.5M followers and 12% engagement.` : `Model says: ${c.facts[0]}.`,
        })),
      }),
    };
    const checked = await sheetHelper(brief());
    expect(checked.influencers[0]!.explanation).toMatch(/^Meets your brief: /);
    expect(checked.influencers.every((s) => s.fit.status === 'meets')).toBe(true);
    // A model may not claim a fit the check did not find: Twitch cannot be checked, so nobody meets it.
    model.behaviour = {
      kind: 'answer',
      content: (payload: ModelPayload) => ({
        creators: payload.creators!.map((c) => ({ id: c.id, explanation: `${c.name} meets your brief.` })),
      }),
    };
    const unchecked = await sheetHelper(`${brief()} on Instagram and Twitch`);
    expect(unchecked.influencers.length).toBeGreaterThan(0);
    for (const suggestion of unchecked.influencers) {
      expect(suggestion.fit).toEqual(
        expect.objectContaining({ status: 'meets_checked', not_checked: ['on Twitch'] }),
      );
      expect(suggestion.explanation).toMatch(/^Meets what was checked: /);
    }
    expect(checked.influencers[1]!.explanation).toMatch(/^Model says: /);
  });

  it('checks tags and notes too: a tag outside the vocabulary or an invented number falls back', async () => {
    model.behaviour = {
      kind: 'answer',
      content: () => ({ tags: [{ tag: 'Running', reason: "says 'marathon'" }] }),
    };
    const good = await alice.post(API.ai.tagHelper.path, { description: 'Marathon runner, vegan cook' });
    expect(good.json<TagHelperResponse>().tags).toEqual(['Running']);
    model.behaviour = {
      kind: 'answer',
      content: () => ({ tags: [{ tag: 'Astronaut', reason: 'made up' }] }),
    };
    const invented = await alice.post(API.ai.tagHelper.path, { description: 'Marathon runner, vegan chef' });
    expect(invented.json<TagHelperResponse>().tags).toEqual(
      expect.arrayContaining(['Running', 'Plant-Based']),
    );
    model.behaviour = { kind: 'answer', content: () => ({ note: 'Rae has 3M followers.' }) };
    const note = await alice.post(API.ai.specialNoteHelper.path, {
      influencer_id: runner.id,
      description: brief(),
    });
    expect(note.json<SpecialNoteHelperResponse>().explanation).toContain('40K Instagram followers');
    model.behaviour = {
      kind: 'answer',
      content: () => ({ note: 'Rae brings 40K Instagram followers and 4% engagement to the launch.' }),
    };
    const hosted = await alice.post(API.ai.specialNoteHelper.path, {
      influencer_id: runner.id,
      description: brief(),
    });
    expect(hosted.json<SpecialNoteHelperResponse>().explanation).toBe(
      'Rae brings 40K Instagram followers and 4% engagement to the launch.',
    );
    // Field names, "Tagged ..." or a single fact: the engine's note stands in.
    for (const note of [
      'Tagged Fitness, Rae has 40K Instagram followers and 4% engagement.',
      'Rae: follower_count 40K, engagement_rate 4%.',
      'Rae brings 40K Instagram followers to the launch.',
    ]) {
      model.behaviour = { kind: 'answer', content: () => ({ note }) };
      const replaced = await alice.post(API.ai.specialNoteHelper.path, {
        influencer_id: runner.id,
        description: brief(),
      });
      expect(replaced.json<SpecialNoteHelperResponse>().explanation).toMatch(
        /^Rae Runner .*40K Instagram followers/,
      );
    }
  });

  it('caches an answer per team, input and roster version', async () => {
    model.behaviour = {
      kind: 'answer',
      content: (payload: ModelPayload) => ({
        creators: payload.creators!.map((c) => ({ id: c.id, explanation: 'Cached?' })),
      }),
    };
    const description = brief();
    const calls = () => model.received.length;
    await sheetHelper(description);
    const after = calls();
    await sheetHelper(description);
    expect(calls()).toBe(after);
    // A change to the roster (a tag) is a new roster version: asked again.
    const tagged = await alice.post(API.talent.tags.path, {
      influencer_id: yogi.id,
      tags: ['Fitness', 'Running'],
    });
    expect(tagged.statusCode).toBe(200);
    await sheetHelper(description);
    expect(calls()).toBe(after + 1);
  });
});

describe('AI helpers rate limit', () => {
  let api: TestApi;
  afterAll(async () => {
    await api.close();
  });

  it('refuses a team past AI_REQUESTS_PER_TEAM_PER_MINUTE with 429 and Retry-After; other teams go on', async () => {
    api = await startTestApi({ env: { AI_REQUESTS_PER_TEAM_PER_MINUTE: '3' } });
    const teamA = await api.createTeam();
    const teamB = await api.createTeam();
    const first = await api.signedIn(await api.createUser({ teamId: teamA }));
    const second = await api.signedIn(await api.createUser({ teamId: teamA }), '10.0.0.9');
    const other = await api.signedIn(await api.createUser({ teamId: teamB }));
    const ask = (browser: TestBrowser, n: number) =>
      browser.post(API.ai.tagHelper.path, { description: `Runner ${n}` });
    for (let n = 0; n < 3; n += 1) expect((await ask(n % 2 ? second : first, n)).statusCode).toBe(200);
    const refused = await ask(second, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<ApiErrorBody>().message).toMatch(/^Too many AI helper requests\. Please wait/);
    expect((await ask(other, 5)).statusCode).toBe(200);
  });
});
