import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  ADD_TALENT_MESSAGES,
  API,
  type AddInfluencerResponse,
  type AddTalentTask,
  type AddTalentTasksResponse,
  type CheckSocialResponse,
  type InfluencerProfile,
  type RequestedSocial,
  type RosterResponse,
} from '@tpp/contracts';
import { ADD_TALENT_JOB } from '../src/modules/intake/services/add-talent.service.js';
import { JobQueue } from '../src/infrastructure/jobs/job-queue.service.js';
import {
  SOCIAL_DATA_PROVIDER,
  type SocialDataProvider,
} from '../src/modules/intake/providers/social-data-provider.js';
import { startTestApi, unique, useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';
import { unreadNotifications } from './factories/notifications.js';

/** Fast retries for the tests: the first retry after 1 s, then 2 s (backoff). */
const QUEUE_ENV = { JOBS_POLL_MS: '500', JOBS_RETRY_DELAY_SECONDS: '1', JOBS_RETRY_LIMIT: '2' };

const handle = (prefix = 'creator') => unique(prefix).replace(/-/g, '_').toLowerCase();

async function tasksOf(browser: TestBrowser): Promise<AddTalentTasksResponse> {
  const response = await browser.get(API.intake.tasks.path);
  expect(response.statusCode).toBe(200);
  return response.json<AddTalentTasksResponse>();
}

/** Polls the task list until the task is no longer pending (no fixed sleeps). */
async function settled(browser: TestBrowser, taskId: number, timeoutMs = 20_000): Promise<AddTalentTask> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = (await tasksOf(browser)).tasks.find((candidate) => candidate.id === taskId);
    if (task && (task.is_completed || task.has_error)) return task;
    if (Date.now() > deadline) throw new Error(`Task ${taskId} still pending: ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function add(
  browser: TestBrowser,
  name: string,
  socials: RequestedSocial[],
): Promise<AddInfluencerResponse> {
  const response = await browser.post(API.intake.addInfluencer.path, { influencer: { name, socials } });
  expect(response.json()).toMatchObject({ task: { influencer_name: name } });
  return response.json<AddInfluencerResponse>();
}

describe('Add Talent: check-social, add-influencer and the add-talent tasks', () => {
  const api = useTestApi({ env: QUEUE_ENV });
  let teamId: number;
  let member: TestBrowser;
  let otherTeam: TestBrowser;

  beforeAll(async () => {
    teamId = await api.createTeam('Intake Agency');
    member = await api.signedIn(await api.createUser({ teamId }));
    otherTeam = await api.signedIn(await api.createUser({ teamId: await api.createTeam('Other Agency') }));
  });

  describe('check-social', () => {
    const check = (url: string, platform = 'instagram') =>
      member.get(`${API.intake.checkSocial.path}?${new URLSearchParams({ url, platform }).toString()}`);

    it('answers the account of a handle or a link, lower case without @', async () => {
      expect((await check('@Jane.Doe')).json()).toEqual({
        social: {
          platform: 'instagram',
          handle: 'jane.doe',
          profile_url: 'https://www.instagram.com/jane.doe/',
        },
      });
      expect(
        (await check('https://www.tiktok.com/@Dancer_1?lang=en', 'tiktok')).json<CheckSocialResponse>(),
      ).toEqual({
        social: { platform: 'tiktok', handle: 'dancer_1', profile_url: 'https://www.tiktok.com/@dancer_1' },
      });
      expect((await check('youtu.be/@channelname', 'youtube')).json()).toMatchObject({
        social: { handle: 'channelname' },
      });
    });

    it("refuses by the handle/link rule with the spec's messages, naming the field", async () => {
      const wrongDomain = await check('https://www.tiktok.com/@jane', 'instagram');
      expect(wrongDomain.statusCode).toBe(400);
      expect(wrongDomain.json()).toMatchObject({
        error: 'INVALID_SOCIAL',
        message: 'Link should match the Instagram domain (instagram.com)',
        fields: { url: ['Link should match the Instagram domain (instagram.com)'] },
      });
      expect((await check('https://www.tiktok.com/discover/cats', 'tiktok')).json()).toMatchObject({
        message:
          '"discover" is not a valid TikTok account. Please enter the creator\'s specific TikTok profile.',
      });
      expect((await check('jane doe')).json()).toMatchObject({
        message: 'Handle should be a single word without spaces',
      });
      const badPlatform = await check('jane', 'myspace');
      expect(badPlatform.statusCode).toBe(400);
      expect(badPlatform.json<{ message: string }>().message).toContain('platform');
    });

    it("answers `existing` with the team's creator when its roster has the account", async () => {
      const creator = await rosterCreator(api.db, teamId, {
        fullname: 'Roster Rita',
        accounts: [{ platform: 'instagram', handle: 'roster.rita' }],
      });
      expect((await check('https://instagram.com/Roster.Rita/')).json()).toEqual({
        existing: {
          influencer_id: creator.id,
          fullname: 'Roster Rita',
          platform: 'instagram',
          handle: 'roster.rita',
        },
      });
      // Another team does not have it: for them it is an account to add.
      const forOther = await otherTeam.get(
        `${API.intake.checkSocial.path}?url=roster.rita&platform=instagram`,
      );
      expect(forOther.json()).toMatchObject({ social: { handle: 'roster.rita' } });
    });
  });

  describe('add-influencer', () => {
    it('queues a task that completes in the background and puts the creator on the roster with data and posts', async () => {
      const before = (await tasksOf(member)).credits;
      const primary = handle('maya');
      const submitted = await add(member, 'Maya Lopez', [
        { platform: 'instagram', handle: `@${primary}`, primary: true },
        { platform: 'tiktok', handle: `https://www.tiktok.com/@${primary}`, primary: false },
      ]);
      expect(submitted.credits).toBe(before - 1);
      expect(submitted.task).toMatchObject({
        is_completed: false,
        has_error: false,
        influencer_id: null,
        completed_at: null,
        primary_social: { platform: 'instagram', handle: primary, primary: true },
        requested_socials: [
          { platform: 'instagram', handle: primary, primary: true },
          { platform: 'tiktok', handle: primary, primary: false },
        ],
      });

      const done = await settled(member, submitted.task.id);
      expect(done).toMatchObject({ is_completed: true, has_error: false, error_message: null });
      expect(done.influencer_id).toEqual(expect.any(Number));
      expect(done.portrait_url).toMatch(/^\/api\/media\/avatars\//);
      expect(Date.parse(done.completed_at!)).toBeGreaterThanOrEqual(Date.parse(done.created_at));

      const roster = (await member.get(API.talent.roster.path)).json<RosterResponse>();
      expect(roster.influencers.map((creator) => creator.id)).toContain(done.influencer_id);
      const profile = (
        await member.get(`/api/influencers/profiles/${done.influencer_id}`)
      ).json<InfluencerProfile>();
      expect(profile.fullname).toBe('Maya Lopez');
      expect((await unreadNotifications(member))[0]).toMatchObject({
        kind: 'task_completed',
        title: 'Maya Lopez is on your roster',
        href: `/influencers/profile/${done.influencer_id}`,
      });
      expect(profile.socials.map((social) => [social.platform, social.platform_account_name])).toEqual([
        ['instagram', primary],
        ['tiktok', primary],
      ]);
      expect(profile.socials[0]!.followers).toBeGreaterThan(0);
      const posts = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM posts p JOIN social_accounts s ON s.id = p.social_account_id
          WHERE s.influencer_id = $1`,
        [done.influencer_id],
      );
      expect(posts.rows[0]!.n).toBeGreaterThan(0);
      // The same handle gives the same data (the offline provider is deterministic).
      const account = await api.db.query<{ followers: number }>(
        `SELECT followers::int FROM social_accounts WHERE platform = 'instagram' AND platform_account_name = $1`,
        [primary],
      );
      const again = await app2Followers(primary);
      expect(again).toBe(account.rows[0]!.followers);
    });

    async function app2Followers(h: string): Promise<number> {
      const provider = api.app.get<SocialDataProvider>(SOCIAL_DATA_PROVIDER);
      const data = await provider.fetchCreator({
        name: 'X',
        socials: [{ platform: 'instagram', handle: h, primary: true }],
      });
      return data.accounts[0]!.followers;
    }

    it('refuses a request without a name or socials, a duplicate, and an account the team has', async () => {
      const post = (influencer: unknown) => member.post(API.intake.addInfluencer.path, { influencer });
      const noName = await post({
        name: '  ',
        socials: [{ platform: 'instagram', handle: 'x1', primary: true }],
      });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toMatchObject({
        message: ADD_TALENT_MESSAGES.needName,
        fields: { 'influencer.name': expect.any(Array) },
      });
      const noSocial = await post({ name: 'Nobody', socials: [] });
      expect(noSocial.json()).toMatchObject({ statusCode: 400, message: ADD_TALENT_MESSAGES.needSocial });
      const duplicate = await post({
        name: 'Twice',
        socials: [
          { platform: 'instagram', handle: 'twice', primary: true },
          { platform: 'instagram', handle: 'https://instagram.com/Twice', primary: false },
        ],
      });
      expect(duplicate.json()).toMatchObject({
        statusCode: 400,
        message: ADD_TALENT_MESSAGES.duplicateSocial,
      });
      const badLink = await post({
        name: 'Bad',
        socials: [{ platform: 'youtube', handle: 'www.tiktok.com/@bad', primary: true }],
      });
      expect(badLink.json()).toMatchObject({
        statusCode: 400,
        message: 'Link should match the YouTube domain (youtube.com)',
        fields: { 'influencer.socials.0.handle': expect.any(Array) },
      });
      await rosterCreator(api.db, teamId, {
        fullname: 'Kept Kim',
        accounts: [{ platform: 'tiktok', handle: 'kept.kim' }],
      });
      const existing = await post({
        name: 'Kim',
        socials: [{ platform: 'tiktok', handle: '@kept.kim', primary: true }],
      });
      expect(existing.statusCode).toBe(409);
      expect(existing.json()).toMatchObject({ message: 'Your team already has that account: Kept Kim' });
      const notBoolean = await post({
        name: 'X',
        socials: [{ platform: 'instagram', handle: 'x', primary: 'yes' }],
      });
      expect(notBoolean.statusCode).toBe(400);
    });

    it('uses one credit per accepted request; at 0 it answers NO_CREDITS with the spec message and queues nothing', async () => {
      const team = await api.createTeam('Small Agency');
      const browser = await api.signedIn(await api.createUser({ teamId: team }));
      await api.db.query('UPDATE teams SET add_talent_credits = 1 WHERE id = $1', [team]);
      const first = await add(browser, 'Only One', [
        { platform: 'instagram', handle: handle('one'), primary: true },
      ]);
      expect(first.credits).toBe(0);
      const refused = await browser.post(API.intake.addInfluencer.path, {
        influencer: {
          name: 'One Too Many',
          socials: [{ platform: 'instagram', handle: handle('two'), primary: true }],
        },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'NO_CREDITS', message: ADD_TALENT_MESSAGES.noCredits });
      const listed = await tasksOf(browser);
      expect(listed.credits).toBe(0);
      expect(listed.tasks.map((task) => task.influencer_name)).toEqual(['Only One']);
    });

    it('ends in error when the provider cannot resolve the handle, and gives the credit back', async () => {
      const before = (await tasksOf(member)).credits;
      const submitted = await add(member, 'Ghost', [
        { platform: 'instagram', handle: 'no-such-account', primary: true },
      ]);
      const done = await settled(member, submitted.task.id);
      expect(done).toMatchObject({
        is_completed: false,
        has_error: true,
        influencer_id: null,
        error_message: 'We could not find the Instagram account @no-such-account.',
      });
      expect((await tasksOf(member)).credits).toBe(before);
      expect((await unreadNotifications(member))[0]).toMatchObject({
        kind: 'task_failed',
        title: 'Ghost could not be added',
        body: 'We could not find the Instagram account @no-such-account.',
        href: '/add-talent-requests',
      });
      const attempts = await api.db.query<{ attempts: number }>(
        'SELECT attempts FROM add_talent_tasks WHERE id = $1',
        [submitted.task.id],
      );
      expect(attempts.rows[0]!.attempts).toBe(1);
    });

    it('retries a failing provider with backoff, then completes', async () => {
      const provider = api.app.get<SocialDataProvider>(SOCIAL_DATA_PROVIDER);
      const real = provider.fetchCreator.bind(provider);
      let calls = 0;
      const spy = jest.spyOn(provider, 'fetchCreator').mockImplementation((request) => {
        calls += 1;
        return calls <= 2 ? Promise.reject(new Error('provider timeout')) : real(request);
      });
      try {
        const submitted = await add(member, 'Flaky Fran', [
          { platform: 'youtube', handle: handle('fran'), primary: true },
        ]);
        const done = await settled(member, submitted.task.id);
        expect(done.is_completed).toBe(true);
        expect(calls).toBe(3);
      } finally {
        spy.mockRestore();
      }
    });

    it('ends in error after the last retry, with the credit given back', async () => {
      const provider = api.app.get<SocialDataProvider>(SOCIAL_DATA_PROVIDER);
      const spy = jest.spyOn(provider, 'fetchCreator').mockRejectedValue(new Error('provider down'));
      try {
        const before = (await tasksOf(member)).credits;
        const submitted = await add(member, 'Down Dan', [
          { platform: 'tiktok', handle: handle('dan'), primary: true },
        ]);
        const done = await settled(member, submitted.task.id);
        expect(done).toMatchObject({ has_error: true, error_message: ADD_TALENT_MESSAGES.providerFailed });
        expect(spy).toHaveBeenCalledTimes(3);
        expect((await tasksOf(member)).credits).toBe(before);
      } finally {
        spy.mockRestore();
      }
    });

    it("lists only the caller's team's tasks", async () => {
      const mine = await tasksOf(member);
      expect(mine.tasks.length).toBeGreaterThan(0);
      const theirs = await tasksOf(otherTeam);
      expect(theirs.tasks.some((task) => mine.tasks.some((own) => own.id === task.id))).toBe(false);
    });
  });

  it('is signed-in only', async () => {
    expect((await api.browser().get(API.intake.tasks.path)).statusCode).toBe(401);
    expect(
      (await api.browser().get(`${API.intake.checkSocial.path}?url=x&platform=instagram`)).statusCode,
    ).toBe(401);
  });

  it('has one queue in pg-boss for the tasks', async () => {
    const counts = await api.app.get(JobQueue).counts(ADD_TALENT_JOB);
    expect(counts.completed).toBeGreaterThan(0);
  });
});

describe('the add-talent queue across restarts and processes', () => {
  it('a task sent by a process that stops before working it completes after the restart', async () => {
    const enqueueOnly = await startTestApi({ env: { ...QUEUE_ENV, JOBS_WORK: 'false' } });
    const teamId = await enqueueOnly.createTeam('Restart Agency');
    const user = await enqueueOnly.createUser({ teamId });
    const before = await enqueueOnly.signedIn(user);
    const submitted = await add(before, 'Restart Rae', [
      { platform: 'instagram', handle: handle('rae'), primary: true },
    ]);
    expect((await tasksOf(before)).tasks[0]).toMatchObject({ id: submitted.task.id, is_completed: false });
    const databaseUrl = enqueueOnly.databaseUrl;
    await enqueueOnly.close();

    const restarted = await startTestApi({ env: QUEUE_ENV, databaseUrl });
    try {
      const after = await restarted.signedIn(user);
      const done = await settled(after, submitted.task.id);
      expect(done.is_completed).toBe(true);
      expect(
        (await after.get(API.talent.roster.path)).json<RosterResponse>().influencers.map((c) => c.id),
      ).toContain(done.influencer_id);
    } finally {
      await restarted.close();
    }
  });

  it('two API processes on one database run each task once', async () => {
    const first = await startTestApi({ env: { ...QUEUE_ENV, JOBS_CONCURRENCY: '4' } });
    const second = await startTestApi({
      env: { ...QUEUE_ENV, JOBS_CONCURRENCY: '4' },
      databaseUrl: first.databaseUrl,
    });
    try {
      const teamId = await first.createTeam('Busy Agency');
      await first.db.query('UPDATE teams SET add_talent_credits = 100 WHERE id = $1', [teamId]);
      const user = await first.createUser({ teamId });
      const viaFirst = await first.signedIn(user);
      const viaSecond = await second.signedIn(user);
      const count = 24;
      const started = Date.now();
      const ids: number[] = [];
      for (let n = 0; n < count; n++) {
        const browser = n % 2 ? viaSecond : viaFirst;
        ids.push(
          (
            await add(browser, `Busy ${n}`, [
              { platform: 'instagram', handle: handle(`busy${n}`), primary: true },
            ])
          ).task.id,
        );
      }
      for (const id of ids) expect((await settled(viaFirst, id, 60_000)).is_completed).toBe(true);
      const elapsed = Date.now() - started;
      const attempts = await first.db.query<{ attempts: number }>(
        'SELECT attempts FROM add_talent_tasks WHERE id = ANY($1::int[])',
        [ids],
      );
      expect(attempts.rows.map((row) => row.attempts)).toEqual(ids.map(() => 1));
      const creators = await first.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM team_influencers WHERE team_id = $1 AND represented',
        [teamId],
      );
      expect(creators.rows[0]!.n).toBe(count);
      process.stdout.write(`add-talent queue: ${count} tasks through two processes in ${elapsed} ms\n`);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
