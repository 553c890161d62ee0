import { expect } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, createCastingCall } from '../support/api.js';
import { test } from '../support/signedIn.js';

/**
 * The AI helpers claim only what the creator's data shows: each result says "Meets the brief"
 * or "Partial: misses ...", full matches first; the Creator Call Assistant starts with the call's
 * own brief.
 */
const AUSTIN = 'Austin-based fitness creators on TikTok with a mostly female Gen Z audience';

test.describe('AI helpers: honest claims', () => {
  // Each test asks the AI helpers twice on a machine that may be busy: a generous budget, no timing asserted.
  test.setTimeout(240_000);
  test('the AI search labels each result Meets the brief or Partial with what it misses, full matches first', async ({
    page,
  }) => {
    await page.goto('/search');
    const rows = page.locator('.tpp-directory-table tbody tr[data-index]');
    await expect(rows.first()).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Platform').selectOption('tiktok');
    await page.getByLabel('Campaign description').fill(AUSTIN);
    await page.getByRole('button', { name: 'AI Search', exact: true }).click();
    await expect(page.getByText(/AI match(es)?, best fit first$/)).toBeVisible({ timeout: 60_000 });
    await expect(rows.first().locator('[data-fit]')).toBeVisible();

    // No creator of the demo data is based in Austin, tagged Fitness and on TikTok with that
    // audience: every row is partial and says what it misses; none claims to meet the brief.
    const fits = await rows
      .locator('[data-fit]')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ status: node.getAttribute('data-fit'), text: node.textContent ?? '' })),
      );
    expect(fits.length).toBeGreaterThan(3);
    for (const fit of fits) {
      expect(fit.status).toBe('partial');
      expect(fit.text).toMatch(/^Partial: misses /);
    }
    expect(fits.some((fit) => /No Fitness tag/.test(fit.text))).toBe(true);
    await expect(page.locator('.tpp-directory-table__why', { hasText: /meets your brief/i })).toHaveCount(0);

    // Without the place, full matches exist: they come first, then the partial ones.
    await page
      .getByLabel('Campaign description')
      .fill('Fitness creators on TikTok with a mostly female Gen Z audience');
    await page.getByRole('button', { name: 'AI Search', exact: true }).click();
    await expect(rows.first().locator('[data-fit="meets"]')).toHaveText('Meets the brief', {
      timeout: 60_000,
    });
    const order = await rows
      .locator('[data-fit]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-fit')));
    const firstPartial = order.indexOf('partial');
    if (firstPartial >= 0) expect(order.slice(firstPartial)).not.toContain('meets');
  });

  test("the Creator Call Assistant opens with the call's brief and labels its suggestions", async ({
    page,
  }) => {
    const description =
      'Fitness creators on TikTok with a mostly female Gen Z audience for a protein drink launch.';
    const created = await createCastingCall(page.request, {
      title: `E2E Honest call ${Date.now().toString(36)}`,
      description,
      brand_name: 'Glowline',
      deliverables: '2 TikToks',
      compensation: '$900 per creator',
    });
    const { casting_calls } = await call(page.request, API.castingCalls.list);
    const chosen = created
      ? casting_calls.find((one) => one.id === created.id)!
      : casting_calls.find((one) => one.description.trim().length >= 20)!;
    expect(chosen, 'a creator call with a description').toBeTruthy();

    await page.goto(`/creator-call-response/${chosen.id}`);
    await expect(page.getByRole('heading', { name: chosen.title, level: 2 })).toBeVisible();
    const available = page.getByRole('region', { name: 'Available Roster' });
    await available.getByRole('button', { name: 'Assistant' }).click();
    const assistant = available.getByRole('region', { name: 'Assistant' });
    const brief = assistant.getByLabel('Campaign description');
    await expect(brief).toHaveValue(new RegExp(`^${escape(chosen.title)}\\n`));
    expect(await brief.inputValue()).toContain(chosen.description.trim());

    await assistant.getByRole('button', { name: 'Find Matches' }).click();
    const suggestions = assistant.getByRole('list', { name: 'Suggested creators' }).getByRole('listitem');
    // The machine may be busy: the answer is waited for, not timed.
    await expect(suggestions.first()).toBeVisible({ timeout: 60_000 });
    await expect(suggestions.first().locator('[data-fit]')).toHaveText(
      /^(Meets the brief|Meets what was checked|Partial: misses .+)/,
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
