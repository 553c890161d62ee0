import { expect, test } from '@playwright/test';
import { rosterPage, saveCollection, saveSheet, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';

test('a public collection shows its sheets in order, 4 at a time; view-all has a table of contents', async ({
  page,
  browser,
}) => {
  await signInViaApi(page.request, DEMO_ADMIN);
  const roster = await rosterPage(page.request);
  const stamp = Date.now();
  const sheetIds: string[] = [];
  const publicTitles: Record<string, string> = {};
  for (let index = 0; index < 5; index += 1) {
    const creators = roster.influencers.slice(index * 3, index * 3 + 3);
    const id = await saveSheet(page.request, {
      title: `Collection sheet ${index + 1} ${stamp}`,
      description: `Look ${index + 1}`,
      influencers: creators.map((creator) => ({
        influencer_id: creator.id,
        note: `Why ${creator.fullname}`,
      })),
    });
    sheetIds.push(id);
    publicTitles[id] = `Look ${index + 1}`;
  }
  const created = await saveCollection(page.request, { title: `Autumn edit ${stamp}`, salesheet_ids: [] });
  await saveCollection(page.request, {
    collection_id: created.collection_id,
    title: `Autumn edit ${stamp}`,
    salesheet_ids: sheetIds,
    public_titles: publicTitles,
    version: created.version,
  });

  const brandContext = await browser.newContext();
  const brand = await brandContext.newPage();
  await brand.goto(`/public/collection/${created.collection_id}`);
  await expect(brand).toHaveTitle(`Autumn edit ${stamp} · Talent Pitch Pro`);
  await expect(brand.getByRole('heading', { name: `Autumn edit ${stamp}` })).toBeVisible();
  const sections = brand.getByRole('region');
  await expect(sections).toHaveCount(4);
  await expect(sections.nth(0).getByRole('heading', { level: 2 })).toHaveText('Look 1');
  await expect(sections.nth(3).getByRole('heading', { level: 2 })).toHaveText('Look 4');
  await expect(sections.nth(0).getByRole('listitem')).toHaveCount(3);
  // The button sits below four sheets of portraits and text: once their images and fonts have
  // loaded, nothing above it moves between the press and the release of the click (a clean run
  // once pressed it, focused, and released it elsewhere).
  await brand.waitForLoadState('networkidle');
  await brand.evaluate(() => document.fonts.ready.then(() => undefined));
  await brand.getByRole('button', { name: 'Load more sheets' }).click();
  await expect(sections).toHaveCount(5);
  await expect(brand.getByRole('button', { name: 'Load more sheets' })).toBeHidden();

  // A creator opens inside its sheet.
  const first = roster.influencers[0]!;
  await sections
    .nth(0)
    .getByRole('link', { name: new RegExp(first.fullname) })
    .first()
    .click();
  await expect(brand).toHaveURL(
    new RegExp(`/public/talent-sheet/roster-view/${sheetIds[0]}\\?influencer_id=${first.id}`),
  );
  await expect(brand.getByRole('heading', { level: 1, name: first.fullname })).toBeVisible();

  // View all: every sheet and a table of contents that follows the reader.
  await brand.goto(`/public/collection/view-all/${created.collection_id}`);
  await expect(sections).toHaveCount(5);
  const toc = brand.getByRole('navigation', { name: 'Sheets in this collection' });
  await expect(toc.getByRole('link')).toHaveCount(5);
  await expect(toc.getByRole('link').first()).toHaveAttribute('aria-current', 'true');
  await toc.getByRole('link', { name: /Look 4/ }).click();
  await expect(toc.getByRole('link', { name: /Look 4/ })).toHaveAttribute('aria-current', 'true');
  await expect(sections.nth(3)).toBeInViewport();
  await brand.getByRole('button', { name: 'Contact' }).click();
  await expect(brand.getByRole('dialog', { name: /Contact/ })).toBeVisible();

  await brand.goto('/public/collection/NoSuchCollection');
  await expect(brand.getByRole('heading', { name: 'Collection not found' })).toBeVisible();
  await brandContext.close();
});
