import { expect, test } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, signInWithForm } from '../support/api.js';
import { DEMO_ADMIN, DEMO_MEMBER } from '../support/config.js';
import { linkIn, waitForMail } from '../support/mailbox.js';

test.describe('sign-in and account flows', () => {
  test('signs in with email and password and lands on the talent sheets', async ({ page }) => {
    await signInWithForm(page, DEMO_ADMIN);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('shows the failure message for a wrong password and clears it after 3 seconds', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const message = page.getByText('Sign-in not successful');
    await expect(message).toBeVisible();
    await expect(message).toBeHidden({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('signs in with a magic link received over SMTP, which works only once', async ({ page, browser }) => {
    const since = new Date();
    await page.goto('/request-magic-link');
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('The link will expire in 15 minutes.')).toBeVisible();

    const mail = await waitForMail(DEMO_MEMBER.email, since);
    const link = linkIn(mail, '/magic-signin/');
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await expect(second.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(second.getByRole('link', { name: 'Request New Link' })).toBeVisible();
    await expect(second.getByRole('link', { name: 'Sign In with Password' })).toBeVisible();
    await other.close();
  });

  test('resets a forgotten password through the mailed link', async ({ page }) => {
    const since = new Date();
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByRole('button', { name: /reset|send/i }).click();
    await expect(page.getByText('Password reset link has been sent to the email')).toBeVisible();

    const link = linkIn(await waitForMail(DEMO_MEMBER.email, since), '/reset-password/');
    await page.goto(link);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: /set password|save|reset/i }).click();
    await expect(page.getByText('Choose a longer password')).toBeVisible();
    await page.getByLabel('New password').fill(DEMO_MEMBER.password);
    await page.getByLabel('Confirm password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: /set password|save|reset/i }).click();

    await signInWithForm(page, DEMO_MEMBER);
  });

  test('signs out from the account menu and the session is gone', async ({ page }) => {
    await signInWithForm(page, DEMO_ADMIN);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await call(page.request, API.session.status)).toEqual({ authed: false });
    await page.goto('/configure');
    await expect(page).toHaveURL(/\/signin\?next=%2Fconfigure$/);
  });

  test('returns a signed-out visitor to the deep link asked for after signing in with a password', async ({
    page,
  }) => {
    await page.goto('/influencers?page=2');
    await expect(page).toHaveURL(/\/signin\?next=%2Finfluencers%3Fpage%3D2$/);
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/influencers?page=2');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('returns to the deep link after signing in with a magic link', async ({ page }) => {
    const since = new Date();
    await page.goto('/talent-sheets/statistics');
    await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
    await expect(page).toHaveURL(/\/request-magic-link\?next=%2Ftalent-sheets%2Fstatistics$/);
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    // The mailed link opens in a new tab of the same browser.
    const link = linkIn(await waitForMail(DEMO_MEMBER.email, since), '/magic-signin/');
    const mailTab = await page.context().newPage();
    await mailTab.goto(link);
    await expect(mailTab).toHaveURL((url) => url.pathname === '/talent-sheets/statistics');
    await expect(mailTab.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('ignores a next parameter that leads off the site', async ({ page }) => {
    await page.goto('/signin?next=%2F%2Fevil.example%2Fx');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });
});
