import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, type RosterCard } from '@tpp/contracts';
import { call } from '../support/api.js';

/** The demo agency: the demo seed gives it a roster of 150 creators. */
const NORTHSTAR = 1;
const PATH = `/public/talent-roster/${NORTHSTAR}`;

async function rosterCards(request: APIRequestContext): Promise<RosterCard[]> {
  const data = await call(request, API.publicTalent.roster, { params: { teamId: NORTHSTAR } });
  expect(data.influencers.length).toBeGreaterThanOrEqual(150);
  return data.influencers;
}

const creators = (page: Page) => page.getByRole('list', { name: 'Creators' }).locator(':scope > li');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /creators?$/ });

/** Opens the roster at this window size once every creator is counted; returns the roster's cards. */
async function openRoster(page: Page, viewport: { width: number; height: number }): Promise<RosterCard[]> {
  const cards = await rosterCards(page.request);
  await page.setViewportSize(viewport);
  await page.goto(PATH);
  await expect(count(page)).toHaveText(`${cards.length} creators`);
  return cards;
}

/** Scrolls to the very end of the page until `done` holds (rows are measured while they come in). */
async function scrollToEndUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return done();
    })
    .toBe(true);
}

test.describe('the public roster of 150 creators: a brand browses, searches and filters it', () => {
  test('only the cards near the window are in the page, and scrolling reaches the last creator', async ({
    page,
  }) => {
    const cards = await openRoster(page, { width: 1280, height: 900 });
    await expect(creators(page).first()).toContainText(cards[0]!.fullname);
    // Four cards a row at this width.
    const firstRowTops = await creators(page).evaluateAll((items) =>
      items.slice(0, 5).map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(firstRowTops.slice(0, 4)).size).toBe(1);
    expect(firstRowTops[4]).toBeGreaterThan(firstRowTops[0]!);

    expect(await creators(page).count()).toBeLessThanOrEqual(40);

    const last = cards[cards.length - 1]!;
    await scrollToEndUntil(page, () =>
      creators(page).last().getByText(last.fullname, { exact: true }).isVisible(),
    );
    expect(await creators(page).count()).toBeLessThanOrEqual(40);
    // The page is as tall as the whole roster although few cards are drawn.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan((cards.length / 4) * 300);
    await expect(creators(page).filter({ hasText: cards[0]!.fullname })).toHaveCount(0);

    // The last card opens its creator, and Back returns to the roster.
    await creators(page).last().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`influencer_id=${last.id}`));
    await expect(page.getByRole('heading', { name: last.fullname, level: 1 })).toBeVisible();
    await page.goBack();
    await expect(count(page)).toHaveText(`${cards.length} creators`);
  });

  test('search by name, a platform filter and sorting narrow and order the list; no match says so and clears', async ({
    page,
  }) => {
    const cards = await openRoster(page, { width: 1280, height: 900 });

    // A name that only one creator has, typed in lower case.
    const named = cards.find(
      (card) =>
        cards.filter((other) => other.fullname.toLowerCase().includes(card.fullname.toLowerCase())).length ===
        1,
    )!;
    await page.getByLabel('Search by name', { exact: true }).fill(named.fullname.toLowerCase());
    await expect(count(page)).toHaveText('1 creator');
    await expect(creators(page)).toHaveCount(1);
    await expect(creators(page).first()).toContainText(named.fullname);

    // Platform: only creators with a YouTube account, then in name order.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count(page)).toHaveText(`${cards.length} creators`);
    const onYouTube = cards.filter((card) => card.socials.some((social) => social.platform === 'youtube'));
    expect(onYouTube.length).toBeGreaterThan(0);
    expect(onYouTube.length).toBeLessThan(cards.length);
    await page.getByLabel('Platform', { exact: true }).selectOption({ label: 'YouTube' });
    await expect(count(page)).toHaveText(`${onYouTube.length} creators`);
    await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Name (A–Z)' });
    const byName = [...onYouTube].sort((a, b) =>
      a.fullname.localeCompare(b.fullname, 'en', { sensitivity: 'base', numeric: true }),
    );
    await expect(creators(page).first()).toContainText(byName[0]!.fullname);

    // Followers: the biggest total reach first, across every platform.
    await page.getByLabel('Platform', { exact: true }).selectOption({ label: 'All platforms' });
    await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Followers' });
    const biggest = [...cards].sort((a, b) => b.total_reach - a.total_reach)[0]!;
    await expect(creators(page).first()).toContainText(biggest.fullname);

    // Nothing matches: the page says so and offers to clear the filters (the order stays).
    await page.getByLabel('Search by name', { exact: true }).fill('no creator is called this');
    await expect(count(page)).toHaveText('0 creators');
    await expect(page.getByRole('heading', { name: 'No creators match these filters.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Creators' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count(page)).toHaveText(`${cards.length} creators`);
    await expect(page.getByLabel('Search by name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('followers');
    await expect(creators(page).first()).toContainText(biggest.fullname);
  });

  test('on a phone: two cards a row, no sideways scrolling, the filters work and the end is reachable', async ({
    page,
  }) => {
    const cards = await openRoster(page, { width: 390, height: 844 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    for (const label of ['Search by name', 'Platform', 'Sort by']) {
      await expect(page.getByLabel(label, { exact: true })).toBeInViewport();
    }
    const tops = await creators(page).evaluateAll((items) =>
      items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[0]!);
    expect(await creators(page).count()).toBeLessThanOrEqual(30);

    const last = cards[cards.length - 1]!;
    await scrollToEndUntil(page, () =>
      creators(page).last().getByText(last.fullname, { exact: true }).isVisible(),
    );
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByLabel('Search by name', { exact: true }).fill(last.fullname);
    await expect(creators(page).first()).toContainText(last.fullname);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
