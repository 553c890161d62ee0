import { expect, type Page } from '@playwright/test';
import { AI_MESSAGES, API, SHEET_MESSAGES, isDescriptionRemoval } from '@tpp/contracts';
import { call, rosterPage } from '../support/api.js';
import { test } from '../support/signedIn.js';
import { escapeRegExp } from '../support/text.js';

/**
 * The AI helpers over the real API and its offline engine: the Tagging Assistant, the
 * sheet editor's Assistant and a note's Suggest, the 20-character rule, and the AI search.
 */
const BRIEF = 'Instagram fitness creators with a mostly female audience for a running shoe launch';
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
const talentNames = (page: Page) => page.getByTestId('sheet-talent').locator('h3');

/** Counts the page's calls to one API path. */
function countCalls(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.method());
  });
  return calls;
}

/** A new sheet from the dialog; the editor opens on it. */
async function newSheet(page: Page, title: string) {
  await page.goto('/talent-sheet-create');
  const dialog = page.getByRole('dialog', { name: SHEET_MESSAGES.newSheetDialogTitle });
  await dialog.getByLabel('Sheet name').fill(title);
  await dialog.getByRole('button', { name: 'Create Sheet' }).click();
  await expect(page).toHaveURL(/\/talent-sheet\/[A-Za-z0-9_-]{16}$/);
}

async function openAssistant(page: Page) {
  const available = page.getByRole('region', { name: 'Available Roster' });
  await available.getByRole('button', { name: 'Assistant' }).click();
  return available.getByRole('region', { name: 'Assistant' });
}

