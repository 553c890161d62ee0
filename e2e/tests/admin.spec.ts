import { expect, test } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, signInViaApi } from '../support/api.js';
import { DEMO_PLATFORM_ADMIN as PLATFORM_ADMIN } from '../support/config.js';
import { createTeam } from '../support/database.js';

test.describe('admins and staff', () => {
  test('an admin acts as another organization, sees the banner everywhere, and returns', async ({ page }) => {
    const teamName = `Acting Agency ${Date.now()}`;
    await createTeam(teamName);
    await signInViaApi(page.request, PLATFORM_ADMIN);

    await page.goto('/configure');
    await page.getByRole('combobox', { name: 'Organization' }).selectOption({ label: teamName });
    await page.getByRole('button', { name: 'Act as Organization' }).click();

    // The page reloads as that team: the banner names it, the team's (empty) sheets show.
    await expect(page).toHaveURL(/\/talent-sheets$/);
    const banner = page.getByRole('region', { name: 'Acting as' });
    await expect(banner).toContainText(`You are acting as ${teamName}`);
    await expect(page.getByText('0 in your team')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
    await expect(banner).toContainText(teamName);

    await banner.getByRole('button', { name: 'Return to My Account' }).click();
    await expect(page).toHaveURL(/\/configure$/);
    await expect(page.getByRole('region', { name: 'Acting as' })).toHaveCount(0);
    const status = await call(page.request, API.session.status);
    expect(status.authed && status.acting_as).toBeNull();

    // The audit log screen shows both ends of it.
    await page.getByRole('link', { name: 'Audit Log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: teamName });
    await expect(rows.filter({ hasText: 'Started acting as the team' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Stopped acting as the team' })).toHaveCount(1);
  });
});
