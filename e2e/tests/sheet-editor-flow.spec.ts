import { expect, type Page } from '@playwright/test';
import { API, SHEET_MESSAGES } from '@tpp/contracts';
import { call, rosterPage, saveCollection, saveSheet } from '../support/api.js';
import { axeOn } from '../support/axe.js';
import { test } from '../support/signedIn.js';
import { dragByMouse, moveByKeyboard } from '../support/sortable.js';

/**
 * The sheet editor for long sheets: Save Sheet (and Save Collection) only while something is
 * unsaved, Preview beside the editor, notes that grow, the compact and grid views, and moving one
 * creator to the top or the bottom.
 */
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
const talentNames = (page: Page) => page.getByTestId('sheet-talent').locator('h3');
const saveIndicator = (page: Page) => page.getByTestId('save-indicator');
const viewChoice = (page: Page, name: 'List' | 'Compact' | 'Grid') =>
  page.getByRole('group', { name: 'View' }).getByRole('radio', { name });

/** A saved sheet of the first `count` roster creators, each with a note; its editor opened. */
async function openSheet(page: Page, count: number) {
  const creators = (await rosterPage(page.request, { page: 1, limit: 50 })).influencers.slice(0, count);
  const sheetId = await saveSheet(page.request, {
    title: unique('E2E Flow'),
    description: 'Flow sheet',
    influencers: creators.map((creator) => ({
      influencer_id: creator.id,
      note: `Why ${creator.fullname} fits this brief`,
    })),
  });
  await page.goto(`/talent-sheet/${sheetId}`);
  const names = creators.map((creator) => creator.fullname);
  // The editor's first load waits for the remote and the sheet: slow on a busy machine.
  await expect(talentNames(page)).toHaveText(names, { timeout: 45_000 });
  await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
  return { sheetId, names };
}

/** The sheet's creators in their stored order. */
async function storedNames(page: Page, sheetId: string) {
  const { sheet } = await call(page.request, API.sheets.get, { params: { hashId: sheetId } });
  return sheet.influencers.map((influencer) => influencer.fullname);
}

/** Reloads the editor and waits for its talent. */
async function reload(page: Page) {
  await page.reload();
  await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved, { timeout: 45_000 });
}

