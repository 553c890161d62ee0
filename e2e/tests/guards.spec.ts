import { expect, test } from '@playwright/test';
import { signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';
import { createUser } from '../support/database.js';

test.describe('route guard', () => {
  test('sends anonymous visitors of private routes to /signin', async ({ page }) => {
    for (const route of ['/talent-sheets', '/influencers', '/configure', '/talent-sheets/statistics', '/']) {
      await page.goto(route);
      // The sign-in page carries the page asked for, to return to it afterwards (the index aside).
      const signIn = route === '/' ? '/signin' : `/signin?next=${encodeURIComponent(route)}`;
      await expect(page).toHaveURL((url) => url.pathname + url.search === signIn);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('redirects /login to /signin', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('sends signed-in users from /signin to their home page, which / shows', async ({ page }) => {
    await signInViaApi(page.request, DEMO_ADMIN);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('sends a disabled account to /account-disabled', async ({ page }) => {
    await signInViaApi(page.request, await createUser({ account_disabled: true }));
    await page.goto('/talent-sheets');
    await expect(page).toHaveURL(/\/account-disabled$/);
    await expect(page.getByRole('heading', { name: 'Account Inactive' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('shows no navigation shell to a suspended user', async ({ page }) => {
    await signInViaApi(page.request, await createUser({ suspended: true }));
    await page.goto('/talent-sheets');
    await expect(page.getByRole('heading', { name: 'Talent Sheets', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('shows no navigation shell to a user without a team', async ({ page }) => {
    await signInViaApi(page.request, await createUser({ withTeam: false }));
    await page.goto('/talent-sheets');
    await expect(
      page.getByText('Your account is not linked to an organization yet. Please contact us.'),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});
