import { expect, test, type Page, type Request } from '@playwright/test';
import { rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';

/**
 * A pitch link renders from what its HTML carries. The page asks the server for
 * nothing before its first cards (no remotes document, session, CSRF token, manifest or first
 * data round trip); later data still comes from the network.
 */

const ROUND_TRIPS_BEFORE_FIRST_PAINT = [
  /\/remotes\.json$/,
  /\/api\/status$/,
  /\/api\/csrf-token$/,
  /mf-manifest\.json$/,
  /\/api\/team\/roster\//,
  /\/api\/public\/talent-sheets\/[^/?]+\?page=1&limit=18$/,
];

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) =>
    urls.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  return urls;
}

test.describe('pitch links open from their HTML', () => {
  test('the public roster: the team, its cards and no round trip before them; the first paint goes away', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    const html = await (await page.request.get('/public/talent-roster/1')).text();
    expect(html).toContain('id="tpp-splash"');
    expect(html).toContain('Northstar Talent');

    await page.goto('/public/talent-roster/1');
    await expect(page.getByRole('list', { name: 'Creators' }).locator(':scope > li').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Northstar Talent' })).toBeVisible();
    await expect(page.locator('#tpp-splash')).toHaveCount(0);
    for (const pattern of ROUND_TRIPS_BEFORE_FIRST_PAINT) {
      expect(
        requests.filter((url) => pattern.test(url)),
        String(pattern),
      ).toEqual([]);
    }
  });

  test('the first screen comes drawn in the HTML: with scripts off a brand sees the team and its first creators', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/public/talent-roster/1');
    const drawn = page.locator('#tpp-splash');
    await expect(drawn.getByRole('heading', { name: 'Northstar Talent' })).toBeVisible();
    const cards = drawn.getByRole('list', { name: 'Creators' }).locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    // The first screen, not the whole roster of 150: the page itself draws the rest.
    await expect(cards).toHaveCount(24);
    // A card is a plain link to the creator's profile, which works before the code runs.
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\?influencer_id=\d+$/);
    await context.close();
  });

  test('a shared roster-view sheet: page 1 from the HTML, the next page from the network', async ({
    page,
  }) => {
    await signInViaApi(page.request, DEMO_ADMIN);
    const roster = await rosterPage(page.request, { page: 1, limit: 25 });
    const sheetId = await saveSheet(page.request, {
      title: 'First load check',
      influencers: roster.influencers.slice(0, 20).map((row) => ({ influencer_id: row.id, note: '' })),
    });
    const brand = await page.context().browser()!.newPage();
    const requests = recordRequests(brand);
    await brand.goto(`/public/talent-sheet/roster-view/${sheetId}`);
    const cards = brand.locator('.pf-card');
    await expect(cards).toHaveCount(18);
    for (const pattern of ROUND_TRIPS_BEFORE_FIRST_PAINT) {
      expect(
        requests.filter((url) => pattern.test(url)),
        String(pattern),
      ).toEqual([]);
    }
    // The next page comes with 'Load More' or the infinite scroll, whichever fires first.
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(20);
    expect(requests).toContain(`/api/public/talent-sheets/${sheetId}?page=2&limit=18`);
    await brand.close();
  });

  test('a signed-in page starts without asking for the session', async ({ page }) => {
    await signInViaApi(page.request, DEMO_ADMIN);
    const requests = recordRequests(page);
    await page.goto('/influencers');
    await expect(page.getByRole('heading', { name: 'Talent Roster' })).toBeVisible();
    expect(requests.filter((url) => /\/api\/status$|\/remotes\.json$|\/api\/csrf-token$/.test(url))).toEqual(
      [],
    );
  });
});
