import { expect, test, type Browser } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';
import { measureFirstLoad } from '../support/firstLoad.js';

/**
 * First-load JavaScript budgets, gzip of every script until the network is idle, in a browser
 * with an empty cache (measured as `npm run bench:first-load` measures it). A change may raise a
 * budget only with a line in its closing note saying why; a change that lowers a page's size
 * lowers its budget with it. Set at 2026-11-27 after the move to one data layer (TanStack Query is
 * about 13.5 KB gzip and one file of each page); the sizes are rounded up to the next half KB.
 * Raised on the same day by the brand's controls: the public roster's search, filters and sorting
 * (+0.6 KB) and the hearts and response bar on the shared sheet pages (+0.8 KB; the response form
 * itself loads on first use). The virtualised roster grid loads on scroll and is not counted.
 * Raised again the same day by about 3 KB on every page (measured 181.6 / 194.3 / 197.2 / 197.7):
 * the code every page shares grew with the shell's navigation (Tools menu, one-time notices) and
 * the contracts' route table, messages and figure labels; to be won back by loading the
 * signed-in shell's parts only after sign-in.
 * Raised once more the same day (measured 182.6 / 196.3 / 198.2 / 198.8): the one Not Found page
 * and its public header, the shortened descriptions and long-name sizes every public card uses,
 * the roster's tag filter and filters in the address (+1.1 KB on the public roster alone), and
 * the texts the wording pass moved into the shared messages.
 */
const BUDGETS: { page: string; path: (sheetId: string) => string; kb: number; files: number }[] = [
  { page: 'sign-in', path: () => '/signin', kb: 183, files: 15 },
  { page: 'public roster', path: () => '/public/talent-roster/1', kb: 196.5, files: 17 },
  { page: 'shared sheet, single page', path: (id) => `/public/talent-sheet/${id}`, kb: 198.5, files: 18 },
  {
    page: 'shared sheet, roster view',
    path: (id) => `/public/talent-sheet/roster-view/${id}`,
    kb: 199,
    files: 18,
  },
];

async function sharedSheetId(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  await signInViaApi(context.request, DEMO_ADMIN);
  const { sheets } = await call(context.request, API.sheets.list, { query: { page: 1, limit: 10 } });
  await context.close();
  const sheet = sheets.find((row) => row.influencer_count > 0);
  if (!sheet) throw new Error('the demo team has no sheet with creators');
  return sheet.id;
}

test('first-load JavaScript stays within each page budget', async ({ browser }) => {
  const sheetId = await sharedSheetId(browser);
  for (const budget of BUDGETS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const load = await measureFirstLoad(page, budget.path(sheetId), () =>
      expect(page.locator('h1, .pf-card').first()).toBeVisible(),
    );
    await context.close();
    const kb = Math.round((load.gzip / 1024) * 10) / 10;
    console.log(
      `${budget.page}: ${kb} KB gzip in ${load.files} files (budget ${budget.kb} KB, ${budget.files} files)`,
    );
    expect.soft(kb, `${budget.page}: KB of JavaScript (gzip)`).toBeLessThanOrEqual(budget.kb);
    expect.soft(load.files, `${budget.page}: script files`).toBeLessThanOrEqual(budget.files);
  }
});
