import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  API,
  fillPath,
  TALENT_DATA_MESSAGES,
  type InfluencerLoginResponse,
  type InfluencerLoginsResponse,
  type TalentConnectPage,
} from '@tpp/contracts';
import { useTestApi, useTeam } from './support/test-api.js';
import { rosterCreator } from './factories/talent.js';

describe('Talent Data Authorization: login links and the public connect page', () => {
  const api = useTestApi();
  const team = useTeam(api, 'Data Agency', { admin: { role: 'team_admin' }, member: {} });
  let creatorId: number;

  beforeAll(async () => {
    creatorId = (
      await rosterCreator(api.db, team.id, {
        fullname: 'Connie Connect',
        accounts: [
          { platform: 'instagram', handle: 'connie.gram' },
          { platform: 'tiktok', handle: 'connie.tok' },
        ],
      })
    ).id;
  });

  const tokenOf = (url: string) => url.split('/public/connect/')[1]!;

  it('lists no logins before one is made', async () => {
    expect((await team.member.get(API.talentData.logins.path)).json()).toEqual({
      logins: [],
      connected_socials: 0,
    });
  });

  it('lets team admins make a login link (once per creator); members get 403', async () => {
    const refused = await team.member.post(API.talentData.createLogin.path, { influencer_id: creatorId });
    expect(refused.statusCode).toBe(403);
    const made = await team.admin.post(API.talentData.createLogin.path, { influencer_id: creatorId });
    expect(made.statusCode).toBe(200);
    const { login } = made.json<InfluencerLoginResponse>();
    expect(login).toMatchObject({ influencer_id: creatorId, fullname: 'Connie Connect', platforms: [] });
    expect(login.login_url).toMatch(
      /^http:\/\/tpp\.test\/public\/connect\/\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/,
    );
    expect(login.socials.map((social) => [social.platform, social.handle, social.connected])).toEqual([
      ['instagram', 'connie.gram', false],
      ['tiktok', 'connie.tok', false],
    ]);
    const again = (
      await team.admin.post(API.talentData.createLogin.path, { influencer_id: creatorId })
    ).json<InfluencerLoginResponse>();
    expect(again.login.login_url).toBe(login.login_url);
    const missing = await team.admin.post(API.talentData.createLogin.path, { influencer_id: 2_000_000 });
    expect(missing.statusCode).toBe(404);
  });

  it('connects an account on the public page once the creator confirms ownership; the list shows it at once', async () => {
    const [login] = (await team.member.get(API.talentData.logins.path)).json<InfluencerLoginsResponse>()
      .logins;
    const token = tokenOf(login!.login_url);
    const anonymous = api.browser();
    const pagePath = fillPath(API.talentData.connectPage.path, { token });
    const page = (await anonymous.get(pagePath)).json<TalentConnectPage>();
    expect(page).toMatchObject({ fullname: 'Connie Connect', team_name: 'Data Agency', provider: 'offline' });
    expect(page.accounts.map((account) => [account.platform, account.connected, account.step.kind])).toEqual([
      ['instagram', false, 'confirm_ownership'],
      ['tiktok', false, 'confirm_ownership'],
    ]);
    const instagram = page.accounts[0]!;
    await anonymous.get('/api/csrf-token');
    const unconfirmed = await anonymous.post(pagePath, {
      social_id: instagram.social_id,
      confirm_ownership: false,
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({
      error: 'OWNERSHIP_NOT_CONFIRMED',
      fields: { confirm_ownership: expect.any(Array) },
    });
    const connected = await anonymous.post(pagePath, {
      social_id: instagram.social_id,
      confirm_ownership: true,
    });
    expect(connected.statusCode).toBe(200);
    expect(connected.json<TalentConnectPage>().accounts.map((account) => account.connected)).toEqual([
      true,
      false,
    ]);

    const list = (await team.member.get(API.talentData.logins.path)).json<InfluencerLoginsResponse>();
    expect(list.connected_socials).toBe(1);
    expect(list.logins[0]!.platforms).toEqual(['instagram']);

    // An account of another creator is not this link's.
    const other = await rosterCreator(api.db, team.id, {
      accounts: [{ platform: 'youtube', handle: 'someone.else' }],
    });
    const foreign = await anonymous.post(pagePath, {
      social_id: other.accountIds[0],
      confirm_ownership: true,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 404 for a link whose signature does not hold or whose nonce was replaced, 400 for a malformed one', async () => {
    const [login] = (await team.member.get(API.talentData.logins.path)).json<InfluencerLoginsResponse>()
      .logins;
    const [id, nonce, signature] = tokenOf(login!.login_url).split('.') as [string, string, string];
    const page = (token: string) => api.browser().get(fillPath(API.talentData.connectPage.path, { token }));
    expect((await page(`${id}.${nonce}.${signature}`)).statusCode).toBe(200);
    const forged = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const unknown = await page(`${id}.${nonce}.${forged}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: 'LOGIN_NOT_FOUND',
      message: TALENT_DATA_MESSAGES.linkInvalid,
    });
    // Another id with this signature: the signature covers the id.
    expect((await page(`${Number(id) + 1}.${nonce}.${signature}`)).statusCode).toBe(404);
    // A new nonce revokes the link.
    await api.db.query(`UPDATE influencer_logins SET nonce = $2 WHERE id = $1`, [Number(id), 'B'.repeat(22)]);
    expect((await page(`${id}.${nonce}.${signature}`)).statusCode).toBe(404);
    const malformed = await page('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('token');
  });

  it('is signed-in only for the team calls', async () => {
    expect((await api.browser().get(API.talentData.logins.path)).statusCode).toBe(401);
  });
});
