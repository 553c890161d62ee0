import { expect, type APIRequestContext } from '@playwright/test';
import type { RosterResponse, SaveTalentSheetRequest, SaveTalentSheetResponse } from '@tpp/contracts';

/** The CSRF header every state-changing API call needs. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { token } = (await (await request.get('/api/csrf-token')).json()) as { token: string };
  return { 'x-csrf-token': token };
}

/** The first page of the signed-in team's roster (GET /api/user/influencers). */
export async function rosterPage(request: APIRequestContext, limit = 25): Promise<RosterResponse> {
  const response = await request.get('/api/user/influencers', { params: { page: 1, limit } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as RosterResponse;
}

/** Saves a sheet through the API (for tests whose subject is not the editor); returns its public id. */
export async function saveSheet(request: APIRequestContext, sheet: SaveTalentSheetRequest): Promise<string> {
  const response = await request.post('/api/user/talent-sheets/save', {
    headers: await csrfHeaders(request),
    data: sheet,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as SaveTalentSheetResponse).sheet_id;
}
