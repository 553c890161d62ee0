import { expect, test } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, signInViaApi } from '../support/api.js';
import { DEMO_PLATFORM_ADMIN as PLATFORM_ADMIN, DEMO_STAFF as STAFF } from '../support/config.js';
import { createTeam, createUser } from '../support/database.js';

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

  test('staff spoof a member found by email, see the app as them, and return in one click', async ({
    page,
    browser,
  }) => {
    const member = await createUser({});
    // The member's own session, to show it is untouched.
    const memberContext = await browser.newContext();
    await signInViaApi(memberContext.request, member);

    await signInViaApi(page.request, STAFF);
    await page.goto('/configure');
    await page.getByLabel('Email, name or id').fill(member.email);
    await page.getByRole('button', { name: 'Find Users' }).click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    const userId = (await row.getByRole('cell').first().textContent())!.trim();

    // Refusals first: a non-number stays in the form.
    await page.getByLabel('User id').fill('abc');
    await page.getByRole('button', { name: 'Spoof User' }).click();
    await expect(page.getByText('Enter a user id: a positive whole number.')).toBeVisible();

    await page.getByLabel('User id').fill(userId);
    await page.getByRole('button', { name: 'Spoof User' }).click();
    await expect(page).toHaveURL(/\/talent-sheets$/);
    const banner = page.getByRole('region', { name: 'Acting as' });
    await expect(banner).toContainText(`You are viewing the app as E2E Person (${member.email}`);
    const spoofed = await call(page.request, API.session.status);
    expect(spoofed).toMatchObject({ email: member.email, is_staff: false });

    const own = await call(memberContext.request, API.session.status);
    expect(own).toMatchObject({ email: member.email, acting_as: null });

    await banner.getByRole('button', { name: 'Return to My Account' }).click();
    await expect(page).toHaveURL(/\/configure$/);
    await expect(page.getByRole('region', { name: 'Acting as' })).toHaveCount(0);
    expect(await call(page.request, API.session.status)).toMatchObject({
      email: STAFF.email,
      is_staff: true,
    });
    await memberContext.close();
  });

  test('staff cannot spoof an admin: the form says so', async ({ page }) => {
    await signInViaApi(page.request, STAFF);
    await page.goto('/configure');
    await page.getByLabel('Email, name or id').fill(PLATFORM_ADMIN.email);
    await page.getByRole('button', { name: 'Find Users' }).click();
    const row = page.getByRole('row').filter({ hasText: PLATFORM_ADMIN.email });
    const adminId = (await row.getByRole('cell').first().textContent())!.trim();
    await page.getByLabel('User id').fill(adminId);
    await page.getByRole('button', { name: 'Spoof User' }).click();
    await expect(page.getByText('Staff cannot spoof another staff member or an admin.')).toBeVisible();
    await expect(page).toHaveURL(/\/configure$/);
  });

  test('an admin disables a user, whose session ends and who then sees Account Inactive, and re-enables them', async ({
    page,
    browser,
  }) => {
    const member = await createUser({});
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInViaApi(memberContext.request, member);

    await signInViaApi(page.request, PLATFORM_ADMIN);
    await page.goto('/configure');
    await page.getByLabel('Email, name or id').fill(member.email);
    await page.getByRole('button', { name: 'Find Users' }).click();
    await page.getByRole('button', { name: `Disable ${member.email}` }).click();
    await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText('Disabled');

    // Disabling ended the member's session; signed in again, they see Account Inactive.
    await memberPage.goto('/talent-sheets');
    await expect(memberPage).toHaveURL(/\/signin/);
    await signInViaApi(memberContext.request, member);
    await memberPage.goto('/talent-sheets');
    await expect(memberPage).toHaveURL(/\/account-disabled$/);
    await expect(memberPage.getByRole('heading', { name: 'Account Inactive' })).toBeVisible();

    await page.getByRole('button', { name: `Enable ${member.email}` }).click();
    await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText('Active');
    await memberPage.goto('/talent-sheets');
    await expect(memberPage.getByRole('heading', { name: 'Talent Sheets', level: 1 })).toBeVisible();
    await memberContext.close();
  });
});
