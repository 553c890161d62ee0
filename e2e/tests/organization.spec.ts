import { expect, test, type Browser, type Page } from '@playwright/test';
import { ORGANIZATION_MESSAGES } from '@tpp/contracts';
import { signInViaApi } from '../support/api.js';
import { axeOn } from '../support/axe.js';
import { createTeam, createUser, setTeamRole } from '../support/database.js';
import { linkIn, waitForMail } from '../support/mailbox.js';

/** A new team with a signed-in team admin on the Manage Organization tab. */
async function teamAdminOnOrganizationTab(browser: Browser, name: string) {
  const teamId = await createTeam(`${name} ${Date.now()}`);
  const admin = await createUser({ teamId });
  await setTeamRole(admin.email, teamId, 'team_admin');
  const page = await signedIn(browser, admin);
  await page.goto('/configure');
  await page.getByRole('tab', { name: 'Manage Organization' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  return { teamId, admin, page };
}

async function signedIn(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInViaApi(page.request, user);
  return page;
}

test('a team admin edits the contact information and sees it in the public roster’s Contact modal', async ({
  browser,
}) => {
  const { teamId, page } = await teamAdminOnOrganizationTab(browser, 'Contact team');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/public/talent-roster/${teamId}`);
  await expect(visitor.getByRole('heading', { name: /Contact team/ })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Contact' })).toHaveCount(0);

  // A bad homepage is refused on its field; nothing is saved.
  await page.getByLabel('Homepage').fill('contact-team');
  await page.getByRole('button', { name: 'Save Contact Information' }).click();
  await expect(page.getByText('Homepage must be an http:// or https:// address')).toBeVisible();

  await page.getByLabel('Contact email').fill('pitch@contact-team.example');
  await page.getByLabel('Phone').fill('+1 303 555 0100');
  await page.getByLabel('Homepage').fill('https://contact-team.example');
  await page.getByLabel('Bio').fill('We represent travel creators.');
  await page.getByRole('button', { name: 'Save Contact Information' }).click();
  await expect(page.getByText(ORGANIZATION_MESSAGES.contactSaved)).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText('We represent travel creators.')).toBeVisible();
  await visitor.getByRole('button', { name: 'Contact' }).click();
  const modal = visitor.getByRole('dialog', { name: /Contact/ });
  await expect(modal.getByRole('link', { name: 'pitch@contact-team.example' })).toBeVisible();
  await expect(modal.getByRole('link', { name: '+1 303 555 0100' })).toBeVisible();
  await expect(modal.getByRole('link', { name: 'contact-team.example', exact: true })).toHaveAttribute(
    'href',
    'https://contact-team.example/',
  );
});

test('a team admin invites a member who confirms by the mailed link and signs in', async ({ browser }) => {
  const { page } = await teamAdminOnOrganizationTab(browser, 'Invite team');
  const email = `invited-${Date.now()}@invite-team.example`;
  const since = new Date();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role').selectOption('member');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  const invitations = page.getByRole('table', { name: 'Invitations' });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Pending until');

  const mail = await waitForMail(email, since);
  const link = linkIn(mail, '/new-user-confirm/');
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(link);
  await expect(invited.getByLabel('Email')).toHaveValue(email);
  await invited.getByLabel('New password').fill('invited-pass-2026');
  await invited.getByLabel('Confirm password').fill('invited-pass-2026');
  await invited.getByRole('button', { name: 'Set Password' }).click();
  await expect(invited).not.toHaveURL(/new-user-confirm/);
  await expect(invited.getByRole('navigation').getByRole('link', { name: 'Talent Roster' })).toBeVisible();

  // The invitation is used: the member is listed, the invitation is gone.
  await page.reload();
  await page.getByRole('tab', { name: 'Manage Organization' }).click();
  await expect(
    page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: email }),
  ).toContainText('Member');
  await expect(page.getByText('No pending invitations.')).toBeVisible();

  // Signing in again with the chosen password works.
  const again = await (await browser.newContext()).newPage();
  await again.goto('/signin');
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password').fill('invited-pass-2026');
  await again.getByRole('button', { name: 'Sign In' }).click();
  await expect(again.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
});

test('a team admin removes a member after the spec’s confirmation; the member loses the team at once', async ({
  browser,
}) => {
  const { teamId, page } = await teamAdminOnOrganizationTab(browser, 'Removal team');
  const member = await createUser({ teamId });
  const memberPage = await signedIn(browser, member);
  await memberPage.goto('/talent-sheets');
  await expect(memberPage).toHaveURL(/\/talent-sheets$/);

  await page.reload();
  await page.getByRole('tab', { name: 'Manage Organization' }).click();
  const row = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: member.email });
  await row.getByRole('button', { name: /^Remove / }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Member' });
  await expect(dialog).toContainText(ORGANIZATION_MESSAGES.confirmRemoveMember);
  await dialog.getByRole('button', { name: 'Remove Member' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // Only this team's access ends (no global sign-out): the member's next page has no team.
  await memberPage.goto('/talent-sheets');
  await expect(memberPage.getByText('Your account is not linked to an organization yet.')).toBeVisible();
  await expect(memberPage.getByRole('navigation').getByRole('link', { name: 'Talent Roster' })).toHaveCount(
    0,
  );
});

test('the Manage Organization tab has no serious or critical axe violations, desktop and phone', async ({
  browser,
}) => {
  const { teamId, page } = await teamAdminOnOrganizationTab(browser, 'Axe team');
  await createUser({ teamId });
  await page.getByLabel('Email', { exact: true }).fill(`axe-${Date.now()}@axe-team.example`);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByRole('table', { name: 'Invitations' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Manage Organization' }).click();
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    const results = await axeOn(page)
      .options({ resultTypes: ['violations'] })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.slice(0, 5).map((node) => node.target),
      }));
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
  }
});
