import { expect, test, type Locator, type Page } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, rosterPage, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';

/**
 * The main pages in their full state, as the first screen shows them, compared with committed screenshots (at most 0.1% of the
 * pixels may differ). These run first, on the fresh demo data, before any other spec adds to it
 * (the `visual` project in playwright.config.ts). The browser's clock is frozen; what the server
 * stamps with the time of the run (dates of sheets, messages, chart axes) is masked, so the
 * pictures do not change with the day the suite runs.
 *
 * A change that means to change how a page looks regenerates the pictures:
 * `npx playwright test --project visual --update-snapshots` (from e2e/), and says so in its note.
 */

const FROZEN_NOW = new Date('2026-11-27T12:00:00Z');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** What differs from run to run: dates and times the server stamps, and charts drawn from them. */
function changing(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.locator('canvas'),
    // Share links carry a sheet's random id and the server's port.
    page.locator('a[href^="http://localhost"]'),
  ];
}

async function shoot(page: Page, name: string, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  // The images on screen (portraits, covers) finish before the picture is taken.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    mask: changing(page),
    maxDiffPixelRatio: 0.001,
  });
}

test.describe('main pages look as they did', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(FROZEN_NOW);
    await page.setViewportSize(DESKTOP);
  });

  test('sign-in', async ({ page }) => {
    await page.goto('/signin');
    await shoot(page, 'signin', page.getByRole('button', { name: 'Sign In' }));
  });

  test('the public roster, at desktop and phone width', async ({ page }) => {
    await page.goto('/public/talent-roster/1');
    await shoot(page, 'public-roster', page.getByRole('heading', { name: 'Northstar Talent' }));
    await page.setViewportSize(PHONE);
    await shoot(page, 'public-roster-phone', page.getByRole('heading', { name: 'Northstar Talent' }));
  });

  test('a shared sheet, as a single page and as a roster view', async ({ page }) => {
    await signInViaApi(page.request, DEMO_ADMIN);
    const { sheets } = await call(page.request, API.sheets.list, { query: { page: 1, limit: 10 } });
    const sheet = sheets.find((row) => row.influencer_count > 0) ?? sheets[0]!;
    await page.context().clearCookies();
    await page.goto(`/public/talent-sheet/${sheet.id}`);
    await shoot(page, 'public-sheet', page.locator('.pf-card').first());
    await page.goto(`/public/talent-sheet/roster-view/${sheet.id}`);
    await shoot(page, 'public-sheet-roster-view', page.locator('.pf-card').first());
  });

  test('the agency workspace', async ({ page }) => {
    // Nine screens in one signed-in session.
    test.setTimeout(180_000);
    await signInViaApi(page.request, DEMO_ADMIN);
    // One-time notices are not part of a page's look (tests/rate-card-visibility.spec.ts shows them).
    await call(page.request, API.teamLook.dismissNotice, { body: { notice: 'rate_cards_hidden' } });
    const roster = await rosterPage(page.request);
    const { sheets } = await call(page.request, API.sheets.list, { query: { page: 1, limit: 10 } });

    await page.goto('/influencers');
    await shoot(page, 'roster', page.getByRole('heading', { name: 'Talent Roster' }));

    await page.goto(`/influencers/profile/${roster.influencers[0]!.id}`);
    await shoot(page, 'profile', page.getByRole('heading', { name: roster.influencers[0]!.fullname }));

    await page.goto('/talent-sheets');
    await shoot(page, 'sheets', page.getByRole('heading', { name: 'Talent Sheets' }));

    await page.goto(`/talent-sheet/${sheets[0]!.id}`);
    await shoot(page, 'sheet-editor', page.getByRole('heading', { level: 1 }));

    await page.goto('/collections');
    await shoot(page, 'collections', page.getByRole('heading', { name: 'Collections' }));

    await page.goto('/search');
    await shoot(page, 'directory-search', page.getByRole('heading', { level: 1 }).first());

    await page.goto('/configure');
    await shoot(page, 'settings', page.getByRole('heading', { level: 1 }).first());
  });
});
