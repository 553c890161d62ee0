import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ANALYTICS_MESSAGES } from '@tpp/contracts';
import { rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { ANALYTICS_ORIGIN_PORT, DEMO_ADMIN, REPO_ROOT } from '../support/config.js';
import { startStaticServer } from '../support/staticServer.js';

/**
 * Analytics: a brand's view and click on a shared sheet reach the agent's statistics
 * pages; the agent's own viewing of the sheet, signed in, does not count. Headless Chromium says
 * 'HeadlessChrome' in its user agent and the API counts no bots, so every viewer here uses the user
 * agent of a desktop Chrome (the agent and the brand different ones: two browsers).
 */
const BRAND_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const AGENT_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

/** Resolves once the page's event of that type was answered by the API (the event is stored). */
function eventAnswered(page: Page, eventType: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/analytics') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { event_type?: string } | null)?.event_type === eventType,
  );
}

/** Opens the shared sheet and clicks the photo of its second creator; waits until both events are stored. */
async function viewAndClick(page: Page, sheetId: string, creatorName: string) {
  const viewed = eventAnswered(page, 'sheet_view');
  await page.goto(`/public/talent-sheet/${sheetId}`);
  const cards = page.getByRole('list', { name: 'Creators' }).locator(':scope > li');
  const card = cards.filter({ hasText: creatorName });
  await expect(card).toHaveCount(1);
  expect((await viewed).status()).toBeLessThan(300);
  const clicked = eventAnswered(page, 'sheet_click_influencer');
  await card.locator('.pf-card__photo img').click();
  await expect(page.getByRole('heading', { level: 1, name: creatorName })).toBeVisible();
  expect((await clicked).status()).toBeLessThan(300);
}

async function newViewer(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  return { context, page: await context.newPage() };
}

/** The table named so, every row shown (a long table shows its first rows and 'Show All N'). */
async function everyRow(page: Page, name: string): Promise<Locator> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  const showAll = table.locator('xpath=..').getByRole('button', { name: /^Show All/ });
  if ((await showAll.count()) > 0) await showAll.click();
  return table;
}

const cellTexts = async (row: Locator) =>
  (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());

test.describe('analytics: views and clicks of a shared sheet', () => {
  test('a brand views and clicks in another browser; the agent sees both on the statistics pages, and not its own', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const analytics = await startStaticServer(
      path.join(REPO_ROOT, 'mfe-analytics/dist'),
      ANALYTICS_ORIGIN_PORT,
    );
    const agent = await newViewer(browser, AGENT_UA);
    try {
      // The agent shares a sheet of three creators.
      await signInViaApi(agent.page.request, DEMO_ADMIN);
      const picks = (await rosterPage(agent.page.request)).influencers.slice(0, 3);
      expect(picks).toHaveLength(3);
      const clickedCreator = picks[1]!;
      const title = `Analytics pitch ${Date.now()}`;
      const sheetId = await saveSheet(agent.page.request, {
        title,
        influencers: picks.map((creator) => ({ influencer_id: creator.id, note: '' })),
      });

      // The agent opens the shared link while signed in and clicks a creator: not counted.
      await viewAndClick(agent.page, sheetId, clickedCreator.fullname);

      // A brand opens it in another browser and clicks the same creator's photo.
      const brand = await newViewer(browser, BRAND_UA);
      try {
        await viewAndClick(brand.page, sheetId, clickedCreator.fullname);
      } finally {
        await brand.context.close();
      }

      // The agent reaches the statistics from the main navigation.
      const page = agent.page;
      await page.goto('/talent-sheets');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Statistics' }).click();
      await expect(page).toHaveURL(/\/talent-sheets\/statistics$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANALYTICS_MESSAGES.title);
      await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

      // Views table: one view and one click (the agent's own are not there).
      const viewsRow = (await everyRow(page, 'Views')).getByRole('row').filter({ hasText: title });
      await expect(viewsRow).toHaveCount(1);
      expect(await cellTexts(viewsRow)).toEqual([title, '1', '1', '0', '0']);

      // Clicks table: the creator with one click on this sheet.
      const clicksRow = (await everyRow(page, 'Profile clicks')).getByRole('row').filter({ hasText: title });
      await expect(clicksRow).toHaveCount(1);
      expect(await cellTexts(clicksRow)).toEqual([title, clickedCreator.fullname, '1']);

      // The views table downloads as CSV with the sheet's row.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV of Views' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('sheet-views-last-30-days.csv');
      const csv = await readFile((await file.path())!, 'utf8');
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Sheet,Views,Clicks,Responses,Likes');
      expect(csv).toContain(`${title},1,1,0,0`);

      // Only my sheets: the agent made this sheet, so it stays.
      await page.getByRole('checkbox', { name: 'Only my sheets' }).check();
      await expect((await everyRow(page, 'Views')).getByRole('row').filter({ hasText: title })).toHaveCount(
        1,
      );

      // The sheet's own page, through its link in the views table.
      await page.getByRole('table', { name: 'Views' }).getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/talent-sheets/statistics/${sheetId}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'All time' })).toBeChecked();
      const totals = page.getByRole('region', { name: 'Totals' });
      await expect(totals.getByRole('definition')).toHaveText(['1', '1', '0', '0']);
      const creatorRow = page.getByRole('table', { name: 'Profile clicks' }).getByRole('row').nth(1);
      expect(await cellTexts(creatorRow)).toEqual([clickedCreator.fullname, '1']);
      await expect(page.getByRole('img', { name: /1 view and 1 click in all/ })).toBeVisible();
    } finally {
      await agent.context.close();
      await analytics.stop();
    }
  });

  test('a sheet without clicks says so; a sheet of no team of ours is not found', async ({ page }) => {
    const analytics = await startStaticServer(
      path.join(REPO_ROOT, 'mfe-analytics/dist'),
      ANALYTICS_ORIGIN_PORT,
    );
    try {
      await signInViaApi(page.request, DEMO_ADMIN);
      const [creator] = (await rosterPage(page.request)).influencers;
      const title = `Quiet pitch ${Date.now()}`;
      const sheetId = await saveSheet(page.request, {
        title,
        influencers: [{ influencer_id: creator!.id, note: '' }],
      });
      await page.goto(`/talent-sheets/statistics/${sheetId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(ANALYTICS_MESSAGES.noProfileClicks, { exact: true })).toBeVisible();

      await page.goto('/talent-sheets/statistics/NoSuchSheet00000');
      await expect(page.getByRole('heading', { level: 1, name: 'Sheet Not Found' })).toBeVisible();
      await page.getByRole('link', { name: 'All Statistics' }).click();
      await expect(page).toHaveURL(/\/talent-sheets\/statistics$/);
    } finally {
      await analytics.stop();
    }
  });
});
