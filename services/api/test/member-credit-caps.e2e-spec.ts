import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADD_TALENT_MESSAGES,
  API,
  MEMBER_CREDIT_CAP_MAX,
  ORGANIZATION_MESSAGES,
  type AddInfluencerResponse,
  type AddTalentTasksResponse,
  type OrganizationMember,
  type OrganizationMembersResponse,
} from '@tpp/contracts';
import { unique, useTestApi, type TestUser } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

const CAP = API.organization.setCreditCap.path;
const MEMBERS = API.userConfiguration.teamMembers.path;
const TASKS = API.intake.tasks.path;
const ADD = API.intake.addInfluencer.path;

const handle = () => unique('capped').replace(/-/g, '_').toLowerCase();
const addBody = () => ({
  influencer: {
    name: 'Capped Creator',
    socials: [{ platform: 'instagram', handle: handle(), primary: true }],
  },
});

describe("Add Talent credit caps: a team admin caps each member's credits", () => {
  const api = useTestApi();
  let teamId: number;
  let admin: TestBrowser;
  let adminUser: TestUser;

  const credits = async () => (await admin.get(TASKS)).json<AddTalentTasksResponse>().credits;
  const memberOf = async (browser: TestBrowser, userId: number) =>
    (await browser.get(MEMBERS)).json<OrganizationMembersResponse>().members.find((m) => m.id === userId);
  const newMember = async () => {
    const user = await api.createUser({ teamId, fullName: 'Capped Member' });
    return { user, browser: await api.signedIn(user) };
  };

  beforeAll(async () => {
    teamId = await api.createTeam('Capping Agency');
    adminUser = await api.createUser({ teamId, role: 'team_admin', fullName: 'Cap Admin' });
    admin = await api.signedIn(adminUser);
    await api.db.query(`UPDATE teams SET add_talent_credits = 100 WHERE id = $1`, [teamId]);
  });

  it('a capped member spends at most the cap: the next request answers 409 naming the cap, the team keeps its credits', async () => {
    const { user, browser } = await newMember();
    expect((await browser.get(TASKS)).json<AddTalentTasksResponse>().my_credits).toBeNull();
    const set = await admin.post(CAP, { user_id: user.id, cap: 2 });
    expect(set.statusCode).toBe(200);
    expect(set.json<OrganizationMember>()).toMatchObject({
      id: user.id,
      credit_cap: { cap: 2, used: 0, left: 2 },
    });
    expect((await browser.get(TASKS)).json<AddTalentTasksResponse>().my_credits).toMatchObject({
      cap: 2,
      used: 0,
      left: 2,
    });
    const first = await browser.post(ADD, addBody());
    expect(first.statusCode).toBe(200);
    expect(first.json<AddInfluencerResponse>().my_credits).toMatchObject({ cap: 2, used: 1, left: 1 });
    expect((await browser.post(ADD, addBody())).json<AddInfluencerResponse>().my_credits).toMatchObject({
      left: 0,
    });
    const before = await credits();
    const refused = await browser.post(ADD, addBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'MEMBER_CAP_REACHED',
      message: ADD_TALENT_MESSAGES.memberCapReached.replace('{cap}', '2'),
    });
    expect(refused.json<{ message: string }>().message).toContain('all 2 Add Talent credits');
    expect(await credits()).toBe(before);
    expect(await memberOf(admin, user.id)).toMatchObject({ credit_cap: { cap: 2, used: 2, left: 0 } });
  });

  it('team admins are not capped, and cannot be: 409 ADMIN_NOT_CAPPED on user_id', async () => {
    expect((await admin.get(TASKS)).json<AddTalentTasksResponse>().my_credits).toBeNull();
    for (let i = 0; i < 3; i += 1) expect((await admin.post(ADD, addBody())).statusCode).toBe(200);
    const capAdmin = await admin.post(CAP, { user_id: adminUser.id, cap: 1 });
    expect(capAdmin.statusCode).toBe(409);
    expect(capAdmin.json()).toMatchObject({
      error: 'ADMIN_NOT_CAPPED',
      message: ORGANIZATION_MESSAGES.adminNotCapped,
      fields: { user_id: [ORGANIZATION_MESSAGES.adminNotCapped] },
    });
    const platformAdmin = await api.createUser({ teamId, role: 'member', flags: { is_admin: true } });
    expect((await admin.post(CAP, { user_id: platformAdmin.id, cap: 1 })).statusCode).toBe(409);
    expect((await admin.post(ADD, addBody())).json<AddInfluencerResponse>().my_credits).toBeNull();
  });

  it('setting the cap again starts a new period; null removes the cap', async () => {
    const { user, browser } = await newMember();
    await admin.post(CAP, { user_id: user.id, cap: 1 });
    expect((await browser.post(ADD, addBody())).statusCode).toBe(200);
    expect((await browser.post(ADD, addBody())).statusCode).toBe(409);
    const renewed = await admin.post(CAP, { user_id: user.id, cap: 1 });
    expect(renewed.json<OrganizationMember>().credit_cap).toMatchObject({ cap: 1, used: 0, left: 1 });
    expect((await browser.post(ADD, addBody())).statusCode).toBe(200);
    const removed = await admin.post(CAP, { user_id: user.id, cap: null });
    expect(removed.json<OrganizationMember>().credit_cap).toBeNull();
    const free = await browser.post(ADD, addBody());
    expect(free.statusCode).toBe(200);
    expect(free.json<AddInfluencerResponse>().my_credits).toBeNull();
  });

  it('a cap of 0 stops the member at once; two requests at the same time cannot both take the last credit', async () => {
    const { user, browser } = await newMember();
    await admin.post(CAP, { user_id: user.id, cap: 0 });
    expect((await browser.post(ADD, addBody())).json()).toMatchObject({ error: 'MEMBER_CAP_REACHED' });
    await admin.post(CAP, { user_id: user.id, cap: 1 });
    const answers = await Promise.all([browser.post(ADD, addBody()), browser.post(ADD, addBody())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('members cannot set caps (403) and do not see them; another team cannot cap this team (404)', async () => {
    const { user, browser } = await newMember();
    const refused = await browser.post(CAP, { user_id: user.id, cap: 50 });
    expect(refused.statusCode).toBe(403);
    const seen = await memberOf(browser, adminUser.id);
    expect(seen).toBeDefined();
    expect(seen).not.toHaveProperty('credit_cap');
    const otherAdminUser = await api.createUser({
      teamId: await api.createTeam('Rival Agency'),
      role: 'team_admin',
    });
    const rival = await api.signedIn(otherAdminUser);
    const foreign = await rival.post(CAP, { user_id: user.id, cap: 0 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'MEMBER_NOT_FOUND' });
    expect((await memberOf(admin, user.id))?.credit_cap).toBeNull();
    expect((await browser.post(ADD, addBody())).statusCode).toBe(200);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { user } = await newMember();
    const cases: [object, string][] = [
      [{ user_id: user.id }, 'cap'],
      [{ user_id: user.id, cap: -1 }, 'cap'],
      [{ user_id: user.id, cap: 1.5 }, 'cap'],
      [{ user_id: user.id, cap: '3' }, 'cap'],
      [{ user_id: user.id, cap: MEMBER_CREDIT_CAP_MAX + 1 }, 'cap'],
      [{ cap: 3 }, 'user_id'],
      [{ user_id: 'x', cap: 3 }, 'user_id'],
    ];
    for (const [body, field] of cases) {
      const response = await admin.post(CAP, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([field]);
    }
    expect((await memberOf(admin, user.id))?.credit_cap).toBeNull();
  });
});
