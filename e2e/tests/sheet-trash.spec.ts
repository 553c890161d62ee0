import { expect, type Page } from '@playwright/test';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { rosterPage, saveCollection, saveSheet, signInViaApi } from '../support/api.js';
import { DEMO_MEMBER } from '../support/config.js';
import { test } from '../support/signedIn.js';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** The sheets list filtered to one title: its one row. */
async function sheetRow(page: Page, title: string) {
  await page.goto('/talent-sheets');
  await page.getByLabel('Title', { exact: true }).fill(title);
  const rows = page.getByTestId('sheet-row');
  await expect(rows).toHaveCount(1);
  return rows.first();
}

test.describe('sheet trash', () => {
  test('delete moves a sheet to Trash, its public link says it is gone, Restore brings it back in its collection', async ({
    page,
    browser,
  }) => {
    const title = unique('E2E Trash');
    const publicTitle = `${title} picks`;
    const roster = await rosterPage(page.request);
    const sheetId = await saveSheet(page.request, {
      title,
      description: publicTitle,
      influencers: roster.influencers.slice(0, 2).map((creator) => ({ influencer_id: creator.id, note: '' })),
    });
    const collection = await saveCollection(page.request, {
      title: `${title} collection`,
      salesheet_ids: [sheetId],
    });

    const row = await sheetRow(page, title);
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Sheet' });
    await expect(confirm.getByText(SHEET_MESSAGES.deleteSheetModal)).toBeVisible();
    await confirm.getByRole('button', { name: 'Move to Trash' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” moved to Trash.` })).toBeVisible();
    await expect(page.getByTestId('sheet-row')).toHaveCount(0);

    // The brand's link now says the sheet is no longer available, and shows nothing of it.
    const brand = await browser.newPage();
    await brand.goto(`/public/talent-sheet/${sheetId}`);
    await expect(brand.getByRole('heading', { name: SHEET_MESSAGES.sheetUnavailable })).toBeVisible();
    await expect(brand.getByText(roster.influencers[0]!.fullname)).toHaveCount(0);
    await brand.goto(`/public/collection/${collection.collection_id}`);
    await expect(brand.getByText(publicTitle)).toHaveCount(0);

    // The Trash view: who deleted it, when, the days left; Restore.
    await page.getByRole('navigation', { name: 'Sheet views' }).getByRole('link', { name: 'Trash' }).click();
    await expect(page).toHaveURL(/\/talent-sheets\?view=trash$/);
    const trashed = page.getByTestId('trash-row').filter({ hasText: title });
    await expect(trashed).toContainText('30 days');
    await expect(trashed).toContainText(' by ');
    await trashed.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” was restored.` })).toBeVisible();
    await expect(page.getByTestId('trash-row').filter({ hasText: title })).toHaveCount(0);

    // Back: in the list, on its link and in its collection.
    await expect(await sheetRow(page, title)).toBeVisible();
    await brand.goto(`/public/talent-sheet/${sheetId}`);
    await expect(brand.getByText(publicTitle).first()).toBeVisible();
    await brand.goto(`/public/collection/${collection.collection_id}`);
    await expect(brand.getByText(publicTitle).first()).toBeVisible();
    await brand.close();
  });

  test("a member sees no Delete on an admin's sheet, and why", async ({ page, browser }) => {
    const title = unique('E2E Admin Only');
    await saveSheet(page.request, { title });
    const context = await browser.newContext();
    await signInViaApi(context.request, DEMO_MEMBER);
    const member = await context.newPage();
    const row = await sheetRow(member, title);
    await expect(row.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    await expect(row.getByText(SHEET_MESSAGES.deleteSheetNotAllowed)).toBeAttached();
    await expect(row.locator(`[title="${SHEET_MESSAGES.deleteSheetNotAllowed}"]`)).toBeVisible();
    await expect(member.getByText('You can delete and restore the sheets you created')).toBeVisible();
    await context.close();
  });
});
