import { expect, type APIRequestContext } from '@playwright/test';
import { API, CAMPAIGN_MESSAGES, SHEET_LIMITS, SHEET_MESSAGES } from '@tpp/contracts';
import { call, rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN, DEMO_MEMBER } from '../support/config.js';
import { test } from '../support/signedIn.js';

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
  test('edit cells and a note of a demo campaign: it saves by itself (Saved), and the values survive a reload', async ({
    page,
  }) => {
    const summary = await firstSheet(page.request, 'campaign');
    const sheet = await campaignSheet(page.request, summary.id);
    const name = sheet.influencers[0]!.fullname;
    const influencerKey = String(sheet.influencers[0]!.id);
    const sender = `E2E Sender ${Date.now().toString(36)}`;
    const note = `Follow up after the launch. ${'Long note text. '.repeat(10)}`.trim();

    await page.goto(`/campaign/view/${summary.id}`);
    await expect(page.getByRole('heading', { level: 1, name: sheet.title })).toBeVisible();
    for (const column of ['Creator', 'Date Sent', 'Sender', 'Contact', 'Replied', 'Rate', 'Notes'])
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Talent' })).toHaveAttribute(
      'href',
      `/campaign/${summary.id}`,
    );
    const indicator = page.getByTestId('save-indicator');
    await expect(indicator).toHaveText(SHEET_MESSAGES.saved);

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

    // No Save click: the autosave stores everything and the indicator comes back to Saved.
    const stored = async () =>
      (await call(page.request, API.campaigns.get, { params: { id: summary.id } })).campaign_data[
        influencerKey
      ];
    await expect.poll(stored).toMatchObject({
      'Date Sent': '11/21/26',
      Sender: sender,
      Replied: 'Y',
      Rate: '$1,800',
      Notes: note,
    });
    await expect(indicator).toHaveText(SHEET_MESSAGES.saved);

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
    await page
      .getByRole('dialog', { name: `Notes for ${name}` })
      .getByRole('button', { name: 'Cancel' })
      .click();

    // The spec's Save button still saves at once and says so.
    await page.getByRole('button', { name: `Edit Contact for ${name}` }).click();
    await page.getByLabel(`Contact for ${name}`).fill('agent@example.com');
    await page.getByLabel(`Contact for ${name}`).press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: SHEET_MESSAGES.saved })).toBeVisible();
    await expect.poll(stored).toMatchObject({ Contact: 'agent@example.com', Sender: sender });
  });

  test("two agents edit the same campaign: the second sees the conflict and the first one's save stays", async ({
    browser,
  }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const agentA = await first.newPage();
      const agentB = await second.newPage();
      await signInViaApi(agentA.request, DEMO_ADMIN);
      await signInViaApi(agentB.request, DEMO_MEMBER);
      const creators = (await rosterPage(agentA.request)).influencers.slice(0, 2);
      const id = await saveSheet(agentA.request, {
        title: `E2E Conflict ${Date.now().toString(36)}`,
        sheet_type: 'campaign',
        influencers: creators.map((creator) => ({ influencer_id: creator.id, note: '' })),
      });
      const [ava, ben] = creators.map((creator) => creator.fullname);

      // Both open the table at the same version.
      await agentA.goto(`/campaign/view/${id}`);
      await agentB.goto(`/campaign/view/${id}`);
      await expect(agentB.getByRole('button', { name: `Edit Rate for ${ben}` })).toBeVisible();

      await agentA.getByRole('button', { name: `Edit Sender for ${ava}` }).click();
      await agentA.getByLabel(`Sender for ${ava}`).fill('Agent A');
      await agentA.getByLabel(`Sender for ${ava}`).press('Enter');
      const stored = async () =>
        (await call(agentA.request, API.campaigns.get, { params: { id } })).campaign_data;
      await expect.poll(stored).toEqual({ [String(creators[0]!.id)]: { Sender: 'Agent A' } });
      await expect(agentA.getByTestId('save-indicator')).toHaveText(SHEET_MESSAGES.saved);

      await agentB.getByRole('button', { name: `Edit Rate for ${ben}` }).click();
      await agentB.getByLabel(`Rate for ${ben}`).fill('$999');
      await agentB.getByLabel(`Rate for ${ben}`).press('Enter');
      await expect(agentB.getByText(CAMPAIGN_MESSAGES.campaignChangedElsewhere)).toBeVisible();
      await expect(agentB.getByTestId('save-indicator')).toHaveText('Not saved');
      await expect(agentB.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
      // Nothing of B's overwrote A's save.
      expect(await stored()).toEqual({ [String(creators[0]!.id)]: { Sender: 'Agent A' } });

      await agentB.getByRole('button', { name: 'Reload Table' }).click();
      await expect(agentB.getByRole('button', { name: `Edit Sender for ${ava}` })).toHaveText('Agent A');
      await expect(agentB.getByText(CAMPAIGN_MESSAGES.campaignChangedElsewhere)).toHaveCount(0);
      await expect(agentB.getByTestId('save-indicator')).toHaveText(SHEET_MESSAGES.saved);
    } finally {
      await first.close();
      await second.close();
    }
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
