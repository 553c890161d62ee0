import { expect, test } from '@playwright/test';
import { API, TALENT_DATA_MESSAGES } from '@tpp/contracts';
import { call, rosterPage, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN, DEMO_MEMBER } from '../support/config.js';
import { expireLoginLink } from '../support/database.js';

test.describe('Talent Data Authorization', () => {
  test('a team admin makes a login link; the creator connects on the public page; the list shows it', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInViaApi(page.request, DEMO_ADMIN);
    await page.goto('/influencers');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Talent Data' }).click();
    await expect(page.getByRole('heading', { name: 'Talent Data', level: 1 })).toBeVisible();
    await expect(page.getByText(TALENT_DATA_MESSAGES.noLogins)).toBeVisible();

    const talent = page.getByLabel('Creator', { exact: true });
    await expect(talent.locator('option').first()).toBeAttached();
    const fullname = (await talent.locator('option:checked').textContent())!.trim();
    await page.getByRole('button', { name: 'Create Login Link' }).click();
    const row = page
      .getByRole('list', { name: 'Creator logins' })
      .getByRole('listitem')
      .filter({ hasText: fullname });
    await expect(row).toBeVisible();
    const progress = row.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(progress).toHaveClass(/--red/);
    const url = await row.getByRole('textbox', { name: `Login link of ${fullname}` }).inputValue();
    expect(url).toMatch(/\/public\/connect\/\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    await row.getByRole('button', { name: 'Copy Link' }).click();
    await expect(row.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // The creator, on a phone, without an account.
    const creatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const creator = await creatorContext.newPage();
    await creator.goto(new URL(url).pathname);
    await expect(creator.getByRole('heading', { name: 'Connect Your Accounts' })).toBeVisible();
    await expect(creator.getByText(`Hi ${fullname}`)).toBeVisible();
    const connect = creator.getByRole('button', { name: /^Connect / }).first();
    await expect(connect).toBeDisabled();
    await creator.getByRole('checkbox').first().check();
    await connect.click();
    await expect(creator.getByText(TALENT_DATA_MESSAGES.connected).first()).toBeVisible();
    await creatorContext.close();

    // The team's list shows the connection without a reload.
    await expect(progress).not.toHaveAttribute('aria-valuenow', '0', { timeout: 15_000 });
    await expect(row.getByText(/: connected$/).first()).toBeVisible();
  });

  test('members see the list without the create form; an unknown link says so', async ({ page }) => {
    await signInViaApi(page.request, DEMO_MEMBER);
    await page.goto('/team-influencer-logins');
    await expect(page.getByRole('heading', { name: 'Talent Data', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Login Link' })).toHaveCount(0);
    await page.goto(`/public/connect/1.${'A'.repeat(22)}.${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'This Link Is Not Valid' })).toBeVisible();
    await expect(page.getByText(TALENT_DATA_MESSAGES.linkInvalid)).toBeVisible();
  });

  test('a team admin rotates a link after a confirmation; the old link and an expired one each get a clear page', async ({
    page,
    browser,
  }) => {
    await signInViaApi(page.request, DEMO_ADMIN);
    const roster = await rosterPage(page.request, { page: 1, limit: 25, sort: 'name' });
    const creatorId = roster.influencers[roster.influencers.length - 1]!.id;
    const { login } = await call(page.request, API.talentData.createLogin, {
      body: { influencer_id: creatorId },
    });
    await page.goto('/team-influencer-logins');
    const row = page
      .getByRole('list', { name: 'Creator logins' })
      .getByRole('listitem')
      .filter({ hasText: login.fullname });
    await expect(row.getByText(/^Link expires on /)).toBeVisible();
    const link = row.getByRole('textbox', { name: `Login link of ${login.fullname}` });
    await expect(link).toHaveValue(login.login_url);

    await row.getByRole('button', { name: `Rotate the login link of ${login.fullname}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate Login Link' });
    await expect(dialog).toContainText(TALENT_DATA_MESSAGES.confirmRotate);
    await dialog.getByRole('button', { name: 'Rotate Link' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(TALENT_DATA_MESSAGES.rotated)).toBeVisible();
    await expect(link).not.toHaveValue(login.login_url);
    const rotated = await link.inputValue();

    const creator = await (await browser.newContext()).newPage();
    await creator.goto(new URL(login.login_url).pathname);
    await expect(creator.getByRole('heading', { name: 'This Link Is Not Valid' })).toBeVisible();
    await creator.goto(new URL(rotated).pathname);
    await expect(creator.getByRole('heading', { name: 'Connect Your Accounts' })).toBeVisible();

    await expireLoginLink(creatorId);
    await creator.reload();
    await expect(creator.getByRole('heading', { name: 'This Link Has Expired' })).toBeVisible();
    await expect(creator.getByText(TALENT_DATA_MESSAGES.linkExpired)).toBeVisible();
    await expect(creator.getByRole('alert')).toHaveCount(0);
    await expect(row.getByText(/^Expired on /)).toBeVisible({ timeout: 15_000 });
  });
});
