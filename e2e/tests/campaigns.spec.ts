import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, SHEET_LIMITS, SHEET_MESSAGES } from '@tpp/contracts';
import { call, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';

async function firstSheet(request: APIRequestContext, sheetType: 'campaign' | 'talent') {
  const { sheets } = await call(request, API.sheets.list, { query: { sheet_type: sheetType, limit: 5 } });
  expect(sheets.length).toBeGreaterThan(0);
  return sheets[0]!;
}

async function campaignSheet(request: APIRequestContext, id: string) {
  const { sheet } = await call(request, API.sheets.get, {
    params: { hashId: id },
    query: { sheet_type: 'campaign' },
  });
  return sheet;
}

test.describe('campaign tracking table', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page.request, DEMO_ADMIN);
  });

  test('edit cells and a note of a demo campaign, save, reload: the values persist', async ({ page }) => {
    const summary = await firstSheet(page.request, 'campaign');
    const sheet = await campaignSheet(page.request, summary.id);
    const name = sheet.influencers[0]!.fullname;
    const sender = `E2E Sender ${Date.now().toString(36)}`;
    const note = `Follow up after the launch. ${'Long note text. '.repeat(10)}`.trim();

    await page.goto(`/campaign/view/${summary.id}`);
    await expect(page.getByRole('heading', { level: 1, name: sheet.title })).toBeVisible();
    for (const column of ['Talent', 'Date Sent', 'Sender', 'Contact', 'Replied', 'Rate', 'Notes'])
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Talent' })).toHaveAttribute(
      'href',
      `/campaign/${summary.id}`,
    );

    await page.getByRole('button', { name: `Edit Sender for ${name}` }).click();
    await page.getByLabel(`Sender for ${name}`).fill(sender);
    await page.getByLabel(`Sender for ${name}`).press('Enter');
    await page.getByRole('button', { name: `Edit Date Sent for ${name}` }).click();
    await page.getByLabel(`Date Sent for ${name}`).fill('2026-11-21');
    await page.getByLabel(`Date Sent for ${name}`).press('Enter');
    await page.getByRole('button', { name: `Edit Replied for ${name}` }).click();
    await page.getByLabel(`Replied for ${name}`).selectOption('Y');
    await page.getByRole('button', { name: `Edit Rate for ${name}` }).click();
    await page.getByLabel(`Rate for ${name}`).fill('$1,800');
    await page.getByLabel(`Rate for ${name}`).press('Tab');

    await page.getByRole('button', { name: `Edit Notes for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Notes for ${name}` });
    await dialog.getByLabel('Notes').fill(note);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const shortened = `${note.slice(0, SHEET_LIMITS.listTextLength).trimEnd()}…`;
    await expect(page.getByRole('button', { name: `Edit Notes for ${name}` })).toHaveText(shortened);
    await expect(page.getByRole('button', { name: `Edit Date Sent for ${name}` })).toHaveText('11/21/26');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: SHEET_MESSAGES.saved })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: `Edit Sender for ${name}` })).toHaveText(sender);
    await expect(page.getByRole('button', { name: `Edit Date Sent for ${name}` })).toHaveText('11/21/26');
    await expect(page.getByRole('button', { name: `Edit Replied for ${name}` })).toHaveText('Y');
    await expect(page.getByRole('button', { name: `Edit Rate for ${name}` })).toHaveText('$1,800');
    await expect(page.getByRole('button', { name: `Edit Notes for ${name}` })).toHaveText(shortened);
    await page.getByRole('button', { name: `Edit Notes for ${name}` }).click();
    await expect(page.getByRole('dialog', { name: `Notes for ${name}` }).getByLabel('Notes')).toHaveValue(
      note,
    );

    const saved = await call(page.request, API.campaigns.get, { params: { id: summary.id } });
    expect(saved.campaign_data[String(sheet.influencers[0]!.id)]).toMatchObject({
      'Date Sent': '11/21/26',
      Sender: sender,
      Replied: 'Y',
      Rate: '$1,800',
      Notes: note,
    });
  });

  test('a talent sheet or an unknown id is not a campaign: Unable to load campaign data!', async ({
    page,
  }) => {
    const talentSheet = await firstSheet(page.request, 'talent');
    await page.goto(`/campaign/view/${talentSheet.id}`);
    await expect(page.getByText(SHEET_MESSAGES.campaignLoadFailed)).toBeVisible();
    await page.goto('/campaign/view/unknownunknown00');
    await expect(page.getByText(SHEET_MESSAGES.campaignLoadFailed)).toBeVisible();
  });
});
