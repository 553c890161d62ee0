import { expect, test } from '@playwright/test';
import { API, TALENT_MESSAGES } from '@tpp/contracts';
import { call, rosterPage, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';

test('custom description editor: starts from the saved text, previews markdown, keeps it after saving and reload; the two buttons replace the dash', async ({
  page,
}) => {
  await signInViaApi(page.request, DEMO_ADMIN);
  const creator = (await rosterPage(page.request)).influencers[7]!;
  const profile = () => call(page.request, API.talent.profile, { params: { id: creator.id } });
  const before = (await profile()).custom_description;
  const save = (description: string) =>
    call(page.request, API.talent.customDescription, { body: { influencer_id: creator.id, description } });
  await save('Our **first** pick');

  try {
    await page.goto(`/talent/edit-description/${creator.id}`);
    const field = page.getByRole('textbox', { name: 'Custom description', exact: true });
    const preview = page.getByRole('region', { name: 'Preview' });
    // The field starts from the saved text, and the preview renders its markdown.
    await expect(field).toHaveValue('Our **first** pick');
    await expect(preview.locator('strong')).toHaveText('first');
    await expect(page.getByText("Enter a single '-'")).toHaveCount(0);

    // Typing updates the preview with the profile's own renderer (links open in a new tab).
    await field.fill('Our **top** pick for *travel*: [reel](https://example.com/reel)');
    await expect(preview.locator('strong')).toHaveText('top');
    await expect(preview.locator('em')).toHaveText('travel');
    await expect(preview.getByRole('link', { name: 'reel' })).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Custom description saved.')).toBeVisible();
    await expect(field).toHaveValue('Our **top** pick for *travel*: [reel](https://example.com/reel)');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    await page.reload();
    await expect(field).toHaveValue('Our **top** pick for *travel*: [reel](https://example.com/reel)');
    await expect(preview.locator('em')).toHaveText('travel');

    // Show no description: the default is hidden too (stored as before), and says so.
    await page.getByRole('button', { name: 'Show no description' }).click();
    await expect(page.getByText('The profile now shows no description.')).toBeVisible();
    expect((await profile()).custom_description).toBe('-');
    await page.reload();
    await expect(field).toHaveValue('');
    await expect(page.getByText('the profile shows no description', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show no description' })).toHaveCount(0);

    // Use the default description asks the spec's question, then deletes the custom one.
    await page.getByRole('button', { name: 'Use the default description' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use the default description' });
    await expect(dialog).toContainText(TALENT_MESSAGES.deleteCustomDescription);
    await dialog.getByRole('button', { name: 'Use the default description' }).click();
    await expect(
      page.getByText('Custom description removed: the default description is shown.'),
    ).toBeVisible();
    expect((await profile()).custom_description).toBeNull();
    await expect(page.getByRole('button', { name: 'Use the default description' })).toHaveCount(0);
  } finally {
    await save(before ?? '');
  }
});
