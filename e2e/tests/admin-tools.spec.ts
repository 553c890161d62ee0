import { expect, test, type Browser, type Page } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN, DEMO_PLATFORM_ADMIN as PLATFORM_ADMIN, DEMO_STAFF as STAFF } from '../support/config.js';
import { createUser } from '../support/database.js';

/** The user search of /configure: one row per account found. */
async function findUser(page: Page, text: string) {
  await page.goto('/configure');
  await page.getByLabel('Email, name or id').fill(text);
  await page.getByRole('button', { name: 'Find Users' }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** A new member of the demo agency, signed in in a browser context of their own. */
async function signedInMember(browser: Browser) {
  const member = await createUser({});
  const memberContext = await browser.newContext();
  await signInViaApi(memberContext.request, member);
  return { member, memberContext };
}

test.describe('staff and admin tools: the user search', () => {
  test('staff view the app as a member from the search row, see it as them, and return in one click', async ({
    page,
    browser,
  }) => {
    // The member's own session, to show it is untouched.
    const { member, memberContext } = await signedInMember(browser);

    await signInViaApi(page.request, STAFF);
    await page.goto('/configure');
    // No typed user id any more: the row is where staff start from.
    await expect(page.getByLabel('User id')).toHaveCount(0);
    const row = await findUser(page, member.email);
    await row.getByRole('button', { name: `View as User: ${member.email}` }).click();

    const banner = page.getByRole('region', { name: 'Acting as' });
    await expect(banner).toContainText(`You are viewing the app as E2E Person (${member.email}`);
    expect(await call(page.request, API.session.status)).toMatchObject({
      email: member.email,
      is_staff: false,
    });
    expect(await call(memberContext.request, API.session.status)).toMatchObject({
      email: member.email,
      acting_as: null,
    });

    await banner.getByRole('button', { name: 'Return to My Account' }).click();
    await expect(page).toHaveURL(/\/configure$/);
    await expect(page.getByRole('region', { name: 'Acting as' })).toHaveCount(0);
    expect(await call(page.request, API.session.status)).toMatchObject({
      email: STAFF.email,
      is_staff: true,
    });
    await memberContext.close();
  });

  test("staff get no View as User on an admin's row, nor on a disabled account's", async ({ page }) => {
    const disabled = await createUser({ account_disabled: true });
    await signInViaApi(page.request, STAFF);
    const adminRow = await findUser(page, PLATFORM_ADMIN.email);
    await expect(adminRow).toContainText('Admin');
    await expect(adminRow.getByRole('button')).toHaveCount(0);
    const disabledRow = await findUser(page, disabled.email);
    await expect(disabledRow).toContainText('Disabled');
    await expect(disabledRow.getByRole('button')).toHaveCount(0);
  });

  test('an admin is asked before disabling an account; Cancel keeps it; Enable needs no confirmation', async ({
    page,
    browser,
  }) => {
    const { member, memberContext } = await signedInMember(browser);
    const memberPage = await memberContext.newPage();

    await signInViaApi(page.request, PLATFORM_ADMIN);
    const row = await findUser(page, member.email);
    await expect(row).toContainText('Active');

    // The dialog names the account; Cancel changes nothing.
    await row.getByRole('button', { name: `Disable Account: ${member.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable E2E Person?' });
    await expect(dialog).toContainText(`E2E Person (${member.email}) is signed out everywhere`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Active');
    expect(await call(memberContext.request, API.session.status)).toMatchObject({ email: member.email });

    await row.getByRole('button', { name: `Disable Account: ${member.email}` }).click();
    await dialog.getByRole('button', { name: 'Disable Account' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Disabled');

    // Disabling ended the member's session; signed in again, they see Account Inactive.
    await memberPage.goto('/talent-sheets');
    await expect(memberPage).toHaveURL(/\/signin/);
    await signInViaApi(memberContext.request, member);
    await memberPage.goto('/talent-sheets');
    await expect(memberPage).toHaveURL(/\/account-disabled$/);
    await expect(memberPage.getByRole('heading', { name: 'Account Inactive' })).toBeVisible();

    await row.getByRole('button', { name: `Enable Account: ${member.email}` }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).toContainText('Active');
    await memberPage.goto('/talent-sheets');
    await expect(memberPage.getByRole('heading', { name: 'Talent Sheets', level: 1 })).toBeVisible();
    await memberContext.close();
  });

  test('a pending invitee shows as Invited with the inviting organization; an address with no organization as such', async ({
    page,
    browser,
  }) => {
    const invitee = `invitee-${Date.now()}@northstar.example`;
    const teamAdmin = await browser.newContext();
    await signInViaApi(teamAdmin.request, DEMO_ADMIN);
    await call(teamAdmin.request, API.organization.invite, { body: { email: invitee, role: 'member' } });
    await teamAdmin.close();
    const loner = await createUser({ withTeam: false });

    await signInViaApi(page.request, PLATFORM_ADMIN);
    const invited = await findUser(page, invitee);
    await expect(invited.getByRole('cell').nth(3)).toHaveText('Northstar Talent');
    await expect(invited.getByRole('cell').nth(4)).toHaveText('Invited');
    const alone = await findUser(page, loner.email);
    await expect(alone.getByRole('cell').nth(3)).toHaveText('—');
    await expect(alone.getByRole('cell').nth(4)).toHaveText('No organization');
  });
});

test('at phone width the user search scrolls inside its table, not the page, and keeps addresses readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page.request, STAFF);
  const row = await findUser(page, DEMO_ADMIN.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const email = await row.getByText(DEMO_ADMIN.email).boundingBox();
  expect(email!.width).toBeGreaterThan(150);
  await page.screenshot({ path: test.info().outputPath('user-search-390.png') });
});
