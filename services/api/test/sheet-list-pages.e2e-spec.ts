import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { API, SHEET_LIMITS, type TalentSheetsResponse } from '@tpp/contracts';
import { useTestApi, useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

/** The sheets table's pages: 50 (default) or 100 sheets, as /talent-sheets and /campaigns ask for them. */
describe('GET /api/talent-sheets page sizes of the sheets table', () => {
  const api = useTestApi();
  const agency = useTeam(api, 'Sheet Pages Agency', { agent: {} });
  const other = useTeam(api, 'Sheet Pages Other Agency', { agent: {} });
  const SHEETS = 105;

  /** `count` talent sheets of the team, the last one edited most recently. */
  async function insertSheets(teamId: number, count: number, prefix: string): Promise<void> {
    const ids = Array.from({ length: count }, () => randomBytes(12).toString('base64url'));
    await api.db.query(
      `INSERT INTO talent_sheets (public_id, team_id, title, sheet_type, updated_at)
       SELECT id, $2, $3 || ' ' || lpad(n::text, 3, '0'), 'talent', now() - ($4::int - n::int) * interval '1 minute'
         FROM unnest($1::text[]) WITH ORDINALITY AS s(id, n)`,
      [ids, teamId, prefix, count],
    );
  }

  const list = async (browser: TestBrowser, query: string) => {
    const response = await browser.get(`${API.sheets.list.path}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<TalentSheetsResponse>();
  };
  const titles = (answer: TalentSheetsResponse) => answer.sheets.map((sheet) => sheet.title);
  const numbered = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, index) => `Paged ${String(from - index).padStart(3, '0')}`);

  beforeAll(async () => {
    await insertSheets(agency.id, SHEETS, 'Paged');
    await insertSheets(other.id, 3, 'Foreign');
  });

  it('answers pages of 50, last edited first, the last page with the rest', async () => {
    const [size] = SHEET_LIMITS.sheetListPageSizes;
    const first = await list(agency.agent, `page=1&limit=${size}`);
    expect(first).toMatchObject({ total: SHEETS, page: 1, limit: 50 });
    expect(titles(first)).toEqual(numbered(105, 56));
    const second = await list(agency.agent, `page=2&limit=${size}`);
    expect(titles(second)).toEqual(numbered(55, 6));
    const last = await list(agency.agent, `page=3&limit=${size}`);
    expect(titles(last)).toEqual(numbered(5, 1));
  });

  it('answers pages of 100', async () => {
    const size = SHEET_LIMITS.sheetListPageSizes[1];
    const first = await list(agency.agent, `page=1&limit=${size}`);
    expect(first).toMatchObject({ total: SHEETS, page: 1, limit: 100 });
    expect(titles(first)).toEqual(numbered(105, 6));
    expect(titles(await list(agency.agent, `page=2&limit=${size}`))).toEqual(numbered(5, 1));
  });

  it("never lists another team's sheets", async () => {
    const theirs = await list(other.agent, 'page=1&limit=100');
    expect(theirs.total).toBe(3);
    expect(titles(theirs).every((title) => title.startsWith('Foreign'))).toBe(true);
    expect(titles(await list(agency.agent, 'limit=100&title_filter=foreign'))).toEqual([]);
  });

  it.each(['0', '-50', '1001', '50.5', 'fifty'])('refuses limit=%p with 400 naming limit', async (limit) => {
    const response = await agency.agent.get(`${API.sheets.list.path}?page=1&limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: Record<string, string[]> }>().fields)).toEqual(['limit']);
  });

  it('takes an empty limit as none (the default size)', async () => {
    const answer = await list(agency.agent, 'page=1&limit=');
    expect(answer.limit).toBe(SHEET_LIMITS.sheetsDefaultLimit);
  });

  it.each(['0', 'two'])('refuses page=%p with 400 naming page', async (page) => {
    const response = await agency.agent.get(`${API.sheets.list.path}?page=${page}&limit=50`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: Record<string, string[]> }>().fields)).toEqual(['page']);
  });
});
