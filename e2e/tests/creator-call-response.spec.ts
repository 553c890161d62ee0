import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, SHEET_LIMITS, SHEET_MESSAGES } from '@tpp/contracts';
import { call, createCastingCall, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';

/** A call the team has not answered: a new one through the admin API, else a seeded one. */
async function openCall(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const created = await createCastingCall(request, {
    title: `E2E Call ${Date.now().toString(36)}`,
    description: 'Spring skincare launch: three reels and a story set.',
    brand_name: 'Glowline',
    deliverables: '3 reels, 1 story set',
    compensation: '$1,500 per creator',
  });
  if (created) return created;
  const { casting_calls } = await call(request, API.castingCalls.list);
  const open = casting_calls.find((candidate) => candidate.response_sheet_id === null);
  if (!open) throw new Error('no unanswered demo creator call');
  return { id: open.id, title: open.title };
}

test('creator call response: up to 40 talent, invisible until Submit, then the submitted notice', async ({
  page,
}) => {
  await signInViaApi(page.request, DEMO_ADMIN);
  const call = await openCall(page.request);
  await page.goto(`/creator-call-response/${call.id}`);
  await expect(page.getByRole('heading', { name: call.title, level: 2 })).toBeVisible();
  await expect(page.getByText(SHEET_MESSAGES.castingCallInvisible)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  const available = page.getByRole('region', { name: 'Available Roster' });
  await available.getByLabel('Per page').selectOption('80');
  await expect
    .poll(() => available.locator('tbody tr').count())
    .toBeGreaterThan(SHEET_LIMITS.castingCallMaxTalent);
  await available.getByRole('button', { name: 'Add All to Sheet' }).click();
  // Add All asks first, counting only what the response takes.
  const confirm = page.getByRole('dialog', {
    name: `Add ${SHEET_LIMITS.castingCallMaxTalent} creators to this sheet?`,
  });
  await expect(
    confirm.getByText(/The sheet takes only 40 creators more: the other \d+ (is|are) not added\./),
  ).toBeVisible();
  await confirm.getByRole('button', { name: `Add ${SHEET_LIMITS.castingCallMaxTalent} creators` }).click();
  await expect(page.getByText(SHEET_MESSAGES.castingCallLimit)).toBeVisible();
  await expect(page.getByTestId('sheet-talent')).toHaveCount(SHEET_LIMITS.castingCallMaxTalent);

  // One more, one at a time: refused with the same message.
  const next = available.getByRole('button', { name: /^Add / }).first();
  await next.click();
  await expect(page.getByTestId('sheet-talent')).toHaveCount(SHEET_LIMITS.castingCallMaxTalent);
  await expect(page.getByText(SHEET_MESSAGES.castingCallLimit)).toBeVisible();

  // The response needs no title: autosave creates it under the call's title, then Submit appears.
  await expect(page.getByTestId('save-indicator')).toHaveText(SHEET_MESSAGES.saved);
  await page.getByRole('button', { name: 'Submit' }).click();
  // Submit asks first, naming the count and the brand, and says the brand sees later saves.
  const ask = page.getByRole('dialog', {
    name: new RegExp(`^Submit ${SHEET_LIMITS.castingCallMaxTalent} creators to .+\\?$`),
  });
  await expect(ask.getByText(/every change you save is visible to/)).toBeVisible();
  await ask.getByRole('button', { name: 'Submit response' }).click();
  await expect(page.getByText(SHEET_MESSAGES.responseSubmitted)).toBeVisible();
  await expect(page.getByText(SHEET_MESSAGES.castingCallSubmitted)).toBeVisible();
  await expect(page.getByText(SHEET_MESSAGES.castingCallInvisible)).toHaveCount(0);

  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/creator-call-response/preview/${call.id}$`));
  await expect(page.getByTestId('preview-card')).toHaveCount(SHEET_LIMITS.castingCallMaxTalent);
  await expect(page.getByText(SHEET_MESSAGES.castingCallSubmitted)).toBeVisible();
});
