import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_NAME } from '@tpp/contracts';
import { signInViaApi } from '../support/api.js';
import { DEMO_MEMBER } from '../support/config.js';

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: 'Not Found!', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Something is wrong. The page you are looking for was not found. Sorry.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home Page' })).toBeVisible();
}

for (const width of [1280, 390])
  test.describe(`the Not Found page at ${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });

    test('signed in: under the app header, with a way home', async ({ page }) => {
      await signInViaApi(page.request, DEMO_MEMBER);
      await page.goto('/no-such-page');
      await expectNotFound(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: PRODUCT_NAME })).toBeVisible();
      await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
      await expect(header.getByRole('button', { name: /^Account menu/ })).toBeVisible();

      await page.getByRole('link', { name: 'Go to Home Page' }).click();
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
      await expect(page.getByRole('heading', { name: 'Not Found!' })).toHaveCount(0);
    });

    test("a visitor: the product's header with Sign In", async ({ page }) => {
      await page.goto('/no-such-page');
      await expectNotFound(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/');
      await header.getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    });

    test('a /public address no shared page answers to: the same page, header and Sign In', async ({
      page,
    }) => {
      await page.goto('/public/no-such-view/abc');
      await expectNotFound(page);
      await expect(page.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/');
      await page.getByRole('link', { name: 'Go to Home Page' }).click();
      // A visitor's home is the sign-in page, which then leads on to the home page.
      await expect(page).toHaveURL(/\/signin$/);
    });
  });
