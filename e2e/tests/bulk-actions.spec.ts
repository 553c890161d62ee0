import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, rosterPage, saveSheet } from '../support/api.js';
import { test } from '../support/signedIn.js';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
/** The row checkboxes of a table (not its Select all). */
const rowBoxes = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('checkbox', { name: /^Select (?!all$)/ });
const bar = (page: Page) => page.getByRole('region', { name: 'Selected creators' });

/** The creators (ids) of a sheet, in order. */
async function sheetCreators(page: Page, sheetId: string): Promise<number[]> {
  const { sheet } = await call(page.request, API.sheets.get, { params: { hashId: sheetId } });
  return sheet.influencers.map((influencer) => influencer.id);
}

/** The creators (names) of a sheet, in order. */
async function sheetNames(page: Page, sheetId: string): Promise<string[]> {
  const { sheet } = await call(page.request, API.sheets.get, { params: { hashId: sheetId } });
  return sheet.influencers.map((influencer) => influencer.fullname);
}

/** Adds the selection to a sheet through the bar's dialog; answers the sheet's id from the result's link. */
async function addSelectionToSheet(page: Page, sheet: { newTitle: string } | { title: string }) {
  await bar(page).getByRole('button', { name: 'Add to Sheet' }).click();
  const dialog = page.getByRole('dialog');
  if ('newTitle' in sheet) {
    await dialog.getByLabel('Sheet', { exact: true }).selectOption({ label: 'New sheet…' });
    await dialog.getByLabel('New sheet name').fill(sheet.newTitle);
  } else await dialog.getByLabel('Sheet', { exact: true }).selectOption({ label: sheet.title });
  await dialog.getByRole('button', { name: 'Add to Sheet' }).click();
  await expect(dialog).toBeHidden();
  const link = bar(page).getByRole('link', { name: 'Open the sheet' });
  return decodeURIComponent((await link.getAttribute('href'))!.replace('/talent-sheet/', ''));
}

