import { expect } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, requestToAdd, rosterPage, staffPage } from '../support/api.js';
import { test } from '../support/signedIn.js';

test.describe('My Requests: a request of its own, cancelling, Add Talent tasks; the console names accounts', () => {
  test('a request opens its page; a pending one is cancelled after a confirmation, and staff cannot complete it', async ({
    page,
    browser,
  }) => {
    const talent = `Cleo Cancel ${Date.now()}`;
    await requestToAdd(page.request, talent, '@cleo.cancel', 'Met her at the food festival');

    await page.goto('/my-requests');
    await expect(page.getByRole('heading', { name: 'My Requests', level: 1 })).toBeVisible();
    // One line tells the manual request from the automatic Add Talent, linking to it.
    await expect(page.getByText(/Your account managers handle these by hand/)).toBeVisible();
    await expect(
      page.locator('.tpp-add-talent-paths').getByRole('link', { name: 'Add Talent' }),
    ).toHaveAttribute('href', '/add-talent');
    // No Action column repeating the status; the product's labelled Status select.
    await expect(page.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
    await expect(page.locator('.tpp-field').getByLabel('Status')).toBeVisible();

    await page.getByRole('row').filter({ hasText: talent }).getByRole('link', { name: talent }).click();
    await expect(page).toHaveURL(/\/my-requests\/\d+$/);
    const summary = page.getByRole('region', { name: new RegExp(talent) });
    await expect(summary).toContainText('Instagram: @cleo.cancel (primary)');
    await expect(summary).toContainText('Met her at the food festival');
    const history = page.getByRole('region', { name: 'Status history' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText('Pending');

    // Cancel asks first; dismissing the dialog changes nothing.
    await page.getByRole('button', { name: 'Cancel Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
    await expect(dialog).toContainText('The account managers will not work on it.');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(summary).toContainText('Pending');

    await page.getByRole('button', { name: 'Cancel Request' }).click();
    await dialog.getByRole('button', { name: 'Cancel Request' }).click();
    await expect(page.getByText('Request cancelled.')).toBeVisible();
    await expect(summary).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
    await expect(history).toHaveCount(2);
    await expect(history.last()).toContainText('Cancelled');

    await page.getByRole('link', { name: 'My Requests' }).first().click();
    await expect(page.getByRole('row').filter({ hasText: talent })).toContainText('Cancelled');

    // The staff console shows it cancelled, without Complete or Reject.
    const staff = await staffPage(browser);
    await staff.goto('/staff/requests');
    await staff.getByLabel('Status').selectOption('cancelled');
    const card = staff.getByRole('article', { name: new RegExp(`Add talent: ${talent}`) });
    await expect(card).toContainText('Cancelled');
    await expect(card).toContainText('The team cancelled this request.');
    await expect(card.getByRole('button', { name: 'Complete' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await staff.context().close();
  });

  test("the Requests Console and the request's page name a content request's account by platform and handle", async ({
    page,
    browser,
  }) => {
    const { influencers } = await rosterPage(page.request, { page: 1, limit: 25 });
    const profile = await call(page.request, API.talent.profile, { params: { id: influencers[3]!.id } });
    const account = profile.socials.find((social) => social.platform === 'instagram') ?? profile.socials[0]!;
    const label = `${{ instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' }[account.platform]} @${account.platform_account_name}`;
    const note = `Swap the first post ${Date.now()}`;
    const { request_id: requestId } = await call(page.request, API.requests.contentChange, {
      body: {
        influencer_id: profile.id,
        content_requests: { [String(account.id)]: ['https://example.com/p/first'] },
        notes: note,
      },
    });

    const staff = await staffPage(browser);
    await staff.goto('/staff/requests');
    const card = staff.getByRole('article').filter({ hasText: note });
    await expect(card).toContainText(`${label}: https://example.com/p/first`);
    await expect(card).not.toContainText(`Account ${account.id}`);
    await staff.context().close();

    await page.goto(`/my-requests/${requestId}`);
    await expect(page.getByRole('region', { name: /Content change/ })).toContainText(
      `${label}: https://example.com/p/first`,
    );
  });

  test('Add Talent tasks are listed in My Requests, and New Talent Requests links to a manual request', async ({
    page,
  }) => {
    const name = `Tara Task ${Date.now()}`;
    await call(page.request, API.intake.addInfluencer, {
      body: {
        influencer: {
          name,
          socials: [{ platform: 'tiktok', handle: `tara_task_${Date.now()}`, primary: true }],
        },
      },
    });

    await page.goto('/my-requests');
    await page.getByRole('tab', { name: /^Add Talent tasks \(\d+\)$/ }).click();
    const task = page.getByRole('list', { name: 'Add Talent tasks' }).getByRole('listitem', { name });
    await expect(task).toBeVisible();
    await expect(task.locator('.tpp-badge')).toHaveText(/^(In progress|Completed|Error)$/);

    await page.goto('/add-talent-requests');
    await expect(page.getByText(/Added automatically, one credit each/)).toBeVisible();
    await page.getByRole('link', { name: 'ask your account managers' }).click();
    await expect(page.getByRole('heading', { name: 'Request to Add Talent', level: 1 })).toBeVisible();
    await expect(
      page.locator('.tpp-add-talent-paths').getByRole('link', { name: 'Add Talent' }),
    ).toHaveAttribute('href', '/add-talent');
  });
});