test.describe('AI helpers', () => {
  test('tag a creator with the Tagging Assistant', async ({ page }) => {
    // A demo creator the assistant has a new tag for (asked the way the screen asks).
    const roster = (await rosterPage(page.request, { sort: 'name', order: 'asc', page: 1, limit: 25 }))
      .influencers;
    let chosen: { id: number; fullname: string; tags: string[]; fresh: string[] } | null = null;
    for (const influencer of roster) {
      const profile = await call(page.request, API.talent.profile, { params: { id: influencer.id } });
      const custom = profile.custom_description?.trim() ?? '';
      const description = [profile.description.trim(), custom && !isDescriptionRemoval(custom) ? custom : '']
        .filter(Boolean)
        .join('\n\n');
      const answer = await call(page.request, API.ai.tagHelper, {
        body: { description, influencer_id: influencer.id },
      });
      const fresh = answer.suggestions.filter((one) => !one.applied).map((one) => one.tag);
      if (fresh.length > 0) {
        chosen = { id: influencer.id, fullname: profile.fullname, tags: profile.tags, fresh };
        break;
      }
    }
    expect(chosen, 'a demo creator with a tag suggestion').not.toBeNull();
    const creator = chosen!;

    await page.goto('/influencers');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Tagging Assistant' }).click();
    await expect(page).toHaveURL(/\/tagging-assistant$/);
    await expect(page.getByText('No creator chosen yet.')).toBeVisible();

    await page.getByLabel('Find a creator on your roster').fill(creator.fullname);
    // A choice is named by what it shows: the name, then the handle and followers.
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(creator.fullname)} `) }).click();
    await expect(page).toHaveURL(new RegExp(`\\?influencer=${creator.id}$`));
    await expect(page.getByRole('heading', { name: `Suggested tags for ${creator.fullname}` })).toBeVisible();
    const suggested = page.getByRole('group', { name: 'Suggested tags' });
    for (const tag of creator.fresh) {
      await expect(suggested.getByRole('checkbox', { name: tag, exact: true })).toBeChecked();
    }
    await page.getByRole('button', { name: 'Apply Tags' }).click();
    await expect(page.getByText(`to ${creator.fullname}: ${creator.fresh.join(', ')}.`)).toBeVisible();
    const expected = [...creator.tags, ...creator.fresh].sort();
    const shown = page.getByRole('list', { name: `Tags of ${creator.fullname}` }).getByRole('listitem');
    await expect(shown).toHaveCount(expected.length);
    expect((await shown.allTextContents()).sort()).toEqual(expected);

    // Saved: the API and the page after a reload say the same.
    const after = await call(page.request, API.talent.profile, { params: { id: creator.id } });
    expect([...after.tags].sort()).toEqual(expected);
    await page.reload();
    await expect(shown).toHaveCount(expected.length);
    expect((await shown.allTextContents()).sort()).toEqual(expected);
    await expect(page.getByRole('group', { name: 'Suggested tags' }).getByText(/Already tagged/)).toHaveCount(
      await page.getByRole('group', { name: 'Suggested tags' }).getByRole('checkbox').count(),
    );

    // The demo data stays as other specs expect it.
    await call(page.request, API.talent.tags, { body: { influencer_id: creator.id, tags: creator.tags } });
  });

  test('build a sheet from a brief with the Assistant, then Suggest a note and edit it', async ({ page }) => {
    const title = unique('E2E Assistant');
    await newSheet(page, title);
    const assistant = await openAssistant(page);
    await assistant.getByLabel('Campaign description').fill(BRIEF);
    await assistant.getByRole('button', { name: 'Find Matches' }).click();

    const suggestions = assistant.getByRole('list', { name: 'Suggested creators' }).getByRole('listitem');
    await expect(suggestions.first()).toBeVisible();
    await expect(assistant.getByText(/^Read from your brief:/)).toBeVisible();
    await expect(assistant.getByText('Instagram', { exact: false }).first()).toBeVisible();
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(1);
    const names: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const item = suggestions.nth(index);
      names.push((await item.locator('strong').textContent())!.trim());
      // Every suggestion explains itself.
      expect((await item.locator('.tpp-sheet-assistant__why').textContent())!.trim().length).toBeGreaterThan(
        10,
      );
    }

    await assistant.getByRole('button', { name: `Add ${names[0]}`, exact: true }).click();
    await expect(assistant.getByRole('button', { name: `${names[0]} added` })).toBeDisabled();
    await expect(talentNames(page)).toHaveText([names[0]!]);
    await assistant.getByRole('button', { name: 'Add All' }).click();
    const more = names.length - 1;
    await page
      .getByRole('dialog', { name: `Add ${more} ${more === 1 ? 'creator' : 'creators'} to this sheet?` })
      .getByRole('button', { name: `Add ${more} ${more === 1 ? 'creator' : 'creators'}` })
      .click();
    await expect(talentNames(page)).toHaveText(names);
    await expect(assistant.getByRole('button', { name: 'Add All' })).toBeDisabled();

    // Autosave stores them; Save Sheet is disabled once the sheet is saved.
    await expect(page.getByTestId('save-indicator')).toHaveText(SHEET_MESSAGES.saved);
    await expect(page.getByRole('button', { name: 'Save Sheet' }).first()).toBeDisabled();
    await page.reload();
    await expect(talentNames(page)).toHaveText(names);

    // Suggest a note: after the reload no brief is kept, so it asks for one.
    const name = names[1]!;
    await page.getByRole('button', { name: `Suggest ${name}'s note` }).click();
    await page.getByLabel('Campaign brief for the note').fill(BRIEF);
    await page.getByRole('button', { name: 'Suggest Note' }).click();
    const note = page.getByLabel(`Note for ${name}`);
    await expect(note).not.toHaveValue('');
    const draft = await note.inputValue();
    expect(draft).toContain(name.split(' ')[0]!);
    await note.fill(`${draft} Edited for the launch.`);
    await expect(page.getByTestId('save-indicator')).toHaveText(SHEET_MESSAGES.saved);
    await page.reload();
    await expect(page.getByLabel(`Note for ${name}`)).toHaveValue(`${draft} Edited for the launch.`);

    // A note with text: Suggest asks before replacing it (the brief is kept now).
    await page.getByRole('button', { name: `Suggest ${name}'s note` }).click();
    await page.getByLabel('Campaign brief for the note').fill(BRIEF);
    await page.getByRole('button', { name: 'Suggest Note' }).click();
    await expect(page.getByText('Replace the current note?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByLabel(`Note for ${name}`)).toHaveValue(`${draft} Edited for the launch.`);
  });

  test('a description under 20 characters is refused without a call', async ({ page }) => {
    const calls = countCalls(page, API.ai.sheetHelper.path);
    await newSheet(page, unique('E2E Short brief'));
    const assistant = await openAssistant(page);
    await assistant.getByLabel('Campaign description').fill('Fitness creators');
    await assistant.getByRole('button', { name: 'Find Matches' }).click();
    await expect(assistant.getByRole('alert')).toHaveText(AI_MESSAGES.descriptionTooShort);
    await expect(assistant.getByLabel('Campaign description')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    const searchCalls = countCalls(page, API.ai.advancedFiltersAi.path);
    await page.goto('/search');
    await page.getByLabel('Campaign description').fill('fitness moms');
    await page.getByRole('button', { name: 'AI Search' }).click();
    await expect(page.getByRole('alert')).toHaveText(AI_MESSAGES.descriptionTooShort);
    expect(searchCalls).toEqual([]);
  });

  test('AI search in the advanced search answers rows with explanations', async ({ page }) => {
    await page.goto('/search');
    const rows = page.locator('.tpp-directory-table tbody tr[data-index]');
    await expect(rows.first()).toBeVisible();
    await page.getByLabel('Followers from').selectOption({ label: '10K' });
    await expect(page).toHaveURL(/followers_min=10000/);

    const asked = page.waitForRequest((request) => request.url().endsWith(API.ai.advancedFiltersAi.path));
    await page.getByLabel('Campaign description').fill(BRIEF);
    await page.getByRole('button', { name: 'AI Search' }).click();
    const body = (await asked).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      followers_min: 10000,
      limit: 200,
      talent_sheet: true,
      description: BRIEF,
    });
    expect(body).not.toHaveProperty('page');
    expect(body).not.toHaveProperty('sort');

    await expect(page.getByText(/AI match(es)?, best fit first$/)).toBeVisible();
    await expect(rows.first().getByText('Why:')).toBeVisible();
    expect((await rows.first().locator('.tpp-directory-table__why').textContent())!.length).toBeGreaterThan(
      15,
    );
    await expect(page.getByText(/^Read from your brief:/)).toBeVisible();

    await page.getByRole('button', { name: 'Clear AI Search' }).click();
    await expect(page.getByText(/results?$/).first()).toBeVisible();
    await expect(page.locator('.tpp-directory-table__why')).toHaveCount(0);
  });
});
