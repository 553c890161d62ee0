import { expect, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import {
  API,
  CSRF_HEADER,
  fillPath,
  type AnswerOf,
  type ApiRoute,
  type BodyOf,
  type CreateCastingCallRequest,
  type None,
  type ParamsOf,
  type QueryOf,
  type RosterQuery,
  type RosterResponse,
  type SaveCollectionRequest,
  type SaveCollectionResponse,
  type SaveTalentSheetRequest,
} from '@tpp/contracts';

import { DEMO_STAFF, DEMO_TOTP_SECRET } from './config.js';
import { forgetUsedTotpSteps } from './database.js';
import { currentStep, totpCodeAt } from './totp.js';

/**
 * The one place the e2e suite talks to the API for arranging and checking state: CSRF, sign-in,
 * roster, sheets and collections. Routes come from the contract table, so a spec cannot call a
 * path, method or body the API does not declare.
 */

/** The CSRF header every state-changing API call needs. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get(API.platform.csrfToken.path);
  const { token } = (await response.json()) as AnswerOf<typeof API.platform.csrfToken>;
  return { [CSRF_HEADER]: token };
}

type Input<R extends ApiRoute> = (keyof ParamsOf<R> extends never
  ? { params?: never }
  : { params: ParamsOf<R> }) &
  ([QueryOf<R>] extends [None] ? { query?: never } : { query?: QueryOf<R> }) &
  ([BodyOf<R>] extends [None] ? { body?: never } : { body: BodyOf<R> });

type Args<R extends ApiRoute> = keyof ParamsOf<R> extends never
  ? [BodyOf<R>] extends [None]
    ? [input?: Input<R>]
    : [input: Input<R>]
  : [input: Input<R>];

/** One call as the browser client makes it (CSRF header on writes); the raw response, for status checks. */
export async function send<R extends ApiRoute>(
  request: APIRequestContext,
  route: R,
  ...[input]: Args<R>
): Promise<APIResponse> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = fillPath(route.path, params as Record<string, string | number> | undefined);
  const queryParams = Object.fromEntries(
    Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null),
  ) as Record<string, string | number | boolean>;
  return request.fetch(url, {
    method: route.method,
    params: queryParams,
    headers: route.method === 'GET' ? {} : await csrfHeaders(request),
    data: body,
  });
}

/** One call that must succeed; its answer, typed by the route. */
export async function call<R extends ApiRoute>(
  request: APIRequestContext,
  route: R,
  ...args: Args<R>
): Promise<AnswerOf<R>> {
  const response = await send(request, route, ...args);
  expect(response.ok(), `${route.method} ${route.path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as AnswerOf<R>;
}

/**
 * Signs in through the API (for tests whose subject is not the sign-in screen). The demo's
 * platform admin and staff user have two-factor sign-in: their authenticator step is passed with
 * an unused code of DEMO_TOTP_SECRET.
 */
export async function signInViaApi(request: APIRequestContext, user: { email: string; password: string }) {
  const answer = await call(request, API.session.signIn, { body: user });
  if ('second_step' in answer) {
    expect(answer.second_step, `${user.email} needs a sign-in step this helper cannot pass`).toBe('totp');
    await passAuthenticatorStep(request, user.email);
  }
}

/**
 * Posts the current authenticator code (DEMO_TOTP_SECRET) for the pending sign-in of the request's
 * context, after letting it be used again (forgetUsedTotpSteps): no test waits for a new code.
 */
export async function passAuthenticatorStep(request: APIRequestContext, email: string): Promise<void> {
  await forgetUsedTotpSteps(email);
  const code = totpCodeAt(DEMO_TOTP_SECRET, currentStep());
  const signedIn = await call(request, API.session.verifySignInCode, { body: { code } });
  expect('user' in signedIn, `${email}: the authenticator step did not sign in`).toBe(true);
}

/** Signs in on the sign-in screen, as a person does; lands on the home page. */
export async function signInWithForm(page: Page, user: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
}

/** The first page of the signed-in team's roster. */
export async function rosterPage(
  request: APIRequestContext,
  query: RosterQuery = { page: 1, limit: 25 },
): Promise<RosterResponse> {
  return call(request, API.talent.roster, { query });
}

/** Saves a sheet through the API (for tests whose subject is not the editor); returns its public id. */
export async function saveSheet(
  request: APIRequestContext,
  sheet: Partial<SaveTalentSheetRequest> & { title: string },
): Promise<string> {
  const saved = await call(request, API.sheets.save, {
    body: { sheet_type: 'talent', influencers: [], ...sheet },
  });
  return saved.sheet_id;
}

/**
 * A brand answers a shared sheet through the response form's call, from its own request context
 * (no account): the creators it liked and a comment. The team gets the conversation and the bell.
 */
export async function brandResponds(
  request: APIRequestContext,
  sheetId: string,
  brand: { name: string; liked: number[]; email?: string; comments?: string },
): Promise<void> {
  await call(request, API.publicSheets.respond, {
    body: {
      talent_sheet_id: sheetId,
      liked_influencers: brand.liked,
      responder_name: brand.name,
      responder_email: brand.email ?? 'jordan@brand.example',
      comments: brand.comments ?? '',
    },
  });
}

/** Asks the account managers to add a creator (one Instagram account), as the signed-in user. */
export async function requestToAdd(request: APIRequestContext, name: string, handle: string, note: string) {
  await call(request, API.requests.submit, {
    body: {
      request_type: 'add',
      name,
      socials: [{ platform: 'instagram', url: handle, primary: true }],
      note,
    },
  });
}

/** A page of the demo staff user, signed in, in a browser context of its own. */
export async function staffPage(browser: Browser): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await signInViaApi(staff.request, DEMO_STAFF);
  return staff;
}

/** Saves a collection through the API (for tests whose subject is not the collection editor). */
export async function saveCollection(
  request: APIRequestContext,
  collection: SaveCollectionRequest,
): Promise<SaveCollectionResponse> {
  return call(request, API.collections.save, { body: collection });
}

/** Creates a creator call through the admin API; null when the signed-in user may not. */
export async function createCastingCall(
  request: APIRequestContext,
  castingCall: CreateCastingCallRequest,
): Promise<{ id: number; title: string } | null> {
  const response = await send(request, API.castingCalls.create, { body: castingCall });
  if (!response.ok()) return null;
  const { casting_call } = (await response.json()) as AnswerOf<typeof API.castingCalls.create>;
  return { id: casting_call.id, title: casting_call.title };
}
