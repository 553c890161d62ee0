import { expect, type Page } from '@playwright/test';
import type { RosterResponse } from '@tpp/contracts';
import { test } from '../support/signedIn.js';

/**
 * One set of numbers on the roster: followers belong to the primary account and say which
 * platform, Total Reach sums every account of the creator, Average Views (reels plays on
 * Instagram, average views elsewhere) sort on the server over the whole roster.
 */
const rows = (page: Page) => page.getByRole('table', { name: 'Talent roster' }).locator('tbody tr');
const header = (page: Page, name: RegExp) => page.getByRole('columnheader', { name });
const settled = (page: Page) => expect(page.locator('.tpp-roster__list[aria-busy="true"]')).toHaveCount(0);

/** '1.4M' -> 1,400,000; '80K' -> 80,000; '–' (not measured) -> null. */
function parseCount(text: string): number | null {
  const match = /^([\d.]+)([KM]?)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * (match[2] === 'M' ? 1e6 : match[2] === 'K' ? 1e3 : 1);
}

/** The average views shown on the page, in row order (unmeasured ones left out). */
async function views(page: Page): Promise<number[]> {
  const cells = await rows(page)
    .locator('td[data-label="Average Views"] .tpp-figure__value')
    .allTextContents();
  return cells.map(parseCount).filter((value): value is number => value !== null);
}

/** Clicks the Average Views header; answers the views the page then shows, in the asked order. */
async function sortByViews(page: Page, order: 'ascending' | 'descending', url: RegExp): Promise<number[]> {
  const column = header(page, /Average Views/);
  await column.getByRole('button').click();
  await expect(column).toHaveAttribute('aria-sort', order);
  await expect(page).toHaveURL(url);
  await settled(page);
  return views(page);
}

function formatCount(value: number): string {
  const trim = (n: number) => n.toFixed(1).replace(/\.0$/, '');
  if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (value >= 1_000) return `${trim(value / 1_000)}K`;
  return String(value);
}

test.describe('roster figures', () => {
  test('shows a Total Reach column that sums every account, and labels each number with its platform', async ({
    page,
  }) => {
    await page.goto('/influencers');
    await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
    await expect(header(page, /Total Reach/)).toBeVisible();

    // A creator with several accounts: total reach is more than the primary account's followers.
    // The page's first answer: followers descending, 25 rows, the same order as the table's rows.
    const answer = (await (
      await page.request.get('/api/user/influencers?sort=followers&order=desc&page=1&limit=25')
    ).json()) as RosterResponse;
    const index = answer.influencers.findIndex((row) => row.socials.length >= 2 && row.primary_platform);
    expect(index, 'the first page has a creator with several accounts').toBeGreaterThanOrEqual(0);
    const creator = answer.influencers[index]!;
    expect(creator.total_reach).toBeGreaterThan(creator.primary_followers);
    const row = rows(page).nth(index);
    await expect(row.locator('.tpp-talent-cell__name')).toHaveText(creator.fullname);
    await expect(row.locator('td[data-label="Total Reach"]')).toHaveText(formatCount(creator.total_reach));
    const platform = {
      instagram: 'Instagram followers',
      tiktok: 'TikTok followers',
      youtube: 'YouTube subscribers',
    }[creator.primary_platform!];
    await expect(row.locator('td[data-label="Followers"]')).toHaveText(
      `${formatCount(creator.primary_followers)}${platform}`,
    );
    // Average views say which platform they belong to (Instagram's are reels plays).
    await expect(rows(page).locator('td[data-label="Average Views"] .tpp-figure__label').first()).toHaveText(
      /^(Instagram reels plays|TikTok average views|YouTube average views)$/,
    );
  });

  test('sorts by average views both ways, over the whole roster, with the sort in the address', async ({
    page,
  }) => {
    await page.goto('/influencers');
    await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });

    const most = await sortByViews(page, 'descending', /\/influencers\?sort=average_views$/);
    expect(most.length).toBeGreaterThan(10);
    expect(most).toEqual([...most].sort((a, b) => b - a));
    const fewest = await sortByViews(page, 'ascending', /\/influencers\?sort=average_views&order=asc$/);
    expect(fewest).toEqual([...fewest].sort((a, b) => a - b));
    // The fewest of the whole roster are below the 25th most: the server sorted every creator.
    expect(fewest[0]!).toBeLessThan(most.at(-1)!);

    // A reload keeps the sort.
    await page.reload();
    await expect(header(page, /Average Views/)).toHaveAttribute('aria-sort', 'ascending', {
      timeout: 30_000,
    });
  });
});
