import { expect, test as plain, type Locator, type Page } from '@playwright/test';
import { API, SHEET_MESSAGES } from '@tpp/contracts';
import { call, rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { axeOn } from '../support/axe.js';
import { addRosterCreators, createTeam, createUser, setTeamRole } from '../support/database.js';
import { test } from '../support/signedIn.js';

/**
 * The display rules of the sheets list and of the pages that show names and descriptions: 50 or
 * 100 sheets a page kept in the address, the title filter 0.5 s after typing, the talent column's
 * 6 of more than 9, names set smaller as they grow, descriptions shortened at 240 characters, and
 * a copy icon's 'Copied' inside its card.
 */
const stamp = () => Date.now().toString(36);

/** A new team with a team admin signed in on `page` (a list of exactly the sheets a test makes). */
async function ownTeam(page: Page, name: string): Promise<number> {
  const teamId = await createTeam(name);
  const admin = await createUser({ teamId });
  await setTeamRole(admin.email, teamId, 'team_admin');
  await signInViaApi(page.request, admin);
  return teamId;
}

const rows = (page: Page) => page.getByTestId('sheet-row');
const footer = (page: Page) => page.locator('.tpp-roster__footer');

/** The font size in pixels the browser draws an element with. */
const fontSize = (element: Locator) =>
  element.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));

plain.describe('the sheets list', () => {
  plain(
    'shows 50 sheets a page by default, 100 when chosen, and keeps the choice in the address',
    async ({ page }) => {
      plain.setTimeout(180_000);
      await ownTeam(page, `E2E Pages ${stamp()}`);
      for (let index = 1; index <= 105; index += 1)
        await saveSheet(page.request, { title: `Paged ${String(index).padStart(3, '0')}` });

      await page.goto('/talent-sheets');
      await expect(rows(page)).toHaveCount(50);
      await expect(footer(page)).toContainText('Showing 1–50 of 105');
      const perPage = page.getByLabel('Per page');
      await expect(perPage).toHaveValue('50');
      await expect(perPage.locator('option')).toHaveText(['50', '100']);

      await perPage.selectOption('100');
      await expect(page).toHaveURL(/\/talent-sheets\?limit=100$/);
      await expect(rows(page)).toHaveCount(100);
      await expect(footer(page)).toContainText('Showing 1–100 of 105');
      await expect(rows(page).first()).toContainText('Paged 105');

      await page
        .getByRole('navigation', { name: 'Sheet pages' })
        .getByRole('button', { name: 'Next' })
        .click();
      await expect(page).toHaveURL(/\/talent-sheets\?page=2&limit=100$/);
      await expect(rows(page)).toHaveCount(5);
      await expect(footer(page)).toContainText('Showing 101–105 of 105');

      // A reload, or the link shared, shows the same page of the same size.
      await page.reload();
      await expect(rows(page)).toHaveCount(5);
      await expect(page.getByLabel('Per page')).toHaveValue('100');

      // Back to the default size: page 3 of 50 holds the last 5.
      await page.goto('/talent-sheets?page=3');
      await expect(rows(page)).toHaveCount(5);
      await expect(page.getByLabel('Per page')).toHaveValue('50');
      await expect(rows(page).last()).toContainText('Paged 001');
    },
  );

  plain('applies the title filter 0.5 s after the last keystroke', async ({ page }) => {
    await ownTeam(page, `E2E Filter ${stamp()}`);
    for (const title of ['Spring launch', 'Summer picks', 'Spring gala'])
      await saveSheet(page.request, { title });
    await page.clock.install();
    await page.goto('/talent-sheets');
    await expect(rows(page)).toHaveCount(3);
    // The page's clock stands still from here: only runFor moves it.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));

    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.get('title_filter') === 'gala') asked.push(request.url());
    });

    await page.getByLabel('Title', { exact: true }).fill('gala');
    await page.clock.runFor(499);
    expect(asked).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => asked.length).toBe(1);
    await page.clock.resume();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Spring gala');
    await expect(page.getByText('1 matching')).toBeVisible();
  });
});

