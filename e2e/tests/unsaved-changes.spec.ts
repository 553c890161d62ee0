import { expect, test, type Page } from '@playwright/test';
import { UNSAVED_CHANGES_MESSAGES } from '@tpp/contracts';
import { rosterPage, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';

/** Moves inside the app the way its links do (pushState; single-spa swaps the remote, no reload). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('leaving with unsaved edits asks first', () => {
  let descriptionPath: string;

  test.beforeEach(async ({ page }) => {
    await signInViaApi(page.request, DEMO_ADMIN);
    const creator = (await rosterPage(page.request)).influencers[0]!;
    descriptionPath = `/talent/edit-description/${creator.id}`;
    await page.goto('/talent-sheets');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await goInApp(page, descriptionPath);
  });

  test('a nav link and browser Back ask; Stay on Page (or Escape) keeps the edits; Leave Page goes', async ({
    page,
  }) => {
    const field = page.getByRole('textbox', { name: 'Custom description', exact: true });
    await field.fill('A draft nobody saved yet');
    const question = page.getByRole('dialog', { name: UNSAVED_CHANGES_MESSAGES.title });
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Talent Roster' }).click();
    await expect(question).toBeVisible();
    await expect(question).toContainText(UNSAVED_CHANGES_MESSAGES.confirm);
    await question.getByRole('button', { name: UNSAVED_CHANGES_MESSAGES.stay }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${descriptionPath}$`));
    await expect(field).toHaveValue('A draft nobody saved yet');

    await page.goBack();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: UNSAVED_CHANGES_MESSAGES.stay }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${descriptionPath}$`));
    await expect(field).toHaveValue('A draft nobody saved yet');

    // Escape is Stay too.
    await nav.getByRole('link', { name: 'Talent Sheets' }).click();
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(field).toHaveValue('A draft nobody saved yet');

    await nav.getByRole('link', { name: 'Talent Roster' }).click();
    await question.getByRole('button', { name: UNSAVED_CHANGES_MESSAGES.leave }).click();
    await expect(page).toHaveURL(/\/influencers$/);
    await expect(question).toHaveCount(0);
  });

  test('reload or close with a dirty form gets the browser question', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Custom description', exact: true }).fill('Unsaved');
    const asked = new Promise<string>((resolve) =>
      page.on('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });

  test('nothing asks when nothing is dirty, or once the edits are saved', async ({ page }) => {
    const question = page.getByRole('dialog', { name: UNSAVED_CHANGES_MESSAGES.title });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Talent Sheets' }).click();
    await expect(page).toHaveURL(/\/talent-sheets$/);
    await expect(question).toHaveCount(0);

    await goInApp(page, descriptionPath);
    await page.getByLabel('Tagline').fill('Saved before leaving');
    await page.getByRole('button', { name: 'Save Tagline' }).click();
    await expect(page.getByText('Tagline saved.')).toBeVisible();
    await nav.getByRole('link', { name: 'Talent Roster' }).click();
    await expect(page).toHaveURL(/\/influencers$/);
    await expect(question).toHaveCount(0);
  });
});
