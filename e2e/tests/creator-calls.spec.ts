import { expect, type Page } from '@playwright/test';
import { API, SHEET_MESSAGES } from '@tpp/contracts';
import { call } from '../support/api.js';
import { test } from '../support/signedIn.js';

async function calls(page: Page) {
  return (await call(page.request, API.castingCalls.list)).casting_calls;
}

const callHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

test.describe('Creator Calls list', () => {
  test('lists the calls with their response links; hide with the 3 s notice, kept after reload, restore', async ({
    page,
  }) => {
    const list = await calls(page);
    expect(list.length).toBeGreaterThan(1);
    await page.goto('/creator-calls');
    for (const call of list) await expect(callHeading(page, call.title)).toBeVisible();

    for (const call of list) {
      const card = page.getByRole('article', { name: call.title });
      if (call.response_status === 'submitted')
        await expect(card.getByRole('link', { name: /sent a response/ })).toHaveAttribute(
          'href',
          `/creator-call-response/preview/${call.id}`,
        );
      else if (call.closed) await expect(card.getByText('No longer taking responses')).toBeVisible();
      else if (call.response_sheet_id)
        await expect(card.getByRole('link', { name: 'Continue Draft Response' })).toHaveAttribute(
          'href',
          `/creator-call-response/${call.id}`,
        );
      else
        await expect(card.getByRole('link', { name: 'Respond' })).toHaveAttribute(
          'href',
          `/creator-call-response/${call.id}`,
        );
    }

    const [first] = list;
    await page.getByRole('button', { name: `Hide ${first!.title}` }).click();
    const notice = page.getByText(SHEET_MESSAGES.callHidden);
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 6_000 });
    await expect(callHeading(page, first!.title)).toHaveCount(0);

    await page.reload();
    await expect(callHeading(page, list[1]!.title)).toBeVisible();
    await expect(callHeading(page, first!.title)).toHaveCount(0);

    await page.getByRole('button', { name: 'Show hidden calls (1)' }).click();
    await page.getByRole('button', { name: `Restore ${first!.title}` }).click();
    await expect(page.getByRole('button', { name: `Hide ${first!.title}` })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('tpp.hiddenCreatorCalls'))).toBeNull();
  });

  test('hiding every call leaves No Creator Calls, and Restore all brings them back', async ({ page }) => {
    const list = await calls(page);
    await page.goto('/creator-calls');
    for (const call of list) await page.getByRole('button', { name: `Hide ${call.title}` }).click();
    await expect(page.getByText(SHEET_MESSAGES.noCreatorCalls)).toBeVisible({ timeout: 6_000 });
    await expect(page.getByText(SHEET_MESSAGES.callHidden)).toHaveCount(0);

    await page.getByRole('button', { name: `Show hidden calls (${list.length})` }).click();
    await page.getByRole('button', { name: 'Restore all' }).click();
    for (const call of list) await expect(callHeading(page, call.title)).toBeVisible();
    await expect(page.getByText(SHEET_MESSAGES.noCreatorCalls)).toHaveCount(0);
  });
});
