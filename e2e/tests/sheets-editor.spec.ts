import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { rosterPage, saveSheet } from '../support/api.js';
import { dragByMouse, moveByKeyboard } from '../support/sortable.js';
import { test } from '../support/signedIn.js';

async function roster(request: APIRequestContext) {
  return (await rosterPage(request, { limit: 50 })).influencers;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
const talentNames = (page: Page) => page.getByTestId('sheet-talent').locator('h3');
const saveIndicator = (page: Page) => page.getByTestId('save-indicator');

test.describe('sheet editor', () => {
  test('build a sheet from the roster with notes, reorder by mouse and keyboard, save, share, reload', async ({
    page,
  }) => {
    const title = unique('E2E Build');
    await page.goto('/talent-sheet-create');
    const dialog = page.getByRole('dialog', { name: SHEET_MESSAGES.newSheetDialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(SHEET_MESSAGES.displayAboveTitle)).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Create Sheet' }).click();
    await expect(dialog.getByText(SHEET_MESSAGES.sheetNameRequired)).toBeVisible();
    await dialog.getByLabel('Sheet name').fill(title);
    await dialog.getByRole('button', { name: 'Create Sheet' }).click();
    await expect(page).toHaveURL(/\/talent-sheet\/[A-Za-z0-9_-]{16}$/);
    await expect(page.getByRole('button', { name: 'Save Sheet' })).toBeDisabled();

    const available = page.getByRole('region', { name: 'Available Roster' });
    const rows = available.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const names: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const name = (await rows.nth(index).locator('.tpp-talent-cell__name').textContent())!.trim();
      names.push(name);
      await available.getByRole('button', { name: `Add ${name}`, exact: true }).click();
      await expect(available.getByRole('button', { name: `${name} added` })).toBeDisabled();
    }
    await expect(talentNames(page)).toHaveText(names);
    // An added creator shows the start of its profile description at once (no reload).
    await expect(page.getByTestId('sheet-talent').locator('.tpp-sheet-talent__description')).toHaveCount(3);
    await expect(
      page.getByTestId('sheet-talent').first().locator('.tpp-sheet-talent__description'),
    ).not.toBeEmpty();

    await page.getByLabel(`Note for ${names[0]}`).fill('Watch her [latest reel](https://example.com) first.');
    await page.getByLabel(`Note for ${names[1]}`).fill('Great fit for the spring launch.');
    const preview = page.getByTestId('sheet-talent').first().getByRole('link', { name: 'latest reel' });
    await expect(preview).toHaveAttribute('href', 'https://example.com/');
    await expect(preview).toHaveAttribute('rel', /noopener/);

    // Drag the third creator to the top with the mouse, then one place down by keyboard. A mouse
    // drag starts and ends on what is shown: the window is tall enough for three full cards.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await dragByMouse(page, names[2]!, { name: names[0]!, to: 1, of: 3 });
    await expect(talentNames(page)).toHaveText([names[2]!, names[0]!, names[1]!]);
    await moveByKeyboard(page, names[2]!, { key: 'ArrowDown', from: 1, to: 2, of: 3 });
    const order = [names[0]!, names[2]!, names[1]!];
    await expect(talentNames(page)).toHaveText(order);

    // The sheet saves itself (Save Sheet, which then has nothing to save, is disabled meanwhile).
    await expect(saveIndicator(page)).toHaveText(SHEET_MESSAGES.saved);
    await expect(page.getByRole('button', { name: 'Save Sheet' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Copy single page link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy roster view link' })).toBeVisible();
    const sheetId = page.url().split('/').at(-1)!;
    await expect(
      page.getByRole('link', { name: new RegExp(`/public/talent-sheet/roster-view/${sheetId}$`) }),
    ).toBeVisible();

    await page.reload();
    await expect(talentNames(page)).toHaveText(order);
    await expect(page.getByLabel(`Note for ${names[0]}`)).toHaveValue(
      'Watch her [latest reel](https://example.com) first.',
    );
    await expect(page.getByLabel(`Note for ${names[1]}`)).toHaveValue('Great fit for the spring launch.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  });

  test('two tabs edit one sheet: the second save shows the conflict and keeps its edits', async ({
    page,
  }) => {
    const creators = await roster(page.request);
    const sheetId = await saveSheet(page.request, {
      title: unique('E2E Tabs'),
      influencers: creators.slice(0, 2).map((creator) => ({ influencer_id: creator.id, note: '' })),
    });
    const first = creators[0]!.fullname;
    const second = page;
    const other = await page.context().newPage();
    await other.goto(`/talent-sheet/${sheetId}`);
    await second.goto(`/talent-sheet/${sheetId}`);
    await expect(other.getByLabel(`Note for ${first}`)).toBeVisible();
    await expect(second.getByLabel(`Note for ${first}`)).toBeVisible();

    await other.getByLabel(`Note for ${first}`).fill('Written in tab one');
    await expect(saveIndicator(other)).toHaveText(SHEET_MESSAGES.saved);

    await second.getByLabel(`Note for ${first}`).fill('Written in tab two');
    await expect(second.getByText(SHEET_MESSAGES.sheetChangedElsewhere)).toBeVisible();
    await expect(second.getByLabel(`Note for ${first}`)).toHaveValue('Written in tab two');
    await second.getByRole('button', { name: 'Reload sheet' }).click();
    await expect(second.getByLabel(`Note for ${first}`)).toHaveValue('Written in tab one');
    await expect(second.getByText(SHEET_MESSAGES.sheetChangedElsewhere)).toHaveCount(0);
    await other.close();
  });

  test('sheet list: 50 per page with ?page=, title filter from 3 characters, only mine remembered, delete', async ({
    page,
  }) => {
    const creators = await roster(page.request);
    const marker = Date.now().toString(36);
    const many = Array.from({ length: 12 }, (_, index) => ({ influencer_id: creators[index]!.id, note: '' }));
    const target = `Findme ${marker}`;
    await saveSheet(page.request, { title: target, influencers: many });
    for (let index = 0; index < 51; index += 1) {
      await saveSheet(page.request, { title: `E2E Filler ${marker} ${index}` });
    }

    await page.goto('/talent-sheets');
    const rows = page.getByTestId('sheet-row');
    await expect(rows).toHaveCount(50);
    await page
      .getByRole('navigation', { name: 'Sheet pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\/talent-sheets\?page=2$/);
    await expect(rows.first()).toBeVisible();

    const filter = page.getByLabel('Title', { exact: true });
    await filter.fill('Fi');
    await expect(page.getByText('Type at least 3 characters to filter.')).toBeVisible();
    await filter.fill(target);
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(/\/talent-sheets$/);
    const row = rows.first();
    await expect(row.getByRole('button', { name: 'Show 6 More' })).toBeVisible();
    await expect(row.getByText('+9 more')).toBeVisible();
    await row.getByRole('button', { name: 'Show 6 More' }).click();
    await expect(row.locator('.tpp-sheet-list__names li')).toHaveCount(12);

    await page.getByLabel('Only my sheets').check();
    await page.reload();
    await expect(page.getByLabel('Only my sheets')).toBeChecked();
    await page.getByLabel('Only my sheets').uncheck();

    await page.getByLabel('Title', { exact: true }).fill(target);
    await expect(rows).toHaveCount(1);
    await rows
      .first()
      .getByRole('button', { name: `Delete ${target}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Sheet' });
    // One question per delete (the spec's question, then where the sheet goes), not two in a row.
    await expect(confirm.getByText(SHEET_MESSAGES.deleteSheetModal)).toBeVisible();
    await expect(confirm.getByText(SHEET_MESSAGES.deleteSheetConfirm, { exact: true })).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Move to Trash' }).click();
    await expect(page.getByText('No sheets match these filters.')).toBeVisible();
  });

  test('campaign editor loads talent from another sheet', async ({ page }) => {
    const creators = await roster(page.request);
    const source = unique('E2E Source');
    await saveSheet(page.request, {
      title: source,
      influencers: creators
        .slice(5, 8)
        .map((creator) => ({ influencer_id: creator.id, note: 'from source' })),
    });
    await page.goto('/campaign');
    await page.getByLabel('Load creators from a sheet').selectOption({ label: `${source} (3)` });
    await expect(talentNames(page)).toHaveText(creators.slice(5, 8).map((creator) => creator.fullname));

    await page.getByRole('button', { name: 'Save Sheet' }).click();
    const dialog = page.getByRole('dialog', { name: SHEET_MESSAGES.titleNeeded });
    await expect(dialog).toBeVisible();
    const campaign = unique('E2E Campaign');
    await dialog.getByLabel('Sheet title').fill(campaign);
    await dialog.getByRole('button', { name: 'Save Sheet' }).click();
    await expect(page).toHaveURL(/\/campaign\/[A-Za-z0-9_-]{16}$/);
    await expect(page.getByText(SHEET_MESSAGES.talentSheetSaved)).toBeVisible();

    await page.goto('/campaigns');
    await page.getByLabel('Title', { exact: true }).fill(campaign);
    await expect(page.getByTestId('sheet-row')).toHaveCount(1);
    await expect(page.getByRole('link', { name: `Tracking Table of ${campaign}` })).toBeVisible();
  });

  test('available roster: advanced filters, followers from 100K, sorted by followers, Add', async ({
    page,
  }) => {
    const sheetId = await saveSheet(page.request, { title: unique('E2E Filters') });
    await page.goto(`/talent-sheet/${sheetId}`);
    const available = page.getByRole('region', { name: 'Available Roster' });
    const rows = available.locator('tbody tr');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });

    await available.getByRole('button', { name: 'Show Advanced Filters' }).click();
    await expect(available.getByLabel('Name', { exact: true })).toHaveCount(0);
    const filtered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/user/influencers?') && response.url().includes('followers_min=100000'),
    );
    await available.getByLabel('Followers from').selectOption({ label: '100K' });
    await filtered;
    await expect(available.getByLabel('Followers to').locator('option[value="50000"]')).toBeDisabled();

    const followersHeader = available.getByRole('columnheader', { name: /Followers/ });
    const sorted = page.waitForResponse(
      (response) =>
        response.url().includes('followers_min=100000') &&
        response.url().includes('sort=followers') &&
        response.url().includes('order=desc'),
    );
    await followersHeader.getByRole('button').click();
    expect((await sorted).ok()).toBe(true);
    await expect(followersHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(available.locator('[aria-busy="true"]')).toHaveCount(0);

    // The metrics the advanced filters filter on show as columns.
    for (const column of ['Engagement Rate', 'US Audience', 'Average Views'])
      await expect(available.getByRole('columnheader', { name: new RegExp(column) })).toBeVisible();
    await expect(rows.first().locator('td[data-label="Engagement Rate"]')).toHaveText(/^(\d+\.\d{2}%|–)$/);
    await expect(rows.first().locator('td[data-label="US Audience"]')).toHaveText(/^(\d+\.\d%|–)$/);

    const counts = (await rows.locator('td:nth-child(2)').allTextContents()).map(parseCount);
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(counts[0]!).toBeGreaterThanOrEqual(counts[1]!);
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(100_000);

    const first = (await rows.first().locator('.tpp-talent-cell__name').textContent())!.trim();
    await available.getByRole('button', { name: `Add ${first}`, exact: true }).click();
    await expect(talentNames(page)).toHaveText([first]);
    await expect(available.getByRole('button', { name: `${first} added` })).toBeDisabled();
  });

  test('wide screens: the Available Roster sits beside the sheet, and Add leaves the rows where they were', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const sheetId = await saveSheet(page.request, { title: unique('E2E Beside') });
    await page.goto(`/talent-sheet/${sheetId}`);
    const available = page.getByRole('region', { name: 'Available Roster' });
    const sheet = page.getByRole('region', { name: /Creators on this sheet/ });
    const rows = available.locator('tbody tr');
    await expect(rows.nth(5)).toBeVisible({ timeout: 30_000 });
    const sheetBox = (await sheet.boundingBox())!;
    const rosterBox = (await available.boundingBox())!;
    expect(rosterBox.x).toBeGreaterThanOrEqual(sheetBox.x + sheetBox.width);

    for (let index = 0; index < 4; index += 1) {
      const row = rows.nth(index);
      const nextAdd = rows.nth(index + 1).getByRole('button', { name: /^Add / });
      const before = (await nextAdd.boundingBox())!;
      await row.getByRole('button', { name: /^Add / }).click();
      await expect(row.getByRole('button', { name: / added$/ })).toBeDisabled();
      await expect(talentNames(page)).toHaveCount(index + 1);
      // Where a reader sees it: the table may re-lay its columns by a fraction of a pixel (a clean
      // run moved a button 0.016 px), which nobody sees; a row that moves does so by whole pixels.
      const after = (await nextAdd.boundingBox())!;
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(after[key]).toBeCloseTo(before[key], 0);
    }
  });

  test('narrow screens: the Available Roster stays below the sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sheetId = await saveSheet(page.request, { title: unique('E2E Below') });
    await page.goto(`/talent-sheet/${sheetId}`);
    const available = page.getByRole('region', { name: 'Available Roster' });
    const sheet = page.getByRole('region', { name: /Creators on this sheet/ });
    await expect(available.locator('tbody tr').first()).toBeAttached({ timeout: 30_000 });
    const sheetBox = (await sheet.boundingBox())!;
    const rosterBox = (await available.boundingBox())!;
    expect(rosterBox.y).toBeGreaterThanOrEqual(sheetBox.y + sheetBox.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** '1.2M' -> 1200000, '250K' -> 250000, '980' -> 980; a platform label after it ('4.3MInstagram followers') is left out. */
function parseCount(text: string): number {
  const match = /^([\d.]+)([KM]?)(?:[A-Za-z][A-Za-z ]*)?$/.exec(text.trim());
  if (!match) throw new Error(`Not a follower count: ${text}`);
  const scale = match[2] === 'M' ? 1_000_000 : match[2] === 'K' ? 1_000 : 1;
  return Math.round(Number(match[1]) * scale);
}
