import { expect, type Page } from '@playwright/test';
import { API, DIRECTORY_MESSAGES } from '@tpp/contracts';
import { call, saveSheet } from '../support/api.js';
import { test } from '../support/signedIn.js';

/** The creators of the talent sheet, in order, as the API answers them. */
async function sheetCreatorIds(page: Page, sheetId: string): Promise<number[]> {
  const answer = await call(page.request, API.sheets.get, {
    params: { hashId: sheetId },
    query: { sheet_type: 'talent' },
  });
  return answer.sheet.influencers.map((influencer) => influencer.id);
}

const results = (page: Page) => page.locator('.tpp-directory-table tbody tr[data-index]');
const rowCount = async (page: Page) =>
  Number(await page.getByRole('table', { name: 'Search results' }).getAttribute('aria-rowcount')) - 1;

/** The creator id of a result row, read from its View Profile link. */
async function influencerIdOf(page: Page, index: number): Promise<number> {
  const href = await results(page)
    .nth(index)
    .getByRole('link', { name: /View Profile/ })
    .getAttribute('href');
  return Number(/\/profile\/(\d+)/.exec(href ?? '')?.[1]);
}

/** The engagement rates shown in the first rows, as numbers. */
async function engagementRates(page: Page, count: number): Promise<number[]> {
  const cells = await results(page).locator('td[data-label="Engagement Rate"]').allTextContents();
  return cells.slice(0, count).map((text) => (text.trim() === '–' ? -1 : Number.parseFloat(text)));
}

test.describe('directory search', () => {
  test('three filters, sort by engagement, scroll to page 2, add two results to a sheet, empty message', async ({
    page,
  }) => {
    const title = `E2E Directory ${Date.now().toString(36)}`;
    const sheetId = await saveSheet(page.request, { title });

    await page.goto('/search');
    await expect(page.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(results(page).first()).toBeVisible();
    const followers = page.getByRole('columnheader', { name: /Followers/ });
    await expect(followers).toHaveAttribute('aria-sort', 'descending');

    // Three filters: each one is a new search and is kept in the address.
    await page.getByLabel('Followers from').selectOption({ label: '10K' });
    await page.getByLabel('Engagement Rate minimum').selectOption({ label: '2%+' });
    await page.getByLabel('US Audience Share minimum').selectOption({ label: '20%+' });
    await expect(page).toHaveURL(/followers_min=10000/);
    await expect(page).toHaveURL(/engagement_rate_min=2/);
    await expect(page).toHaveURL(/us_audience_share_min=20/);
    await expect(page.getByText('300+ results')).toBeVisible();

    // Sort by engagement: a new column starts descending.
    const engagement = page.getByRole('columnheader', { name: /Engagement Rate/ });
    const sorted = page.waitForResponse(
      (response) => response.url().includes('sort=engagement_rate') && response.ok(),
    );
    await engagement.getByRole('button').click();
    await sorted;
    await expect(engagement).toHaveAttribute('aria-sort', 'descending');
    await expect(followers).toHaveAttribute('aria-sort', 'none');
    await expect(page).toHaveURL(/sort=engagement_rate/);
    await expect.poll(async () => (await engagementRates(page, 1))[0]).toBeGreaterThanOrEqual(2);
    const rates = await engagementRates(page, 8);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(rates.every((rate) => rate >= 2)).toBe(true);

    // Scroll the results: page 2 is asked for with the cursor and appended.
    expect(await rowCount(page)).toBe(300);
    const secondPage = page.waitForRequest((request) => /[?&]cursor=/.test(request.url()));
    const box = page.locator('.tpp-directory-results');
    await expect
      .poll(async () => {
        await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        return rowCount(page);
      })
      .toBeGreaterThan(300);
    expect(new URL((await secondPage).url()).searchParams.get('sort')).toBe('engagement_rate');
    await expect(results(page).last()).toBeVisible();

    // Add two results to the sheet chosen on the page; they are saved to it.
    await box.evaluate((element) => element.scrollTo(0, 0));
    await page.getByLabel('Add to Sheet').selectOption({ label: title });
    const first = await influencerIdOf(page, 0);
    const second = await influencerIdOf(page, 1);
    await results(page).nth(0).getByRole('button', { name: /^Add / }).click();
    await expect(page.getByRole('status').getByText(`Added to ${title}.`)).toBeVisible();
    await results(page).nth(1).getByRole('button', { name: /^Add / }).click();
    await expect(
      results(page)
        .nth(0)
        .getByRole('button', { name: /added$/ }),
    ).toBeDisabled();
    await expect(
      results(page)
        .nth(1)
        .getByRole('button', { name: /added$/ }),
    ).toBeDisabled();
    await expect.poll(() => sheetCreatorIds(page, sheetId)).toEqual([first, second]);

    // Reload keeps the search; nothing matches a nonsense keyword.
    await page.reload();
    await expect(page.getByLabel('Engagement Rate minimum')).toHaveValue('2');
    await expect(page.getByRole('columnheader', { name: /Engagement Rate/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const keywords = page.getByLabel('Keywords and Tags');
    await keywords.fill('zzqx-no-such-creator');
    await keywords.press('Enter');
    await expect(page.getByText(DIRECTORY_MESSAGES.noMatchingResults)).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(results(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/search\?sort=engagement_rate$/);
  });

  test("the sheet editor's More Filters dialog adds a directory creator to the sheet being edited", async ({
    page,
  }) => {
    const sheetId = await saveSheet(page.request, { title: `E2E Dialog ${Date.now().toString(36)}` });
    await page.goto(`/talent-sheet/${sheetId}`);
    await page.getByRole('button', { name: 'More Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'More Filters' });
    await dialog.getByLabel('Followers from').selectOption({ label: '50K' });
    const row = dialog.locator('.tpp-directory-table tbody tr[data-index]').first();
    await expect(row).toBeVisible();
    const name = (await row.locator('.tpp-talent-cell__name').textContent())!.trim();
    const href = await row.getByRole('link', { name: /View Profile/ }).getAttribute('href');
    const influencerId = Number(/\/profile\/(\d+)/.exec(href ?? '')?.[1]);
    await row.getByRole('button', { name: `Add ${name}` }).click();
    await expect(row.getByRole('button', { name: `${name} added` })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sheet-talent').locator('h3')).toHaveText([name]);
    await expect.poll(() => sheetCreatorIds(page, sheetId)).toEqual([influencerId]);
  });
});