test.describe('bulk actions', () => {
  test('roster: select three with shift, add them to a new sheet, tag them, remove the tag, export CSV', async ({
    page,
  }) => {
    await page.goto('/influencers');
    const boxes = rowBoxes(page, 'Talent roster');
    await expect(boxes.first()).toBeVisible();
    // The first three rows as the page shows them (their boxes are labelled 'Select <name>').
    const names = await Promise.all(
      [0, 1, 2].map(async (index) =>
        (await boxes.nth(index).getAttribute('aria-label'))!.replace(/^Select /, ''),
      ),
    );

    // A click on the first, a shift-click on the third: the three are selected.
    await boxes.nth(0).click();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    for (const index of [0, 1, 2]) await expect(boxes.nth(index)).toBeChecked();
    await expect(boxes.nth(3)).not.toBeChecked();
    await expect(bar(page).getByText('3 selected')).toBeVisible();

    // Add to a new sheet: one request; the sheet holds exactly them, in roster order.
    const title = unique('E2E Bulk Sheet');
    const sheetId = await addSelectionToSheet(page, { newTitle: title });
    await expect(bar(page).getByText(`3 creators added to ‘${title}’.`)).toBeVisible();
    expect(await sheetNames(page, sheetId)).toEqual(names);

    // Tag them: the roster's tag filter then finds exactly them.
    const tag = unique('E2E Tag');
    await bar(page).getByRole('button', { name: 'Tag', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Tags').fill(tag);
    await page.getByRole('dialog').getByRole('button', { name: 'Add Tags' }).click();
    await expect(bar(page).getByText(`Tagged 3 creators with ‘${tag}’.`)).toBeVisible();
    const tagged = await rosterPage(page.request, { page: 1, limit: 25, tag });
    expect(tagged.influencers.map((creator) => creator.fullname).sort()).toEqual([...names].sort());

    // Export CSV: a formula-safe file with a BOM, a header and the three rows, CRLF after each.
    const downloading = page.waitForEvent('download');
    await bar(page).getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^talent-roster-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Name,Handle,Platform,Followers,Engagement Rate (%),City,State,Tags');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    names.forEach((name, index) => {
      expect(lines[index + 1]!.startsWith(name.includes(',') ? `"${name}"` : name)).toBe(true);
      expect(lines[index + 1]).toContain(tag);
    });

    // Remove the tag again: the choices are the tags the selected creators have.
    await bar(page).getByRole('button', { name: 'Remove Tags' }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: tag }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove Tags' }).click();
    await expect(bar(page).getByText(`Removed ‘${tag}’ from 3 creators.`)).toBeVisible();
    expect((await rosterPage(page.request, { page: 1, limit: 25, tag })).influencers).toEqual([]);

    // Clear Selection: no box stays checked and the bar goes.
    await bar(page).getByRole('button', { name: 'Clear Selection' }).click();
    await expect(bar(page)).toBeHidden();
    await expect(boxes.nth(0)).not.toBeChecked();
  });

  test('search: select results and add them to a sheet; Undo after Add All to Sheet', async ({ page }) => {
    const picked = unique('E2E Search Picks');
    const pickedId = await saveSheet(page.request, { title: picked });
    const all = unique('E2E Search All');
    const allId = await saveSheet(page.request, { title: all });
    // A name search keeps Add All small: the roster's first creator's name.
    const name = (await rosterPage(page.request, { page: 1, limit: 25 })).influencers[0]!.fullname.split(
      ' ',
    )[0]!;
    await page.goto(`/search?name=${encodeURIComponent(name)}`);
    const boxes = rowBoxes(page, 'Search results');
    await expect(boxes.first()).toBeVisible();

    // Select one result, add it to an existing sheet through the bar.
    await boxes.nth(0).click();
    await expect(bar(page).getByText('1 selected')).toBeVisible();
    expect(await addSelectionToSheet(page, { title: picked })).toBe(pickedId);
    await expect(bar(page).getByText(`1 creator added to ‘${picked}’.`)).toBeVisible();
    expect(await sheetCreators(page, pickedId)).toHaveLength(1);

    // Add All to Sheet on another sheet, confirmed with the count; Undo takes exactly them off.
    await page.getByRole('combobox', { name: 'Add to Sheet' }).selectOption({ label: all });
    await page.getByRole('button', { name: 'Add All to Sheet' }).click();
    const confirm = page.getByRole('dialog');
    const addButton = confirm.getByRole('button', { name: /^Add \d+ creators?$/ });
    const count = Number((await addButton.textContent())!.match(/\d+/)![0]);
    await addButton.click();
    const notice = page.getByRole('status').filter({ hasText: `Added ${count} creator` });
    await expect(notice).toContainText(`to ${all}.`);
    await expect.poll(() => sheetCreators(page, allId)).toHaveLength(count);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`Removed ${count} creator`)).toBeVisible();
    await expect.poll(() => sheetCreators(page, allId)).toEqual([]);
  });

  test('Edit Sheets of a creator on no sheet offers Add to a Sheet', async ({ page }) => {
    // A roster creator on none of the team's sheets.
    const roster = (await rosterPage(page.request, { page: 1, limit: 50 })).influencers.reverse();
    let creator: (typeof roster)[number] | undefined;
    for (const candidate of roster) {
      const sheets = await call(page.request, API.sheets.influencerSheets, {
        params: { influencerId: candidate.id },
        query: {},
      });
      if (sheets.total === 0) {
        creator = candidate;
        break;
      }
    }
    expect(creator, 'a roster creator on no sheet').toBeDefined();
    await page.goto(`/talent/edit-sheets/${creator!.id}`);
    await expect(page.getByText("This creator is not on any of your team's sheets yet.")).toBeVisible();

    const title = unique('E2E First Sheet');
    await page.getByRole('button', { name: 'Add to a Sheet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Sheet', { exact: true }).selectOption({ label: 'New sheet…' });
    await dialog.getByLabel('New sheet name').fill(title);
    await dialog.getByRole('button', { name: 'Add to Sheet' }).click();
    await expect(page.getByText(`1 creator added to ‘${title}’.`)).toBeVisible();
    // The list reads again and shows the sheet.
    await expect(page.getByRole('table', { name: 'Sheets with this creator' })).toContainText(title);
  });
});
