import { describe, expect, it } from '@jest/globals';
import { API, fillPath, type InfluencerLoginResponse, type InfluencerLoginsResponse } from '@tpp/contracts';
import { useTestApi, useTeam } from '../support/test-api.js';
import { rosterCreator } from '../factories/talent.js';

/**
 * Security class: talent-connect links (modules/intake/README.md, "Talent Data Authorization").
 *
 * - A login link works 30 days after it was made or rotated; an expired link answers 410
 *   LOGIN_EXPIRED on the connect page and the connect call, and connects nothing.
 * - A team admin rotates a link: the old link stops working at once (404), the new one works for
 *   30 days, connections made so far stay. Members may not rotate; another team's rotate answers
 *   404 and changes nothing.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const LOGINS = API.talentData.logins.path;
const CREATE = API.talentData.createLogin.path;
const ROTATE = '/api/team-influencer-logins/rotate';

describe('security: talent-connect links', () => {
  const api = useTestApi();
  const team = useTeam(api, 'Link Agency', { admin: { role: 'team_admin' }, member: {} });
  const otherTeam = useTeam(api, 'Other Agency', { stranger: { role: 'team_admin' } });

  const tokenOf = (url: string) => url.split('/public/connect/')[1]!;
  const page = (token: string) => api.browser().get(fillPath(API.talentData.connectPage.path, { token }));
  const connect = (token: string, socialId: number) =>
    api.browser().post(fillPath(API.talentData.connect.path, { token }), {
      social_id: socialId,
      confirm_ownership: true,
    });
  /** A roster creator with one instagram account and its login link, made by the team admin. */
  const linked = async () => {
    const creator = await rosterCreator(api.db, team.id, {
      accounts: [
        { platform: 'instagram', handle: `link.${Date.now()}.${Math.random().toString(36).slice(2, 6)}` },
      ],
    });
    const made = await team.admin.post(CREATE, { influencer_id: creator.id });
    expect(made.statusCode).toBe(200);
    return { creator, login: made.json<InfluencerLoginResponse>().login };
  };
  const expire = (influencerId: number) =>
    api.db.query(
      `UPDATE influencer_logins SET expires_at = now() - interval '1 minute' WHERE team_id = $1 AND influencer_id = $2`,
      [team.id, influencerId],
    );

  it('makes links that expire 30 days after they were made, shown in the list', async () => {
    const before = Date.now();
    const { creator, login } = await linked();
    const expiresAt = Date.parse(login.expires_at);
    expect(Number.isNaN(expiresAt)).toBe(false);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 60_000);
    expect(login.expired).toBe(false);
    const listed = (await team.member.get(LOGINS))
      .json<InfluencerLoginsResponse>()
      .logins.find((row) => row.influencer_id === creator.id);
    expect(listed).toMatchObject({ expires_at: login.expires_at, expired: false });
  });

  it('answers an expired link 410 LOGIN_EXPIRED with a clear message, and connects nothing', async () => {
    const { creator, login } = await linked();
    const token = tokenOf(login.login_url);
    expect((await page(token)).statusCode).toBe(200);
    await expire(creator.id);

    const expired = await page(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      error: 'LOGIN_EXPIRED',
      message: 'This login link has expired. Please ask your agency for a new one.',
    });
    const refused = await connect(token, creator.accountIds[0]!);
    expect(refused.statusCode).toBe(410);
    const listed = (await team.member.get(LOGINS))
      .json<InfluencerLoginsResponse>()
      .logins.find((row) => row.influencer_id === creator.id);
    expect(listed).toMatchObject({ expired: true, platforms: [] });
  });

  it('rotates a link: the old one stops at once, the new one works for 30 days, connections stay', async () => {
    const { creator, login } = await linked();
    const oldToken = tokenOf(login.login_url);
    expect((await connect(oldToken, creator.accountIds[0]!)).statusCode).toBe(200);

    const rotated = await team.admin.post(ROTATE, { influencer_id: creator.id });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<InfluencerLoginResponse>().login;
    expect(fresh.login_url).not.toBe(login.login_url);
    expect(fresh).toMatchObject({ influencer_id: creator.id, expired: false, platforms: ['instagram'] });
    expect(Date.parse(fresh.expires_at)).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    const old = await page(oldToken);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ error: 'LOGIN_NOT_FOUND' });
    expect((await connect(oldToken, creator.accountIds[0]!)).statusCode).toBe(404);
    expect((await page(tokenOf(fresh.login_url))).statusCode).toBe(200);
    // Asking for the link again answers the rotated one.
    const again = (
      await team.admin.post(CREATE, { influencer_id: creator.id })
    ).json<InfluencerLoginResponse>();
    expect(again.login.login_url).toBe(fresh.login_url);
  });

  it('renews an expired link by rotating it', async () => {
    const { creator } = await linked();
    await expire(creator.id);
    const rotated = await team.admin.post(ROTATE, { influencer_id: creator.id });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<InfluencerLoginResponse>().login;
    expect(fresh.expired).toBe(false);
    expect((await page(tokenOf(fresh.login_url))).statusCode).toBe(200);
  });

  it("lets only the team's admins rotate: members 403, another team 404, nothing changes", async () => {
    const { creator, login } = await linked();
    const token = tokenOf(login.login_url);
    const byMember = await team.member.post(ROTATE, { influencer_id: creator.id });
    expect(byMember.statusCode).toBe(403);
    const byStranger = await otherTeam.stranger.post(ROTATE, { influencer_id: creator.id });
    expect(byStranger.statusCode).toBe(404);
    expect((await page(token)).statusCode).toBe(200);
    // A creator without a login, or not on the roster: 404.
    const withoutLogin = await rosterCreator(api.db, team.id);
    expect((await team.admin.post(ROTATE, { influencer_id: withoutLogin.id })).statusCode).toBe(404);
    expect((await team.admin.post(ROTATE, { influencer_id: 2_000_000 })).statusCode).toBe(404);
    const bad = await team.admin.post(ROTATE, { influencer_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['influencer_id']);
  });
});
