import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  API,
  CREATOR_CALL_MESSAGES,
  fillPath,
  SHEET_ERROR_CODES,
  type CastingCall,
  type CastingCallResponse,
  type CastingCallsResponse,
  type CreateCastingCallRequest,
  type DashboardResponse,
} from '@tpp/contracts';
import { createCastingCall, rosterCreators } from './factories/sheets.js';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

/** A day relative to today (UTC) as yyyy-mm-dd. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Creator Calls: the response deadline (a closed call takes no response, new or changed), staff
 * and platform admins create and edit calls, and each team sees only its own response state.
 */
describe('creator calls: deadlines, staff editing, response state', () => {
  const api = useTestApi();
  const agencyA = useTeam(api, 'Calls Agency A', {
    member: {},
    lead: { role: 'team_admin' },
    admin: { flags: { is_admin: true } },
  });
  const agencyB = useTeam(api, 'Calls Agency B', { bob: {} });
  const platform = useTeam(api, 'Platform Staff', {
    staff: { role: 'team_admin', flags: { is_staff: true } },
  });
  let creatorsA: number[];
  let creatorsB: number[];

  beforeAll(async () => {
    creatorsA = await rosterCreators(api.db, agencyA.id, 2);
    creatorsB = await rosterCreators(api.db, agencyB.id, 1);
  });

  const call = (overrides: Partial<CreateCastingCallRequest> = {}): CreateCastingCallRequest => ({
    title: 'Holiday gifting',
    description: 'Cosy creators for a winter drop',
    brand_name: 'Northwind',
    start_date: day(10),
    end_date: day(40),
    response_deadline: day(7),
    ...overrides,
  });
  const create = (browser: TestBrowser, body: unknown) => browser.post(API.castingCalls.create.path, body);
  const update = (browser: TestBrowser, id: number, body: unknown) =>
    browser.post(fillPath(API.castingCalls.update.path, { id }), body);
  const listed = async (browser: TestBrowser, id: number): Promise<CastingCall | undefined> =>
    (await browser.get(API.castingCalls.list.path))
      .json<CastingCallsResponse>()
      .casting_calls.find((entry) => entry.id === id);
  const saveResponse = (browser: TestBrowser, callId: number, influencerId: number) =>
    browser.post(API.sheets.save.path, {
      title: '',
      sheet_type: 'casting_call_response',
      casting_call_id: callId,
      influencers: [{ influencer_id: influencerId, note: '' }],
    });
  const submit = (browser: TestBrowser, callId: number) =>
    browser.post(API.castingCalls.submit.path, { casting_call_id: callId });

  it('staff create a call with a deadline; every team reads the deadline, open, with its creation time', async () => {
    const created = await create(platform.staff, call());
    expect(created.statusCode).toBe(200);
    const answer = created.json<CastingCallResponse>().casting_call;
    expect(answer).toMatchObject({
      title: 'Holiday gifting',
      team_name: 'Northwind',
      response_deadline: day(7),
      closed: false,
      response_sheet_id: null,
      response_status: null,
    });
    expect(new Date(answer.created_at).getTime()).not.toBeNaN();
    expect(await listed(agencyB.bob, answer.id)).toMatchObject({ response_deadline: day(7), closed: false });
    const one = await agencyA.member.get(fillPath(API.castingCalls.get.path, { id: answer.id }));
    expect(one.json<CastingCallResponse>().casting_call).toMatchObject({ response_deadline: day(7) });
  });

  it("the home page's 'closing soon' goes by the response deadline, else the end date", async () => {
    const soon = (await create(platform.staff, call({ title: 'Deadline soon' }))).json<CastingCallResponse>()
      .casting_call.id;
    const closed = (
      await create(
        platform.staff,
        call({ title: 'Deadline passed', response_deadline: day(-1), start_date: day(1), end_date: day(5) }),
      )
    ).json<CastingCallResponse>().casting_call.id;
    const home = (await agencyA.member.get(API.dashboard.get.path)).json<DashboardResponse>();
    expect(home.creator_calls_closing.find((entry) => entry.id === soon)).toMatchObject({
      end_date: day(7),
      days_left: 7,
    });
    expect(home.creator_calls_closing.find((entry) => entry.id === closed)).toBeUndefined();
  });

  it('a call without a deadline stays open', async () => {
    const id = await createCastingCall(api.db, 'No deadline call');
    expect(await listed(agencyA.member, id)).toMatchObject({ response_deadline: null, closed: false });
  });

  it('staff and platform admins edit a call; members and team admins get 403; a missing call 404', async () => {
    const id = (await create(platform.staff, call())).json<CastingCallResponse>().casting_call.id;
    const edited = await update(
      platform.staff,
      id,
      call({ title: 'Holiday gifting (extended)', response_deadline: day(14) }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<CastingCallResponse>().casting_call).toMatchObject({
      id,
      title: 'Holiday gifting (extended)',
      response_deadline: day(14),
    });
    const byAdmin = await update(agencyA.admin, id, call({ response_deadline: null }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<CastingCallResponse>().casting_call.response_deadline).toBeNull();

    for (const browser of [agencyA.member, agencyA.lead]) {
      for (const attempt of [update(browser, id, call({ title: 'Hijacked' })), create(browser, call())]) {
        const refused = await attempt;
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          error: 'FORBIDDEN',
          message: CREATOR_CALL_MESSAGES.manageNotAllowed,
        });
      }
    }
    expect((await listed(agencyA.member, id))?.title).toBe('Holiday gifting');
    const missing = await update(platform.staff, 2_147_483_000, call());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: SHEET_ERROR_CODES.castingCallNotFound });
  });

  it('bad input answers 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ response_deadline: 'soon' }, 'response_deadline'],
      [{ response_deadline: '2026-02-30' }, 'response_deadline'],
      [{ response_deadline: 20261201 }, 'response_deadline'],
      [{ start_date: day(20), end_date: day(10) }, 'end_date'],
      [{ title: '   ' }, 'title'],
      [{ brand_name: undefined }, 'brand_name'],
    ];
    const id = await createCastingCall(api.db, 'Bad input call');
    for (const [change, field] of cases) {
      for (const attempt of [
        create(platform.staff, { ...call(), ...change }),
        update(platform.staff, id, { ...call(), ...change }),
      ]) {
        const bad = await attempt;
        expect(bad.statusCode).toBe(400);
        expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual([field]);
      }
    }
  });

  it('a call past its deadline is closed: saving and submitting a response answer 409, the draft stays', async () => {
    const id = (await create(platform.staff, call({ title: 'Closing call' }))).json<CastingCallResponse>()
      .casting_call.id;
    expect((await saveResponse(agencyA.member, id, creatorsA[0]!)).statusCode).toBe(200);
    expect((await submit(agencyA.member, id)).statusCode).toBe(200);
    // After Submit the response stays editable until the deadline, and the brand sees each save.
    expect((await saveResponse(agencyA.member, id, creatorsA[1]!)).statusCode).toBe(200);

    expect(
      (await update(platform.staff, id, call({ title: 'Closing call', response_deadline: day(-2) })))
        .statusCode,
    ).toBe(200);
    expect(await listed(agencyA.member, id)).toMatchObject({ closed: true, response_status: 'submitted' });
    const responseId = (await listed(agencyA.member, id))!.response_sheet_id!;
    for (const refused of [
      await saveResponse(agencyA.member, id, creatorsA[0]!),
      await submit(agencyA.member, id),
      await agencyA.member.post(API.sheets.removeInfluencer.path, {
        sheet_ids: [responseId],
        influencer_id: creatorsA[1]!,
      }),
      await saveResponse(agencyB.bob, id, creatorsB[0]!),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: SHEET_ERROR_CODES.castingCallClosed,
        message: CREATOR_CALL_MESSAGES.closed,
      });
    }
    const { rows } = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM talent_sheets WHERE casting_call_id = $1 AND team_id = $2`,
      [id, agencyB.id],
    );
    expect(rows[0]!.count).toBe(0);

    // A deadline of today still takes responses; moving it back reopens the call.
    expect(
      (await update(platform.staff, id, call({ title: 'Closing call', response_deadline: day(0) })))
        .statusCode,
    ).toBe(200);
    expect(await listed(agencyB.bob, id)).toMatchObject({ closed: false });
    expect((await saveResponse(agencyB.bob, id, creatorsB[0]!)).statusCode).toBe(200);
  });

  it("a team's response state never shows another team's", async () => {
    const id = (await create(platform.staff, call({ title: 'Shared call' }))).json<CastingCallResponse>()
      .casting_call.id;
    expect((await saveResponse(agencyA.member, id, creatorsA[0]!)).statusCode).toBe(200);
    expect((await submit(agencyA.member, id)).statusCode).toBe(200);
    expect(await listed(agencyA.member, id)).toMatchObject({ response_status: 'submitted' });
    expect((await listed(agencyA.member, id))?.response_sheet_id).toEqual(expect.any(String));
    for (const other of [agencyB.bob, platform.staff]) {
      expect(await listed(other, id)).toMatchObject({ response_sheet_id: null, response_status: null });
      const one = await other.get(fillPath(API.castingCalls.get.path, { id }));
      expect(one.json<CastingCallResponse>().casting_call).toMatchObject({
        response_sheet_id: null,
        response_status: null,
      });
    }
    // The staff's edit answers the staff's own (empty) state, never a team's.
    const edited = await update(platform.staff, id, call({ title: 'Shared call' }));
    expect(edited.json<CastingCallResponse>().casting_call).toMatchObject({
      response_sheet_id: null,
      response_status: null,
    });
    expect(await listed(agencyA.member, id)).toMatchObject({ response_status: 'submitted' });
  });
});
