import { expect, type Locator, type Page } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, rosterPage, saveSheet } from '../support/api.js';
import { test } from '../support/signedIn.js';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/**
 * For each element: 'ok' when it lies wholly inside the box and the window (nothing cuts it off)
 * and, where it is in view, a click at its centre reaches it (nothing covers it).
 */
async function reachable(elements: Locator, box: Locator): Promise<string[]> {
  const frame = await box.elementHandle();
  return elements.evaluateAll((nodes, container) => {
    const outer = (container as Element).getBoundingClientRect();
    return nodes.map((node) => {
      const rect = node.getBoundingClientRect();
      const label = node.getAttribute('aria-label') ?? node.textContent ?? '';
      const inside =
        rect.left >= outer.left - 1 &&
        rect.right <= outer.right + 1 &&
        rect.left >= 0 &&
        rect.right <= window.innerWidth + 1;
      if (!inside) return `${label}: cut off (${Math.round(rect.left)}–${Math.round(rect.right)})`;
      const top = Math.max(outer.top, 0);
      const bottom = Math.min(outer.bottom, window.innerHeight);
      if (rect.top < top || rect.bottom > bottom) return 'ok';
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit && node.contains(hit) ? 'ok' : `${label}: covered`;
    });
  }, frame);
}

/** A first search or roster page on a busy machine: room beyond the default wait. */
const LOADED = { timeout: 30_000 };

const allOk = (states: string[]) => states.filter((state) => state !== 'ok');

/** The directory search with the audience-age column, a sheet chosen so Add is enabled. */
async function openSearch(page: Page, sheetTitle: string) {
  await page.goto('/search?audience_age_min=18&audience_age_max=24');
  await expect(page.getByRole('columnheader', { name: /Audience 18-24/ })).toBeVisible(LOADED);
  await page.getByLabel('Add to Sheet').selectOption({ label: sheetTitle });
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeEnabled();
}

test.describe('tables keep their actions and chips whole', () => {
  for (const size of WIDTHS)
    test(`directory search at ${size.width} px: every Add button is inside the results and clickable`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const title = `E2E Overflow ${size.width} ${Date.now().toString(36)}`;
      await saveSheet(page.request, { title });
      await openSearch(page, title);
      const results = page.getByLabel('Search results, scroll for more');
      await results.scrollIntoViewIfNeeded();
      const adds = results.locator('tbody tr[data-index]').getByRole('button', { name: /^Add / });
      await expect(adds.first()).toBeVisible(LOADED);
      expect(await adds.count()).toBeGreaterThan(3);
      // Every Add drawn is whole inside the results and reachable where it stands.
      expect(allOk(await reachable(adds, results))).toEqual([]);
      // Wider than its box, the table scrolls sideways inside it, and Add stays in place.
      await results.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      expect(allOk(await reachable(adds, results))).toEqual([]);
      await results.evaluate((box) => box.scrollTo({ left: 0 }));
      const name = (await adds.first().getAttribute('aria-label'))!.replace(/^Add /, '');
      await adds.first().click();
      await expect(results.getByRole('button', { name: `${name} added` }).first()).toBeVisible();
    });

  for (const size of WIDTHS)
    test(`favorites at ${size.width} px: every heart is inside the table and clickable`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/favorites');
      const table = page.locator('.tpp-table-wrap').filter({ has: page.getByRole('table') });
      const hearts = table.getByRole('button', { name: /^My favorite: / });
      // The demo brand liked creators on a shared sheet: the page has rows without any set-up.
      await expect(hearts.first()).toBeVisible(LOADED);
      expect(allOk(await reachable(hearts, table))).toEqual([]);
    });

  for (const size of WIDTHS)
    test(`roster at ${size.width} px: a long tag chip shows its whole text inside the table`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const creator = (await rosterPage(page.request)).influencers[0]!;
      const longTag = 'Asian American and Pacific Islander Heritage';
      const setTags = (tags: string[]) =>
        call(page.request, API.talent.tags, { body: { influencer_id: creator.id, tags } });
      await setTags([longTag, ...creator.tags]);
      try {
        const table = page.locator('.tpp-table-wrap').filter({ has: page.getByRole('table') });
        // Every chip of the first page is whole inside the table.
        await page.goto('/influencers');
        await expect(table.locator('tbody li.tpp-chip').first()).toBeVisible(LOADED);
        expect(allOk(await reachable(table.locator('tbody li.tpp-chip'), table))).toEqual([]);

        await page.goto(`/influencers?name=${encodeURIComponent(creator.fullname)}`);
        const row = table.locator('tbody tr').filter({ hasText: creator.fullname });
        const chip = row.getByRole('list', { name: 'Tags' }).getByRole('listitem').first();
        await expect(chip).toHaveText(longTag, LOADED);
        // Its text is not cut by the chip, and the chip is not cut by the table's edge.
        expect(await chip.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
        expect(await reachable(chip, table)).toEqual(['ok']);
      } finally {
        await setTags(creator.tags);
      }
    });
});
