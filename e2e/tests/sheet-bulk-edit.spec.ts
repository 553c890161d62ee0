import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, SHEET_MESSAGES } from '@tpp/contracts';
import { call, rosterPage, saveSheet } from '../support/api.js';
import { test } from '../support/signedIn.js';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
const talentNames = (page: Page) => page.getByTestId('sheet-talent').locator('h3');
const saveIndicator = (page: Page) => page.getByTestId('save-indicator');
const saveSheetButtons = (page: Page) => page.getByRole('button', { name: 'Save Sheet' });

/** A saved sheet of the first `count` roster creators, each with a note; its editor opened. */
async function openSheet(page: Page, count: number) {
  const creators = (await rosterPage(page.request, { page: 1, limit: 50 })).influencers.slice(0, count);
  const sheetId = await saveSheet(page.request, {
    title: unique('E2E Bulk'),
    influencers: creators.map((creator) => ({ influencer_id: creator.id, note: `Note ${creator.id}` })),
  });
  await page.goto(`/talent-sheet/${sheetId}`);
  const names = creators.map((creator) => creator.fullname);
  await expect(talentNames(page)).toHaveText(names);
  return { sheetId, names };
}

/** Counts the sheet saves the page sends from now on. */
function countSaves(page: Page) {
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === API.sheets.save.path) saves += 1;
  });
  return () => saves;
}

/** The sheet as stored: each creator's name and note, in order. */
async function savedNotes(request: APIRequestContext, sheetId: string) {
  const { sheet } = await call(request, API.sheets.get, { params: { hashId: sheetId } });
  return sheet.influencers.map((influencer) => [
    influencer.fullname,
    sheet.notes[String(influencer.id)] ?? '',
  ]);
}

test.describe('sheet bulk edits', () => {
  test('Save Sheet is disabled while the sheet is saved, enabled by a change', async ({ page }) => {
    const { names } = await openSheet(page, 4);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    // Above 3 creators there are two Save Sheet buttons; both are disabled while Saved shows.
    await expect(saveSheetButtons(page)).toHaveCount(2);
    for (const button of await saveSheetButtons(page).all()) await expect(button).toBeDisabled();

    // The autosave of a change fails once (the server answers 500): the change stays unsaved
    // and Save Sheet is enabled until it is saved.
    const savePath = `**${API.sheets.save.path}`;
    await page.route(savePath, (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, error: 'INTERNAL_ERROR', message: 'The sheet could not be saved.' },
      }),
    );
    await page.getByLabel(`Note for ${names[0]}`).fill('A new note');
    await expect(saveIndicator(page)).toHaveText('Unsaved changes');
    await expect(page.getByText('The sheet could not be saved.')).toBeVisible();
    await page.unroute(savePath);
    await expect(saveSheetButtons(page).first()).toBeEnabled();
    await saveSheetButtons(page).first().click();
    await expect(page.getByText(SHEET_MESSAGES.talentSheetSaved)).toBeVisible();
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    await expect(saveSheetButtons(page).first()).toBeDisabled();
  });

  test('Add All to Sheet asks with the count; Undo takes off exactly the creators it added', async ({
    page,
  }) => {
    const { sheetId, names } = await openSheet(page, 2);
    const available = page.getByRole('region', { name: 'Available Roster' });
    const addButtons = available.locator('tbody').getByRole('button', { name: /^Add / });
    await expect(addButtons.first()).toBeVisible();
    const count = await addButtons.count();
    expect(count).toBeGreaterThan(2);

    // Cancel adds nothing.
    await available.getByRole('button', { name: 'Add All to Sheet' }).click();
    const dialog = page.getByRole('dialog', { name: `Add ${count} creators to this sheet?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(talentNames(page)).toHaveCount(2);

    await available.getByRole('button', { name: 'Add All to Sheet' }).click();
    await dialog.getByRole('button', { name: `Add ${count} creators` }).click();
    await expect(talentNames(page)).toHaveCount(2 + count);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);

    // A note typed after the Add All stays when it is undone.
    await page.getByLabel(`Note for ${names[1]}`).fill('Typed after Add All');
    const undo = page.getByTestId('sheet-undo');
    await expect(undo).toContainText(`Added ${count} creators.`);
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(talentNames(page)).toHaveText(names);
    await expect(undo).toHaveCount(0);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    expect(await savedNotes(page.request, sheetId)).toEqual([
      [names[0], expect.stringMatching(/^Note /)],
      [names[1], 'Typed after Add All'],
    ]);
  });

  test('select three creators (shift-click) and remove them in one change; Undo puts them back', async ({
    page,
  }) => {
    const { sheetId, names } = await openSheet(page, 6);
    const before = await savedNotes(page.request, sheetId);
    const saves = countSaves(page);
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).click();
    await page.getByRole('checkbox', { name: `Select ${names[3]}` }).click({ modifiers: ['Shift'] });
    const bulk = page.getByRole('group', { name: 'Selected creators' });
    await expect(bulk.getByText('3 selected')).toBeVisible();

    await bulk.getByRole('button', { name: 'Remove Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove 3 creators from this sheet?' });
    await dialog.getByRole('button', { name: 'Remove 3 creators' }).click();
    await expect(talentNames(page)).toHaveText([names[0]!, names[4]!, names[5]!]);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    // The three removals are one change: one save.
    expect(saves()).toBe(1);
    expect((await savedNotes(page.request, sheetId)).map(([name]) => name)).toEqual([
      names[0],
      names[4],
      names[5],
    ]);

    await page.getByTestId('sheet-undo').getByRole('button', { name: 'Undo' }).click();
    await expect(talentNames(page)).toHaveText(names);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    expect(saves()).toBe(2);
    // Back at their places, with their notes.
    expect(await savedNotes(page.request, sheetId)).toEqual(before);
  });

  test('move the selected creators to the top or the bottom, and one creator to the top', async ({
    page,
  }) => {
    const { names } = await openSheet(page, 5);
    const bulk = page.getByRole('group', { name: 'Selected creators' });
    await page.getByRole('checkbox', { name: `Select ${names[4]}` }).click();
    await page.getByRole('checkbox', { name: `Select ${names[2]}` }).click();
    await bulk.getByRole('button', { name: 'Move to Top' }).click();
    await expect(talentNames(page)).toHaveText([names[2]!, names[4]!, names[0]!, names[1]!, names[3]!]);
    await bulk.getByRole('button', { name: 'Move to Bottom' }).click();
    await expect(talentNames(page)).toHaveText([names[0]!, names[1]!, names[3]!, names[2]!, names[4]!]);

    await bulk.getByLabel('Select all').check();
    await expect(bulk.getByText('5 selected')).toBeVisible();
    await bulk.getByLabel('Select all').uncheck();
    await expect(bulk.getByText('None selected')).toBeVisible();

    await page.getByRole('button', { name: `Move to Top, ${names[3]}` }).click();
    const order = [names[3]!, names[0]!, names[1]!, names[2]!, names[4]!];
    await expect(talentNames(page)).toHaveText(order);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    await page.reload();
    await expect(talentNames(page)).toHaveText(order);
  });
});
