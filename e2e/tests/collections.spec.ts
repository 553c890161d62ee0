import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, COLLECTION_EDITOR_MESSAGES, SHEET_MESSAGES } from '@tpp/contracts';
import { call, rosterPage, saveSheet } from '../support/api.js';
import { dragByMouse, moveByKeyboard } from '../support/sortable.js';
import { test } from '../support/signedIn.js';

/** Three talent sheets without public titles, made through the API (the subject is the collection). */
async function createSheets(request: APIRequestContext, stamp: string) {
  const roster = await rosterPage(request);
  const sheets: { id: string; title: string }[] = [];
  for (const [index, label] of ['Alpha', 'Bravo', 'Charlie'].entries()) {
    const title = `${stamp} ${label}`;
    const id = await saveSheet(request, {
      title,
      influencers: roster.influencers
        .slice(index * 2, index * 2 + 2)
        .map((creator) => ({ influencer_id: creator.id, note: '' })),
    });
    sheets.push({ id, title });
  }
  return sheets;
}

const cardTitles = (page: Page) =>
  page
    .getByTestId('collection-sheet-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

test.describe('collections', () => {
  test('create, add sheets, public titles, reorder by drag and keyboard, save, share, delete', async ({
    page,
    browser,
  }) => {
    const stamp = `E2E${Date.now().toString(36)}`;
    const [alpha, bravo, charlie] = await createSheets(page.request, stamp);
    const title = `${stamp} Collection`;

    await page.goto('/collections');
    await page.getByRole('link', { name: 'New Collection' }).first().click();
    await expect(page).toHaveURL(/\/collection\/new-collection$/);
    await page.getByRole('button', { name: 'Create Collection' }).click();
    await expect(page.getByText('A collection needs a title.')).toBeVisible();
    await page.getByLabel('Collection title').fill(title);
    await page.getByRole('button', { name: 'Create Collection' }).click();
    await expect(page).toHaveURL(/\/collection\/[A-Za-z0-9_-]{16}$/);
    const collectionId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const links = page.getByRole('region', { name: 'Sharing' });
    await expect(links.getByRole('link', { name: /\/public\/collection\// })).toHaveAttribute(
      'href',
      `/public/collection/${collectionId}`,
    );
    await expect(links.getByRole('link', { name: 'Alternate View' })).toHaveAttribute(
      'href',
      `/public/collection/view-all/${collectionId}`,
    );
    await expect(links.getByText(/fewer than 50-60 talent/)).toBeVisible();

    const available = page.getByRole('region', { name: 'Available Sheets' });
    await available.getByLabel('Filter by title').fill(stamp);
    await expect(available.locator('tbody tr')).toHaveCount(3);
    for (const sheet of [alpha!, bravo!, charlie!])
      await available.getByRole('button', { name: `Add ${sheet.title}` }).click();
    await expect(available.getByRole('button', { name: `${alpha!.title} added` })).toBeDisabled();
    expect(await cardTitles(page)).toEqual([alpha!.title, bravo!.title, charlie!.title]);

    // The 2 s autosave finds sheets without public titles.
    await expect(page.getByText(SHEET_MESSAGES.collectionInvalid)).toBeVisible();
    for (const sheet of [alpha!, bravo!, charlie!]) {
      await page.getByRole('button', { name: `Edit public title of ${sheet.title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Public Title of ${sheet.title}` });
      // One public title per sheet: the modal says that it changes the sheet's heading everywhere.
      await expect(dialog.getByText(COLLECTION_EDITOR_MESSAGES.publicTitleEverywhere)).toBeVisible();
      await dialog.getByLabel('Public title').fill(`Public ${sheet.title}`);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByText(SHEET_MESSAGES.collectionInvalid)).toHaveCount(0);

    // Drag Charlie onto Alpha's place with the mouse, then move Alpha one place on by keyboard.
    await dragByMouse(page, charlie!.title, { name: alpha!.title, to: 1, of: 3 });
    await expect.poll(() => cardTitles(page)).toEqual([charlie!.title, alpha!.title, bravo!.title]);
    await moveByKeyboard(page, alpha!.title, { key: 'ArrowRight', from: 2, to: 3, of: 3 });
    await expect.poll(() => cardTitles(page)).toEqual([charlie!.title, bravo!.title, alpha!.title]);

    const state = page.getByTestId('collection-save-state');
    await expect(state).toHaveText('Unsaved changes');
    await page.getByRole('button', { name: 'Save Collection' }).click();
    await expect(state).toHaveText(SHEET_MESSAGES.saved);

    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual([charlie!.title, bravo!.title, alpha!.title]);
    await expect(page.getByRole('button', { name: `Edit public title of ${bravo!.title}` })).toContainText(
      `Public ${bravo!.title}`,
    );
    const saved = await call(page.request, API.collections.get, { params: { id: collectionId } });
    expect(saved.collection.salesheet_ids).toEqual([charlie!.id, bravo!.id, alpha!.id]);

    // The brand opens the public link in another browser context, without a session.
    const brandContext = await browser.newContext();
    const brand = await brandContext.newPage();
    await brand.goto(`/public/collection/${collectionId}`);
    await expect(brand.getByRole('heading', { name: title })).toBeVisible();
    await expect(brand.getByRole('region').getByRole('heading', { level: 2 })).toHaveText([
      `Public ${charlie!.title}`,
      `Public ${bravo!.title}`,
      `Public ${alpha!.title}`,
    ]);
    await brandContext.close();

    // Rename, then find it in the list from 3 characters and delete it.
    await page.getByRole('button', { name: `${title}, edit title` }).click();
    await page.getByLabel('Collection title').fill(`${title} renamed`);
    await page.getByRole('button', { name: 'Save Title' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} renamed` })).toBeVisible();

    await page.goto('/collections');
    await page.getByLabel('Filter by title').fill(stamp);
    const row = page.getByRole('row', { name: new RegExp(`${title} renamed`) });
    await expect(row).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText(charlie!.title);
    await row.getByRole('button', { name: `Delete ${title} renamed` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Collection' });
    await expect(confirm.getByText(SHEET_MESSAGES.deleteCollectionConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Collection' }).click();
    await expect(page.getByText('No collections match this title.')).toBeVisible();
  });
});
