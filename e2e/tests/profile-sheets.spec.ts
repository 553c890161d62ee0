import { expect, type APIRequestContext } from '@playwright/test';
import { API, REQUEST_MESSAGES, SHEET_MESSAGES } from '@tpp/contracts';
import { call, rosterPage, saveSheet } from '../support/api.js';
import { test } from '../support/signedIn.js';

/** A creator put on three new sheets through the API (the subject is the profile's sheets table). */
async function creatorOnThreeSheets(request: APIRequestContext, stamp: string) {
  const roster = await rosterPage(request);
  const creator = roster.influencers[7]!;
  const titles = ['Alpha', 'Bravo', 'Charlie'].map((label) => `${stamp} ${label}`);
  for (const title of titles) {
    const id = await saveSheet(request, {
      title,
      influencers: [{ influencer_id: creator.id, note: '' }],
    });
    expect(id).toHaveLength(16);
  }
  return { creator, titles };
}

test.describe('talent sheets table of the profile', () => {
  test('accept tick and client note are saved; remove the talent from selected sheets', async ({ page }) => {
    const stamp = `E2E${Date.now().toString(36)}`;
    const { creator, titles } = await creatorOnThreeSheets(page.request, stamp);
    const [alpha, bravo, charlie] = titles as [string, string, string];

    await page.goto(`/influencers/profile/${creator.id}`);
    const table = page.getByRole('table', { name: 'Sheets with this creator' });
    await expect(table.getByRole('row', { name: new RegExp(charlie) })).toBeVisible();
    for (const column of ['Title', 'Accepted by Client', 'Notes', 'Link', 'Remove'])
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveCount(0);

    const tick = table.getByRole('button', { name: `Accepted by Client: ${alpha}` });
    await expect(tick).toHaveAttribute('aria-pressed', 'false');
    await tick.click();
    await expect(tick).toHaveAttribute('aria-pressed', 'true');

    await table.getByRole('button', { name: `${SHEET_MESSAGES.clickToAddNote} for ${alpha}` }).click();
    await table.getByLabel(`Note for ${alpha}`).fill('Brand wants two reels in March');
    await table.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(table.getByRole('button', { name: `Edit note for ${alpha}` })).toHaveText(
      'Brand wants two reels in March',
    );

    await page.reload();
    await expect(tick).toHaveAttribute('aria-pressed', 'true');
    await expect(table.getByRole('button', { name: `Edit note for ${alpha}` })).toHaveText(
      'Brand wants two reels in March',
    );

    await page.getByRole('button', { name: 'Remove from Sheets' }).click();
    const removeSelected = page.getByRole('button', { name: 'Remove from Selected Sheets' });
    await expect(removeSelected).toBeDisabled();
    await table.getByLabel(`Select ${bravo}`).check();
    await table.getByLabel(`Select ${charlie}`).check();
    await removeSelected.click();
    const dialog = page.getByRole('dialog', { name: 'Remove from sheets' });
    await expect(dialog.getByText(SHEET_MESSAGES.removeFromSheetsConfirm)).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([charlie, bravo]);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(table.getByRole('row', { name: new RegExp(bravo) })).toHaveCount(0);
    await expect(table.getByRole('row', { name: new RegExp(charlie) })).toHaveCount(0);
    await expect(table.getByRole('row', { name: new RegExp(alpha) })).toBeVisible();

    const left = await call(page.request, API.sheets.influencerSheets, {
      params: { influencerId: creator.id },
    });
    expect(left.sheets.map((sheet) => sheet.title)).toContain(alpha);
    expect(left.sheets.map((sheet) => sheet.title)).not.toContain(bravo);

    // The Edit sheets screen: the same table with a Date column, newest first.
    await page.goto(`/talent/edit-sheets/${creator.id}`);
    const editTable = page.getByRole('table', { name: 'Sheets with this creator' });
    await expect(editTable.getByRole('columnheader', { name: 'Date' })).toBeVisible();
    await expect(editTable.locator('tbody tr').first()).toContainText(alpha);
    await expect(editTable.locator('tbody tr').first().locator('td.tpp-talent-sheets__date')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2} \d{4}$/,
    );
    await expect(page.getByRole('button', { name: 'Select Sheets to Remove' })).toBeVisible();
  });

  test("a removal that fails says 'Failed to remove creator' and keeps the creator on the sheet", async ({
    page,
  }) => {
    const stamp = `E2E${Date.now().toString(36)}`;
    const { creator, titles } = await creatorOnThreeSheets(page.request, stamp);
    const alpha = titles[0]!;
    // The server failing (not a refusal the agent could act on): the request never reaches it.
    await page.route('**/api/user/talent-sheets/remove-influencer', (route) => route.abort('failed'));
    await page.goto(`/influencers/profile/${creator.id}`);
    const table = page.getByRole('table', { name: 'Sheets with this creator' });
    await page.getByRole('button', { name: 'Remove from Sheets' }).click();
    await table.getByLabel(`Select ${alpha}`).check();
    await page.getByRole('button', { name: 'Remove from Selected Sheets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from sheets' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog.getByText(REQUEST_MESSAGES.removeFailed, { exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(alpha) })).toBeVisible();
  });
});
