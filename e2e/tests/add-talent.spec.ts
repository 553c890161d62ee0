import { expect, test } from '@playwright/test';
import { ADD_TALENT_MESSAGES, API } from '@tpp/contracts';
import { call, rosterPage, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';
import { createTeam, createUser, setAddTalentCredits } from '../support/database.js';

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('Add Talent and New Talent Requests', () => {
  test('adds a creator by handle: the task completes on screen and the creator is on the roster', async ({
    page,
  }) => {
    const teamId = await createTeam(unique('Intake Agency '));
    await signInViaApi(page.request, await createUser({ teamId }));
    const handle = unique('e2e.creator.');

    await page.goto('/influencers');
    await page.getByRole('link', { name: 'Add Talent' }).first().click();
    await expect(page.getByRole('heading', { name: 'Add Talent', level: 1 })).toBeVisible();
    await expect(page.getByText('25 requests left for your team. Each request uses one.')).toBeVisible();

    // The form's rules, from the shared handle/link function.
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page.getByText(ADD_TALENT_MESSAGES.needSocial)).toBeVisible();
    const identifier = page.getByLabel('Handle/Link');
    await identifier.fill('https://www.tiktok.com/@someone');
    await expect(page.getByText('Link should match the Instagram domain (instagram.com)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Social' })).toBeDisabled();
    await identifier.fill(`@${handle}`);
    await page.getByRole('button', { name: 'Add Social' }).click();
    const added = page.getByRole('list', { name: 'Added socials' });
    await expect(added.getByRole('listitem')).toHaveCount(1);
    await expect(added.getByText('Primary')).toBeVisible();
    await identifier.fill(`instagram.com/${handle}`);
    await page.getByRole('button', { name: 'Add Social' }).click();
    await expect(page.getByText(ADD_TALENT_MESSAGES.duplicateSocial)).toBeVisible();
    await page.getByLabel('Social Platform').selectOption('tiktok');
    await identifier.fill(`https://www.tiktok.com/@${handle}`);
    await page.getByRole('button', { name: 'Add Social' }).click();
    await expect(added.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page.getByText(ADD_TALENT_MESSAGES.needName)).toBeVisible();
    await page.getByLabel('Creator Name').fill('Eden Example');
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page.getByRole('heading', { name: 'Submitted for Review' })).toBeVisible();

    await page.getByRole('link', { name: 'New Talent Requests' }).last().click();
    const card = page.getByRole('listitem', { name: 'Eden Example' });
    await expect(card).toBeVisible();
    // The card updates without a reload once the background task has run.
    await expect(card.locator('.tpp-badge')).toHaveText('Completed', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Completed (1)' })).toBeVisible();
    await expect(card.getByText(`@${handle}`)).toHaveCount(2);
    await card.getByRole('link', { name: 'View Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Eden Example', level: 1 })).toBeVisible();

    await page.goto('/influencers');
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    await expect(page.locator('table tbody tr').first()).toContainText('Eden Example');
    const roster = await rosterPage(page.request);
    expect(roster.influencers.map((creator) => creator.fullname)).toEqual(['Eden Example']);

    // Add Another resets the form; the same account is now the team's.
    await page.goto('/add-talent');
    await page.getByLabel('Handle/Link').fill(handle);
    await page.getByRole('button', { name: 'Add Social' }).click();
    await expect(page.getByText('Your team already has that account: Eden Example')).toBeVisible();
  });

  test('a handle the provider cannot find ends in error; filters count by state; a failed load is dismissible', async ({
    page,
  }) => {
    const teamId = await createTeam(unique('Errors Agency '));
    await signInViaApi(page.request, await createUser({ teamId }));
    await page.goto('/add-talent-requests');
    await expect(page.getByText(ADD_TALENT_MESSAGES.noTasks)).toBeVisible();

    await call(page.request, API.intake.addInfluencer, {
      body: {
        influencer: {
          name: 'Nobody Known',
          socials: [{ platform: 'youtube', handle: 'no-such-channel', primary: true }],
        },
      },
    });
    await page.reload();
    const card = page.getByRole('listitem', { name: 'Nobody Known' });
    await expect(card.getByText('We could not find the YouTube account @no-such-channel.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Errors (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Completed (0)' }).click();
    await expect(page.getByText(ADD_TALENT_MESSAGES.noTasks)).toBeVisible();
    await page.getByRole('button', { name: 'Errors (1)' }).click();
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Profile' })).toHaveCount(0);

    await page.route('**/api/tasks/add-influencer', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: ADD_TALENT_MESSAGES.tasksLoadFailed });
    await expect(alert).toBeVisible();
    // The failure is the shared error state: Try Again reads the tasks again.
    await page.unroute('**/api/tasks/add-influencer');
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Nobody Known' })).toBeVisible();
  });

  test("at 0 credits the form is the 'Maximum Roster Reached' screen", async ({ page }) => {
    const teamId = await createTeam(unique('Full Agency '));
    await setAddTalentCredits(teamId, 0);
    await signInViaApi(page.request, await createUser({ teamId }));
    await page.goto('/add-talent');
    await expect(page.getByRole('heading', { name: 'Maximum Roster Reached' })).toBeVisible();
    await expect(page.getByText(ADD_TALENT_MESSAGES.noCredits)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for Review' })).toHaveCount(0);
  });

  test('the demo admin reaches New Talent from the account menu', async ({ page }) => {
    await signInViaApi(page.request, DEMO_ADMIN);
    await page.goto('/influencers');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'New Talent' }).click();
    await expect(page).toHaveURL(/\/add-talent-requests$/);
    await expect(page.getByRole('heading', { name: 'New Talent Requests', level: 1 })).toBeVisible();
  });
});
