import { expect, type Page } from '@playwright/test';
import { test } from '../support/signedIn.js';

const rows = (page: Page) => page.getByRole('table', { name: 'Talent roster' }).locator('tbody tr');
const header = (page: Page, name: RegExp) => page.getByRole('columnheader', { name });
/** Opens the roster and waits for its first page (generous: the first load of the remote). */
async function openRoster(page: Page, path = '/influencers') {
  await page.goto(path);
  await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
}
const settled = (page: Page) => expect(page.locator('.tpp-roster__list[aria-busy="true"]')).toHaveCount(0);

/** The names of the rows shown. */
async function names(page: Page): Promise<string[]> {
  return (await rows(page).locator('.tpp-talent-cell__name').allTextContents()).map((name) => name.trim());
}

/** The engagement rates of the rows shown ('1.32%' -> 1.32; '–' is not measured). */
async function rates(page: Page): Promise<number[]> {
  const cells = await rows(page).locator('td[data-label="Engagement Rate"]').allTextContents();
  return cells.filter((cell) => cell.trim() !== '–').map((cell) => Number(cell.replace('%', '')));
}

test.describe('roster table: sort, filters and pages in the address; the side panel', () => {
  test('sorts by engagement rate both ways, over the whole roster', async ({ page }) => {
    await openRoster(page);
    await expect(header(page, /Followers/)).toHaveAttribute('aria-sort', 'descending');

    await header(page, /Engagement Rate/)
      .getByRole('button')
      .click();
    await expect(header(page, /Engagement Rate/)).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/\/influencers\?sort=engagement_rate$/);
    await settled(page);
    const highestFirst = await rates(page);
    expect(highestFirst.length).toBeGreaterThan(10);
    expect(highestFirst).toEqual([...highestFirst].sort((a, b) => b - a));
    const topNames = await names(page);

    await header(page, /Engagement Rate/)
      .getByRole('button')
      .click();
    await expect(header(page, /Engagement Rate/)).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/\/influencers\?sort=engagement_rate&order=asc$/);
    await settled(page);
    const lowestFirst = await rates(page);
    expect(lowestFirst).toEqual([...lowestFirst].sort((a, b) => a - b));
    // The lowest of the whole roster is below the 25th highest: the server sorted every creator.
    expect(lowestFirst[0]!).toBeLessThan(highestFirst.at(-1)!);
    expect(await names(page)).not.toEqual(topNames);
  });

  test('filters by platform: every row shows that platform', async ({ page }) => {
    await openRoster(page);
    await page.getByLabel('Platform').selectOption({ label: 'TikTok' });
    await expect(page).toHaveURL(/\/influencers\?platform=tiktok$/);
    await settled(page);
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(rows(page).getByRole('img', { name: 'TikTok' })).toHaveCount(count);
    await expect(rows(page).getByRole('img', { name: 'Instagram' })).toHaveCount(0);
    await expect(page.getByText(/^\d+ matching$/)).toBeVisible();
  });

  test('a reload keeps page, sort and filter; Back restores the previous state; a page change scrolls up', async ({
    page,
  }) => {
    await openRoster(page);
    await page.getByLabel('Platform').selectOption({ label: 'Instagram' });
    await expect(page).toHaveURL(/platform=instagram/);
    await header(page, /Creator/)
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/\?sort=name&platform=instagram$/);
    await settled(page);
    const pageOne = await names(page);
    // Z to A (initials compared: the database's collation orders punctuation its own way).
    const initials = (list: string[]) => list.map((name) => name[0]!.toLowerCase());
    expect(initials(pageOne)).toEqual([...initials(pageOne)].sort().reverse());

    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Roster pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\?page=2&sort=name&platform=instagram$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await settled(page);
    const pageTwo = await names(page);
    expect(initials(pageTwo)[0]! <= initials(pageOne).at(-1)!).toBe(true);

    await page.reload();
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await settled(page);
    expect(await names(page)).toEqual(pageTwo);
    await expect(header(page, /Creator/)).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByLabel('Platform')).toHaveValue('instagram');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(/\?sort=name&platform=instagram$/);
    await settled(page);
    await expect.poll(() => names(page)).toEqual(pageOne);
    await page.goBack();
    await expect(page).toHaveURL(/\?platform=instagram$/);
    await expect(header(page, /Followers/)).toHaveAttribute('aria-sort', 'descending');
  });

  test('the side panel opens below the sticky header and Esc closes it', async ({ page }) => {
    await openRoster(page);
    await page.mouse.wheel(0, 600);
    const chooser = rows(page).nth(12).getByRole('button').first();
    const name = (await chooser.locator('.tpp-talent-cell__name').textContent())!.trim();
    await chooser.click();
    const panel = page.getByRole('complementary', { name: `${name} summary` });
    await expect(panel).toBeVisible();
    const headerBox = (await page.locator('header').first().boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    await expect(panel.getByRole('button', { name: 'Close summary' })).toBeInViewport();
    await expect(panel.getByRole('link', { name: 'View Profile' })).toBeInViewport();

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(chooser).toBeFocused();
  });
});
