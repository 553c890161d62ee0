import { expect, test } from '@playwright/test';
import { API, type UserStatus } from '@tpp/contracts';
import { call, rosterPage, signInViaApi } from '../support/api.js';
import { DEMO_MEMBER } from '../support/config.js';

test.describe('favorites', () => {
  test('lists brand likes from the demo sheets and my own favorite; the heart removes mine', async ({
    page,
  }) => {
    await signInViaApi(page.request, DEMO_MEMBER);
    const status = (await call(page.request, API.session.status)) as UserStatus;
    const creator = (await rosterPage(page.request, { limit: 50 })).influencers[41]!;
    await call(page.request, API.likes.add, {
      body: { influencer_id: creator.id, team_id: status.selectedTeamId! },
    });

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
    // The demo brand liked creators on a shared sheet: those rows link to the sheet.
    await expect(
      page.getByRole('link', { name: 'Glow Skincare — Holiday 2026 shortlist' }).first(),
    ).toBeVisible();
    const mine = page.getByRole('row', { name: new RegExp(creator.fullname) });
    await expect(mine.getByText('Team favorite')).toBeVisible();
    const heart = mine.getByRole('button', { name: `My favorite: ${creator.fullname}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Glow Skincare — Holiday 2026 shortlist' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(creator.fullname) })).toHaveCount(0);
  });
});
