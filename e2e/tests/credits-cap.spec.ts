import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADD_TALENT_MESSAGES, ORGANIZATION_MESSAGES } from '@tpp/contracts';
import { signInViaApi } from '../support/api.js';
import { createTeam, createUser, setTeamRole } from '../support/database.js';

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedIn(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInViaApi(page.request, user);
  return page;
}

async function openOrganizationTab(page: Page) {
  await page.goto('/configure');
  await page.getByRole('tab', { name: 'Manage Organization' }).click();
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
}

/** Fills the Add Talent form with one Instagram handle and submits it. */
async function submitTalent(page: Page, name: string) {
  await page.getByLabel('Creator Name').fill(name);
  await page.getByLabel('Handle/Link').fill(`@${unique('capped.')}`);
  await page.getByRole('button', { name: 'Add Social' }).click();
  await expect(page.getByRole('list', { name: 'Added socials' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Submit for Review' }).click();
}

test("a team admin caps a member's Add Talent credits; the member sees what is left and is stopped at the cap", async ({
  browser,
}) => {
  // Two people on two screens, fourteen steps: a long test on a busy machine.
  test.slow();
  const teamId = await createTeam(unique('Capping Agency '));
  const adminUser = await createUser({ teamId });
  await setTeamRole(adminUser.email, teamId, 'team_admin');
  const memberUser = await createUser({ teamId });
  const admin = await signedIn(browser, adminUser);
  const member = await signedIn(browser, memberUser);

  // Uncapped, the member sees the team's count.
  await member.goto('/add-talent');
  await expect(member.getByText('25 requests left for your team. Each request uses one.')).toBeVisible();

  // The admin sets a limit of 1 on the member's row; the admin's own row is not capped.
  await openOrganizationTab(admin);
  const members = admin.getByRole('table', { name: 'Members' });
  const adminRow = members.getByRole('row').filter({ hasText: adminUser.email });
  const memberRow = members.getByRole('row').filter({ hasText: memberUser.email });
  await expect(adminRow).toContainText('Not capped (team admin)');
  await expect(memberRow).toContainText('No limit');
  await memberRow.getByRole('button', { name: /Set the Add Talent credit limit/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Talent Credit Limit' });
  await dialog.getByLabel('Credits per period').fill('-2');
  await dialog.getByRole('button', { name: 'Save Limit' }).click();
  await expect(dialog.getByText(/Enter a whole number from 0 to/)).toBeVisible();
  await dialog.getByLabel('Credits per period').fill('1');
  await dialog.getByRole('button', { name: 'Save Limit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByText(ORGANIZATION_MESSAGES.creditCapSaved)).toBeVisible();
  await expect(memberRow).toContainText('0 of 1 used');

  // The member sees their own count, spends it, and then the screen says the limit is reached.
  await member.reload();
  await expect(
    member.getByText('1 of your 1 credits left this period. Each request uses one.'),
  ).toBeVisible();
  await submitTalent(member, 'Capped Creator');
  await expect(member.getByRole('heading', { name: 'Submitted for Review' })).toBeVisible();
  await member.getByRole('button', { name: 'Add Another' }).click();
  await expect(member.getByRole('heading', { name: ADD_TALENT_MESSAGES.memberCapTitle })).toBeVisible();
  await expect(member.getByText(ADD_TALENT_MESSAGES.memberCapReached.replace('{cap}', '1'))).toBeVisible();
  await openOrganizationTab(admin);
  await expect(memberRow).toContainText('1 of 1 used');

  // A new period of 2: the form is back; the admin lowers it to 0 meanwhile and Submit says so.
  await memberRow.getByRole('button', { name: /Set the Add Talent credit limit/ }).click();
  await dialog.getByLabel('Credits per period').fill('2');
  await dialog.getByRole('button', { name: 'Save Limit' }).click();
  await expect(memberRow).toContainText('0 of 2 used');
  await member.reload();
  await expect(
    member.getByText('2 of your 2 credits left this period. Each request uses one.'),
  ).toBeVisible();
  await memberRow.getByRole('button', { name: /Set the Add Talent credit limit/ }).click();
  await dialog.getByLabel('Credits per period').fill('0');
  await dialog.getByRole('button', { name: 'Save Limit' }).click();
  await expect(memberRow).toContainText('0 of 0 used');
  await submitTalent(member, 'Refused Creator');
  await expect(member.getByRole('alert')).toHaveText(
    ADD_TALENT_MESSAGES.memberCapReached.replace('{cap}', '0'),
  );

  // Remove Limit: the member uses the team's credits again.
  await memberRow.getByRole('button', { name: /Set the Add Talent credit limit/ }).click();
  await dialog.getByRole('button', { name: 'Remove Limit' }).click();
  await expect(memberRow).toContainText('No limit');
  await member.reload();
  await expect(member.getByText('24 requests left for your team. Each request uses one.')).toBeVisible();
});