test.describe('sheet editor flow', () => {
  // Each test loads the editor more than once; a loaded two-core machine needs the time.
  test.describe.configure({ timeout: 180_000 });

  test('Save Sheet and Save Collection are disabled while Saved shows and enabled by a change', async ({
    page,
  }) => {
    // The page's timers run as usual until paused: the sheet's 1.5 s autosave then waits.
    await page.clock.install();
    const { names } = await openSheet(page, 4);
    const saveSheetButtons = page.getByRole('button', { name: 'Save Sheet' });
    await expect(saveSheetButtons).toHaveCount(2);
    for (const button of await saveSheetButtons.all()) await expect(button).toBeDisabled();

    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByLabel(`Note for ${names[1]}`).fill('A change not saved yet');
    await expect(saveIndicator(page)).toHaveText('Unsaved changes');
    for (const button of await saveSheetButtons.all()) await expect(button).toBeEnabled();
    await page.clock.resume();
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    for (const button of await saveSheetButtons.all()) await expect(button).toBeDisabled();

    // The collection editor: a reorder waits for Save Collection, which is offered only then.
    const stamp = unique('E2E Flow collection');
    const sheetIds = [];
    for (const label of ['Alpha', 'Bravo']) {
      sheetIds.push(
        await saveSheet(page.request, { title: `${stamp} ${label}`, description: `Public ${label}` }),
      );
    }
    const created = await saveCollection(page.request, { title: stamp, salesheet_ids: [] });
    await saveCollection(page.request, {
      collection_id: created.collection_id,
      title: stamp,
      salesheet_ids: sheetIds,
      version: created.version,
    });
    await page.goto(`/collection/${created.collection_id}`);
    const state = page.getByTestId('collection-save-state');
    const saveCollectionButton = page.getByRole('button', { name: 'Save Collection' });
    await expect(state).toHaveText(SHEET_MESSAGES.saved, { timeout: 45_000 });
    await expect(saveCollectionButton).toBeDisabled();
    await moveByKeyboard(page, `${stamp} Alpha`, { key: 'ArrowRight', from: 1, to: 2, of: 2 });
    await expect(state).toHaveText('Unsaved changes');
    await expect(saveCollectionButton).toBeEnabled();
    await saveCollectionButton.click();
    await expect(state).toHaveText(SHEET_MESSAGES.saved);
    await expect(saveCollectionButton).toBeDisabled();
  });

  test('Preview opens the brand view in a new tab; the editor stays as it was', async ({ page }) => {
    const { sheetId, names } = await openSheet(page, 2);
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Preview (opens in a new tab)' }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`/public/talent-sheet/${sheetId}$`));
    await expect(preview.getByRole('list', { name: 'Creators' }).locator(':scope > li')).toHaveCount(2, {
      timeout: 45_000,
    });
    // The opener is not reachable from the brand's page.
    expect(await preview.evaluate(() => window.opener)).toBeNull();
    await preview.close();
    await expect(page).toHaveURL(new RegExp(`/talent-sheet/${sheetId}$`));
    await expect(talentNames(page)).toHaveText(names);
  });

  test('a note grows with its text, then scrolls', async ({ page }) => {
    const { names } = await openSheet(page, 1);
    const note = page.getByLabel(`Note for ${names[0]}`);
    const height = async () => (await note.boundingBox())!.height;
    const before = await height();
    await note.fill(Array.from({ length: 6 }, (_, line) => `Reason ${line + 1}.`).join('\n'));
    await expect.poll(height).toBeGreaterThan(before + 40);
    const grown = await height();
    // Every line shows: nothing to scroll yet.
    expect(await note.evaluate((field) => field.scrollHeight - field.clientHeight)).toBeLessThanOrEqual(1);

    await note.fill(Array.from({ length: 40 }, (_, line) => `Line ${line + 1}`).join('\n'));
    await expect.poll(height).toBeGreaterThan(grown);
    // At most 18rem (288 px) high; the rest scrolls.
    expect(await height()).toBeLessThanOrEqual(290);
    expect(await note.evaluate((field) => field.scrollHeight > field.clientHeight)).toBe(true);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
  });

  test('compact view: one line per creator, remembered after a reload', async ({ page }) => {
    const count = 12;
    await openSheet(page, count);
    await expect(viewChoice(page, 'List')).toBeChecked();
    await viewChoice(page, 'Compact').check();
    await expect(viewChoice(page, 'Compact')).toBeChecked();
    const rows = page.getByTestId('sheet-talent');
    await expect(rows).toHaveCount(count);
    await expect(page.locator('[data-testid="sheet-talent"][data-view="compact"]')).toHaveCount(count);
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      expect(box.height).toBeLessThan(56);
      await expect(row).toContainText('fits this brief');
    }
    await reload(page);
    await expect(viewChoice(page, 'Compact')).toBeChecked();
    await expect(page.locator('[data-testid="sheet-talent"][data-view="compact"]')).toHaveCount(count);
  });

  test('Move to Top and Move to Bottom reorder, are announced and survive a reload', async ({ page }) => {
    const { sheetId, names } = await openSheet(page, 5);
    await page.getByRole('button', { name: `Move to Top, ${names[3]}` }).click();
    await expect(page.getByText(`${names[3]} was moved to position 1 of 5.`, { exact: true })).toBeAttached();
    // The focus stays on the moved creator.
    await expect(page.getByRole('button', { name: `Reorder ${names[3]}` })).toBeFocused();
    await page.getByRole('button', { name: `Move to Bottom, ${names[1]}` }).click();
    await expect(page.getByText(`${names[1]} was moved to position 5 of 5.`, { exact: true })).toBeAttached();
    const moved = [names[3]!, names[0]!, names[2]!, names[4]!, names[1]!];
    await expect(talentNames(page)).toHaveText(moved);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    expect(await storedNames(page, sheetId)).toEqual(moved);

    // The compact view moves too, by keyboard.
    await viewChoice(page, 'Compact').check();
    await page.getByRole('button', { name: `Move to Top, ${names[4]}` }).focus();
    await page.keyboard.press('Enter');
    const next = [names[4]!, names[3]!, names[0]!, names[2]!, names[1]!];
    await expect(talentNames(page)).toHaveText(next);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    await reload(page);
    await expect(talentNames(page)).toHaveText(next);
  });

  test('grid view: portraits reordered by mouse and by keyboard, saved and kept after a reload', async ({
    page,
  }) => {
    const { sheetId, names } = await openSheet(page, 5);
    await viewChoice(page, 'Grid').check();
    await expect(page.locator('[data-testid="sheet-talent"][data-view="grid"]')).toHaveCount(5);
    await dragByMouse(page, names[3]!, { name: names[0]!, to: 1, of: 5 });
    const dragged = [names[3]!, names[0]!, names[1]!, names[2]!, names[4]!];
    await expect(talentNames(page)).toHaveText(dragged);
    // The first two portraits share a row at any width.
    await moveByKeyboard(page, names[0]!, { key: 'ArrowLeft', from: 2, to: 1, of: 5 });
    const moved = [names[0]!, names[3]!, names[1]!, names[2]!, names[4]!];
    await expect(talentNames(page)).toHaveText(moved);
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    expect(await storedNames(page, sheetId)).toEqual(moved);
    await reload(page);
    await expect(viewChoice(page, 'Grid')).toBeChecked();
    await expect(talentNames(page)).toHaveText(moved);
  });

  /** The elements axe's label-in-name rule checked on the page, and those that break it. */
  async function labelInName(page: Page) {
    const results = await axeOn(page).withRules(['label-content-name-mismatch']).analyze();
    const nodes = (list: typeof results.passes) =>
      list.flatMap((rule) => rule.nodes.map((node) => node.html));
    return { checked: nodes(results.passes).length, violations: nodes(results.violations) };
  }

  for (const width of [1280, 390]) {
    test(`no label-in-name mismatch on a new sheet and in the list, compact and grid views at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // A new sheet: its untitled title button.
      await page.goto('/talent-sheet');
      await expect(page.getByText(/Untitled sheet/)).toBeVisible({ timeout: 45_000 });
      expect((await labelInName(page)).violations).toEqual([]);

      await openSheet(page, 3);
      await expect(
        page.getByRole('region', { name: 'Available Roster' }).locator('tbody tr').first(),
      ).toBeVisible({ timeout: 45_000 });
      for (const view of ['List', 'Compact', 'Grid'] as const) {
        await viewChoice(page, view).check();
        const { checked, violations } = await labelInName(page);
        // The rule ran on the creators' named buttons (Remove, the moves, Add).
        expect(checked).toBeGreaterThan(3);
        expect(violations, view).toEqual([]);
      }
    });
  }
});
