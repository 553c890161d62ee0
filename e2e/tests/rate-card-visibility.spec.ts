import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, type RateCardRow } from '@tpp/contracts';
import { call, rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { BASE_URL, DEMO_ADMIN } from '../support/config.js';
import { createUser } from '../support/database.js';

/**
 * Rate cards only where the agency chooses: hidden from brands by default, shown by a sheet's
 * switch in the editor or by the team's Display Options, and a one-time notice to agents.
 */

const NOTICE_TEXT = 'Rate cards are now hidden from brands';

/** Puts the demo team's setting back (other specs use its public pages). */
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  await signInViaApi(request, DEMO_ADMIN);
  await call(request, API.teamLook.setOptions, { body: { options: { displayRateCards: false } } });
  await request.dispose();
});

/** A creator of the demo roster with a rate card, and its first rate. */
async function creatorWithRates(request: APIRequestContext): Promise<{ id: number; rate: RateCardRow }> {
  const roster = await rosterPage(request, { page: 1, limit: 50 });
  for (const creator of roster.influencers) {
    const profile = await call(request, API.talent.profile, { params: { id: String(creator.id) } });
    if (profile.rate_card?.length) return { id: creator.id, rate: profile.rate_card[0]! };
  }
  throw new Error('the demo roster has no creator with a rate card');
}

/** The waiting for a page's notices answer, so a missing notice is known to be missing. */
const noticesRead = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/user/notices'));

test.describe('rate cards on shared sheets', () => {
  test('a brand sees no rates by default; the sheet switch, then the team setting, show them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInViaApi(page.request, DEMO_ADMIN);
    await call(page.request, API.teamLook.setOptions, { body: { options: { displayRateCards: false } } });
    const creator = await creatorWithRates(page.request);
    const title = `Rates ${Date.now()}`;
    const sheetId = await saveSheet(page.request, {
      title,
      influencers: [{ influencer_id: creator.id, note: 'Our pick' }],
    });

    // The brand opens the creator's profile on the shared sheet.
    const brandContext = await browser.newContext();
    const brand = await brandContext.newPage();
    const profileUrl = `/public/talent-sheet/roster-view/${sheetId}?influencer_id=${creator.id}`;
    await brand.goto(profileUrl);
    await expect(brand.getByRole('complementary', { name: 'Note from the team' })).toContainText('Our pick');
    const rates = brand.getByRole('region', { name: 'Rate Card' });
    await expect(rates).toHaveCount(0);
    expect(await brand.content()).not.toContain(creator.rate.rate);

    // The agent shows rate cards on this sheet in the editor.
    await page.goto(`/talent-sheet/${sheetId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const sheetSwitch = page.getByLabel('Rate cards on shared pages');
    await expect(sheetSwitch).toBeEnabled();
    await expect(sheetSwitch).toHaveValue('team');
    await expect(page.getByText('Brands see no rate cards on this sheet.')).toBeVisible();
    await sheetSwitch.selectOption('show');
    await expect(
      page.getByText("Brands see each creator's rate card on this sheet's profiles."),
    ).toBeVisible();

    await brand.reload();
    await expect(rates).toBeVisible();
    await expect(rates).toContainText(creator.rate.rate);

    // Back to the team setting: hidden again, until the team admin turns it on in Settings.
    await page.reload();
    await expect(sheetSwitch).toHaveValue('show');
    await sheetSwitch.selectOption('team');
    await expect(page.getByText('Brands see no rate cards on this sheet.')).toBeVisible();
    await brand.reload();
    await expect(brand.getByRole('complementary', { name: 'Note from the team' })).toBeVisible();
    await expect(rates).toHaveCount(0);

    await page.goto('/configure');
    await page.getByRole('tab', { name: 'Manage Organization' }).click();
    await page.getByRole('checkbox', { name: /Show rate cards to brands/ }).check();
    await page.getByRole('button', { name: 'Save Display Settings' }).click();
    await expect(page.getByText('Display settings saved. Your public pages show them now.')).toBeVisible();
    await brand.reload();
    await expect(rates).toContainText(creator.rate.rate);
    await brandContext.close();
  });

  test('each agent sees the rate-card notice until dismissing it, on every browser', async ({
    page,
    browser,
  }) => {
    const agent = await createUser({});
    await signInViaApi(page.request, agent);
    const firstRead = noticesRead(page);
    await page.goto('/talent-sheets');
    await firstRead;
    const notice = page.getByRole('region', { name: 'Notice' });
    await expect(notice).toContainText(NOTICE_TEXT);
    // A member cannot change the team setting: the notice says who can.
    await expect(notice).toContainText('unless a team admin turns them on in Settings');

    await notice.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice).toHaveCount(0);
    const again = noticesRead(page);
    await page.reload();
    expect((await again).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(notice).toHaveCount(0);

    // Another browser of the same person: still dismissed.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInViaApi(other.request, agent);
    const otherRead = noticesRead(other);
    await other.goto('/talent-sheets');
    expect(await (await otherRead).json()).toEqual({ notices: [] });
    await expect(other.getByRole('region', { name: 'Notice' })).toHaveCount(0);
    await otherContext.close();
  });
});
