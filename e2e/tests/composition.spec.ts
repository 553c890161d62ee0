import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ANALYTICS_ORIGIN_PORT, REPO_ROOT } from '../support/config.js';
import { startStaticServer } from '../support/staticServer.js';
import { test } from '../support/signedIn.js';

/** A marker on window survives client-side navigation and disappears on a page reload. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { __tppNoReload: true }));
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __tppNoReload?: boolean }).__tppNoReload)).toBe(
    true,
  );
}

async function clickNav(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

async function openAccountMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function openToolsMenuItem(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Opens statistics from inside the page (a pushState, as any in-app link would). */
async function openStatistics(page: Page) {
  await page.evaluate(() => window.history.pushState(null, '', '/talent-sheets/statistics'));
}

test.describe('runtime composition', () => {
  test('moves across all four remotes without a reload and downloads React DOM once', async ({ page }) => {
    const analytics = await startStaticServer(
      path.join(REPO_ROOT, 'mfe-analytics/dist'),
      ANALYTICS_ORIGIN_PORT,
    );
    try {
      const reactDomDownloads: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.text().catch(() => '');
        // The container key prefix exists only in react-dom's client build.
        if (body.includes('__reactContainer$')) reactDomDownloads.push(response.url());
      });

      await page.goto('/talent-sheets');
      await expect(page.getByRole('heading', { name: 'Talent Sheets', level: 1 })).toBeVisible();
      await markPage(page);

      await clickNav(page, 'Talent Roster');
      await expect(page.getByRole('heading', { name: 'Talent Roster', level: 1 })).toBeVisible();
      await openAccountMenuItem(page, 'Settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      for (const screen of ['Creator Calls', 'Campaign Tracking']) {
        await clickNav(page, screen);
        await expect(page.getByRole('heading', { name: screen, level: 1 })).toBeVisible();
      }
      await openToolsMenuItem(page, 'Favorites');
      await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
      await clickNav(page, 'Statistics');
      await expect(
        page.getByRole('heading', { name: 'Roster Visits and Profile Clicks', level: 1 }),
      ).toBeVisible();
      // mfe-public also serves signed-in visitors on its /public/* pages.
      await page.evaluate(() => window.history.pushState(null, '', '/public/talent-roster/1'));
      await expect(page.locator('[data-remote="mfe-public"]')).not.toBeEmpty();
      await expect(page.getByText(/is unavailable/)).toHaveCount(0);

      await expectNoReload(page);
      await page.waitForLoadState('networkidle');
      expect(reactDomDownloads, reactDomDownloads.join('\n')).toHaveLength(1);
    } finally {
      await analytics.stop();
    }
  });

  test('a stopped remote shows its fallback while the others keep working, and Retry recovers', async ({
    page,
  }) => {
    await page.goto('/talent-sheets');
    await expect(page.getByRole('heading', { name: 'Talent Sheets', level: 1 })).toBeVisible();
    await markPage(page);

    // The analytics remote's origin is down: nothing listens on its port.
    const started = Date.now();
    await openStatistics(page);
    await expect(page.getByText('Statistics is unavailable')).toBeVisible({ timeout: 6_000 });
    expect(Date.now() - started).toBeLessThan(6_000);

    await clickNav(page, 'Talent Roster');
    await expect(page.getByRole('heading', { name: 'Talent Roster', level: 1 })).toBeVisible();
    await openAccountMenuItem(page, 'Settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    const analytics = await startStaticServer(
      path.join(REPO_ROOT, 'mfe-analytics/dist'),
      ANALYTICS_ORIGIN_PORT,
    );
    try {
      await openStatistics(page);
      await expect(page.getByText('Statistics is unavailable')).toBeVisible({ timeout: 6_000 });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(
        page.getByRole('heading', { name: 'Roster Visits and Profile Clicks', level: 1 }),
      ).toBeVisible();
      await expectNoReload(page);
    } finally {
      await analytics.stop();
    }
  });

  test('a remote whose files answer 500 or hang is contained within 6 seconds', async ({ page }) => {
    await page.route('**/assets/mfe-settings/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/configure');
    await expect(page.getByText('Settings is unavailable')).toBeVisible({ timeout: 6_000 });
    await clickNav(page, 'Talent Roster');
    await expect(page.getByRole('heading', { name: 'Talent Roster', level: 1 })).toBeVisible();

    await page.unroute('**/assets/mfe-settings/**');
    await page.route('**/assets/mfe-settings/**', () => {
      // never answered: the remote's server accepts the connection and hangs
    });
    // The page's HTML preloads the remote's files, so its load event waits for the hung ones.
    await page.goto('/configure', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Settings is unavailable')).toBeVisible({ timeout: 6_000 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the navigation leads to the daily screens, the Tools menu to the occasional ones', async ({
    page,
  }) => {
    await page.goto('/talent-sheets');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Talent Roster',
      'Talent Sheets',
      'Collections',
      'Search',
      'Creator Calls',
      'Campaign Tracking',
      'Statistics',
      /^Messages/,
    ]);
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/messages');
    await nav.getByRole('button', { name: 'Tools' }).click();
    await expect(nav.getByRole('menuitem')).toHaveText([
      'Tagging Assistant',
      'Talent Data',
      'Favorites',
      'My Requests',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Settings', 'Contact Us', 'New Talent', 'Log Out']);
    await page.keyboard.press('Escape');

    await page.goto('/tagging-assistant');
    await expect(page.getByRole('heading', { name: 'Tagging Assistant', level: 1 })).toBeVisible();
    await expect(page.getByText('No creator chosen yet.')).toBeVisible();
  });

  test('an unknown route shows the Not Found page with a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Not Found!' })).toBeVisible();
    await expect(
      page.getByText('Something is wrong. The page you are looking for was not found. Sorry.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  });
});
