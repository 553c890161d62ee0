import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, TALENT_MESSAGES, type RosterQuery } from '@tpp/contracts';
import { call, rosterPage as teamRoster, send, signInViaApi } from '../support/api.js';
import { createTeam, createUser } from '../support/database.js';
import { test } from '../support/signedIn.js';

const rosterPage = (request: APIRequestContext, query: RosterQuery = {}) =>
  teamRoster(request, { limit: 50, ...query });
const profile = (request: APIRequestContext, id: number) =>
  call(request, API.talent.profile, { params: { id } });

async function someCreator(request: APIRequestContext, index: number) {
  const { influencers } = await rosterPage(request);
  return influencers[index]!;
}

const rows = (page: Page) => page.locator('table tbody tr');

test.describe('workspace: roster, tags and profile editing', () => {
  test('roster: 25 per page, name filter from 3 characters, 50 per page, side panel toggles', async ({
    page,
  }) => {
    const { total_influencers } = await rosterPage(page.request);
    expect(total_influencers).toBeGreaterThan(50);
    await page.goto('/influencers');
    await expect(page.getByRole('heading', { name: 'Talent Roster', level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(25);

    const name = (await rows(page).first().locator('.tpp-talent-cell__name').textContent())!.trim();
    const filter = page.getByLabel('Name', { exact: true });
    await filter.fill(name.slice(0, 2));
    await expect(page.getByText('Type at least 3 characters to filter.')).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    await filter.fill(name);
    await expect(rows(page).first()).toContainText(name);
    await expect.poll(() => rows(page).count()).toBeLessThan(25);
    await filter.fill('');
    await expect(rows(page)).toHaveCount(25);

    await page.getByLabel('Per page').selectOption('50');
    await expect(rows(page)).toHaveCount(50);

    const chooser = rows(page).first().getByRole('button');
    await chooser.click();
    const panel = page.getByRole('complementary', { name: `${name} summary` });
    await expect(panel).toBeVisible();
    await chooser.click();
    await expect(panel).toHaveCount(0);
  });

  test('roster: empty for a new agency, and an error state with Try again when the API fails', async ({
    page,
    browser,
  }) => {
    const teamId = await createTeam('New Agency E2E');
    const newcomer = await browser.newPage();
    await signInViaApi(newcomer.request, await createUser({ teamId }));
    await newcomer.goto('/influencers');
    await expect(newcomer.getByText('No creators on your roster yet.')).toBeVisible();
    await newcomer.close();

    await page.route('**/api/user/influencers?**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/influencers');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute('**/api/user/influencers?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page)).toHaveCount(25);
  });

  test('profile: custom description and tagline, shown on the profile; the tagline limit', async ({
    page,
  }) => {
    const creator = await someCreator(page.request, 2);
    await page.goto(`/influencers/profile/${creator.id}`);
    await expect(page.getByRole('heading', { name: creator.fullname, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Customize Description' }).click();
    await expect(page).toHaveURL(new RegExp(`/talent/edit-description/${creator.id}$`));

    await page
      .getByRole('textbox', { name: 'Custom description' })
      .fill('Our **top pick** for travel campaigns.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Custom description saved.')).toBeVisible();

    await page.getByLabel('Tagline').fill('x'.repeat(30));
    await page.getByRole('button', { name: 'Save Tagline' }).click();
    await expect(page.getByText('Tagline must be less than 30 characters')).toBeVisible();
    await page.getByLabel('Tagline').fill('Travel storyteller');
    await page.getByRole('button', { name: 'Save Tagline' }).click();
    await expect(page.getByText('Tagline saved.')).toBeVisible();

    await page.goto(`/influencers/profile/${creator.id}`);
    await expect(page.locator('strong', { hasText: 'top pick' }).first()).toBeVisible();
    await expect(page.getByText('Travel storyteller').first()).toBeVisible();
  });

  test('profile: displayed tags are limited to 4 with the spec alert; an unknown id says not found', async ({
    page,
  }) => {
    const { influencers } = await rosterPage(page.request);
    const creator = influencers.find((candidate) => candidate.tags.length >= 5)!;
    await page.goto(`/influencers/profile/${creator.id}`);
    await page.getByRole('button', { name: 'Edit Tags' }).click();
    const choices = page.getByRole('group', { name: 'Tags to display' }).getByRole('button');
    for (let index = 0; index < 5; index += 1) {
      const choice = choices.nth(index);
      if ((await choice.getAttribute('aria-pressed')) !== 'true') await choice.click();
    }
    await expect(
      page.getByText('You can display up to 4 tags (click existing tags to remove)'),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Tags to display' }).locator('[aria-pressed="true"]'),
    ).toHaveCount(4);

    await page.goto('/influencers/profile/99999999');
    await expect(page.getByText(TALENT_MESSAGES.influencerNotFoundTitle)).toBeVisible();
    await expect(page.getByText(TALENT_MESSAGES.influencerNotFoundBody)).toBeVisible();
  });

  test('rate card: every field required per row; saved; an emptied card is removed', async ({ page }) => {
    const creator = await someCreator(page.request, 3);
    await page.goto(`/talent/edit-rate-card/${creator.id}`);
    const form = page.getByRole('form', { name: 'Rate card' });
    await expect(form).toBeVisible();
    const removes = form.getByRole('button', { name: /^Remove row/ });
    while ((await removes.count()) > 0) await removes.first().click();
    await form.getByRole('button', { name: 'Add Row' }).click();
    await form.getByLabel('Platform').selectOption('instagram');
    await form.getByLabel('Description').fill('One reel and three stories');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Row 1 is incomplete/)).toBeVisible();
    await form.getByLabel('Rate', { exact: true }).fill('$2,500');
    await form.getByRole('button', { name: 'Save' }).click();

    const rateCard = async () => (await profile(page.request, creator.id)).rate_card;
    await expect
      .poll(rateCard)
      .toEqual([{ platform: 'instagram', description: 'One reel and three stories', rate: '$2,500' }]);

    // A card with no filled row is a removal.
    while ((await removes.count()) > 0) await removes.first().click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(rateCard).toBeNull();
  });

  test('edit posts: hiding a post removes it from the profile; reset asks first', async ({ page }) => {
    const creator = await someCreator(page.request, 4);
    await page.goto(`/talent/${creator.id}/edit-posts`);
    await expect(page.getByRole('heading', { name: 'Edit Posts', level: 1 })).toBeVisible();
    const hide = page.getByRole('button', { name: 'Hide' }).first();
    await hide.click();
    await expect(page.getByRole('button', { name: 'Show' }).first()).toBeVisible();
    await expect
      .poll(async () => (await profile(page.request, creator.id)).team_settings.excluded_post_ids.length)
      .toBe(1);

    await page.getByRole('button', { name: 'Reset all hidden posts' }).click();
    await expect(page.getByText('Applies to all platforms. Reset?')).toBeVisible();
  });

  test('tags page: used tags and the talent carrying one', async ({ page }) => {
    await page.goto('/influencers/tags');
    await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
    const used = page.getByRole('group', { name: 'Used tags' }).getByRole('button');
    await expect(used.first()).toBeVisible();
    await used.first().click();
    await expect(
      page
        .getByRole('link')
        .filter({ hasText: /\w+ \w+/ })
        .first(),
    ).toBeVisible();
  });

  test('error states: tags load failure with retry; a creator of another agency is not found on any screen', async ({
    page,
  }) => {
    await page.route('**/api/user/team/tags', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/influencers/tags');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute('**/api/user/team/tags');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('group', { name: 'Used tags' })).toBeVisible();

    // A creator only on another agency's roster (Harbor Lane) answers exactly like a missing one.
    const ids = async (teamId: number) =>
      (await call(page.request, API.publicTalent.roster, { params: { teamId } })).influencers.map(
        (creator) => creator.id,
      );
    const northstar = new Set(await ids(1));
    const foreign = (await ids(2)).find((id) => !northstar.has(id))!;
    expect((await send(page.request, API.talent.profile, { params: { id: foreign } })).status()).toBe(404);
    await page.goto(`/talent/${foreign}/edit-posts`);
    await expect(
      page.getByText('Error loading profile. Possibly you do not have access to this account...'),
    ).toBeVisible();
    for (const route of [`/talent/edit-description/${foreign}`, `/talent/edit-rate-card/${foreign}`]) {
      await page.goto(route);
      await expect(page.getByText(TALENT_MESSAGES.influencerNotFoundBody)).toBeVisible();
    }
  });
});