test.describe('the sheets list (demo team)', () => {
  test("lists up to 9 names of a sheet; above 9 the first 6 and 'Show N More', which folds back", async ({
    page,
  }) => {
    const prefix = `E2E Column ${stamp()}`;
    const roster = await rosterPage(page.request);
    const creators = roster.influencers.slice(0, 10);
    expect(creators).toHaveLength(10);
    const on = (count: number) =>
      creators.slice(0, count).map((creator) => ({ influencer_id: creator.id, note: '' }));
    await saveSheet(page.request, { title: `${prefix} nine`, influencers: on(9) });
    await saveSheet(page.request, { title: `${prefix} ten`, influencers: on(10) });

    await page.goto('/talent-sheets');
    await page.getByLabel('Title', { exact: true }).fill(prefix);
    await expect(rows(page)).toHaveCount(2);
    const nine = rows(page).filter({ hasText: `${prefix} nine` });
    const ten = rows(page).filter({ hasText: `${prefix} ten` });
    const names = (row: Locator) => row.locator('.tpp-sheet-list__names li');

    await expect(names(nine)).toHaveCount(9);
    await expect(nine.getByRole('button', { name: /^Show/ })).toHaveCount(0);

    await expect(names(ten)).toHaveText(creators.slice(0, 6).map((creator) => creator.fullname));
    await ten.getByRole('button', { name: 'Show 4 More' }).click();
    await expect(names(ten)).toHaveCount(10);
    await ten.getByRole('button', { name: 'Show Less' }).click();
    await expect(names(ten)).toHaveCount(6);

    // Every control of the list is named by what it shows (axe: label-content-name-mismatch).
    const scan = await axeOn(page)
      .include('.tpp-sheet-list-page')
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(scan.violations.map((violation) => violation.nodes.map((node) => node.target))).toEqual([]);
  });

  test("deleting a campaign sheet asks 'Are you sure you want to delete this sheet?'", async ({ page }) => {
    const title = `E2E Campaign delete ${stamp()}`;
    await saveSheet(page.request, { title, sheet_type: 'campaign' });
    await page.goto('/campaigns');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(rows(page)).toHaveCount(1);
    await rows(page)
      .first()
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Sheet' });
    await expect(confirm).toContainText(SHEET_MESSAGES.deleteSheetConfirm);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(1);
  });

  for (const width of [1280, 390])
    test(`keeps a copy icon's 'Copied' inside its card at ${width} px`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width, height: 900 });
      const roster = await rosterPage(page.request);
      const sheetId = await saveSheet(page.request, {
        title: `E2E Copied ${stamp()}`,
        influencers: [{ influencer_id: roster.influencers[0]!.id, note: '' }],
      });
      await page.goto(`/talent-sheet/${sheetId}`);
      const card = page.getByRole('region', { name: 'Public links' });
      for (const label of ['single page', 'roster view']) {
        const button = page.getByRole('button', { name: `Copy ${label} link` });
        await card.getByRole('button', { name: `Copy ${label} link` }).click();
        const row = card.locator('.tpp-sheet-links__row').filter({ has: button });
        const note = row.getByRole('status').filter({ hasText: 'Copied' });
        await expect(note).toBeVisible();
        const inner = (await note.boundingBox())!;
        const outer = (await card.boundingBox())!;
        expect(inner.x).toBeGreaterThanOrEqual(outer.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
        expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
      }
    });
});

plain.describe('names and descriptions on brand pages', () => {
  plain(
    'sets long creator names smaller and shortens a long team bio to 240 characters and …',
    async ({ page }) => {
      const teamId = await ownTeam(page, `E2E Names ${stamp()}`);
      const bio = `${'Northstar represents creators. '.repeat(10)}The end of the bio.`;
      await call(page.request, API.organization.contactInfo, { body: { bio } });
      const [short, longer, longest] = await addRosterCreators(teamId, [
        'Ava Short',
        'Maximiliana Featherstone',
        'Maximiliana Featherstonehaugh-Smythe',
      ]);

      await page.goto(`/public/talent-roster/${teamId}`);
      const name = (text: string) => page.locator('.pf-card__name', { hasText: new RegExp(`^${text}$`) });
      await expect(name('Ava Short')).toBeVisible();
      const regular = await fontSize(name('Ava Short'));
      const smaller = await fontSize(name('Maximiliana Featherstone'));
      const smallest = await fontSize(name('Maximiliana Featherstonehaugh-Smythe'));
      expect(smaller).toBeLessThan(regular);
      expect(smallest).toBeLessThan(smaller);

      const shown = page.locator('.pub-team__bio .tpp-shortened__text');
      await expect(shown).toHaveText(`${bio.slice(0, 240).trimEnd()}…`);
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(shown).toHaveText(bio);

      // The profile header follows the same rule.
      const header = async (id: number) => {
        await page.goto(`/public/profile/${id}/team/${teamId}`);
        const heading = page.locator('h1.pf-name');
        await expect(heading).toBeVisible();
        return fontSize(heading);
      };
      const headerRegular = await header(short!);
      expect(await header(longer!)).toBeLessThan(headerRegular);
      expect(await header(longest!)).toBeLessThan(await header(longer!));
    },
  );
});
