import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { API, type TeamOptions } from '@tpp/contracts';
import { call, signInViaApi, signInWithForm } from '../support/api.js';
import { BASE_URL, DEMO_ADMIN } from '../support/config.js';

const NORTHSTAR = 1;
const ACCENT = '#1a7f5a';

/** The custom property the team's accent sets on a themed page root. */
const accentOf = (themed: Locator) =>
  themed.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--pf-accent'));

/** Puts back what the spec changed on the demo team (other specs use its public pages). */
let restore: TeamOptions | null = null;

async function signedInRequest(playwright: {
  request: { newContext: (options: object) => Promise<APIRequestContext> };
}) {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  await signInViaApi(request, DEMO_ADMIN);
  return request;
}

test.afterAll(async ({ playwright }) => {
  if (!restore) return;
  const request = await signedInRequest(playwright);
  await call(request, API.teamLook.setOptions, { body: { options: restore } });
  await request.dispose();
});

test.describe("the team's look (Manage Organization)", () => {
  test('a team admin changes the accent colour and the old-roster layout with the preview and sees both on the public roster', async ({
    page,
  }) => {
    await signInWithForm(page, DEMO_ADMIN);
    const before = (await call(page.request, API.teamLook.read)).display_settings;
    // 'shine-gold' (the default) is the colour #b8902f: the call takes colours as #rrggbb.
    restore = {
      displayAccentColor: /^#[0-9a-f]{6}$/i.test(before.displayAccentColor)
        ? before.displayAccentColor
        : '#b8902f',
      displayOldRoster: before.displayOldRoster,
    };
    expect(before.displayOldRoster).toBe(false);

    await page.goto('/configure');
    await page.getByRole('tab', { name: 'Manage Organization' }).click();
    const preview = page.getByRole('list', { name: 'Preview creators' });
    await expect(preview).toHaveClass('pf-cards');
    const previewTheme = page.locator('.tl-preview .pf-theme');
    expect(await accentOf(previewTheme)).not.toBe(ACCENT);

    await page.getByLabel('Accent colour', { exact: true }).fill(ACCENT);
    await page.getByRole('checkbox', { name: /Old roster layout/ }).check();
    // The preview follows the unsaved settings at once.
    await expect(preview).toHaveClass('pf-cards pf-cards--old');
    await expect.poll(() => accentOf(previewTheme)).toBe(ACCENT);

    await page.getByRole('button', { name: 'Save Display Settings' }).click();
    await expect(page.getByText('Display settings saved. Your public pages show them now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Display Settings' })).toBeDisabled();

    // A brand opens the public roster: the old layout (one creator per row) in the new accent.
    await page.goto(`/public/talent-roster/${NORTHSTAR}`);
    const cards = page.getByRole('list', { name: 'Creators' });
    await expect(cards).toHaveClass(/pf-cards--old/);
    expect(await accentOf(page.locator('.pub-roster'))).toBe(ACCENT);
    const first = cards.locator(':scope > li').first();
    const second = cards.locator(':scope > li').nth(1);
    const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
    // Rows: each creator spans the list's width, the next one below it.
    expect(firstBox!.width).toBeGreaterThan(800);
    expect(secondBox!.y).toBeGreaterThanOrEqual(firstBox!.y + firstBox!.height - 1);
    expect(Math.abs(secondBox!.x - firstBox!.x)).toBeLessThan(2);
  });
});
