import { expect, test, type Page } from '@playwright/test';
import { API, type RosterCard } from '@tpp/contracts';
import { call } from '../support/api.js';

/** The demo agency: the demo seed gives it 150 creators, most with displayed tags. */
const NORTHSTAR = 1;
const PATH = `/public/talent-roster/${NORTHSTAR}`;

const key = (tag: string) => tag.trim().toLowerCase();
const hasTags = (card: RosterCard, tags: readonly string[]) =>
  tags.every((tag) => card.display_tags.some((own) => key(own) === key(tag)));

/** The tag most of these cards show, leaving out `taken`, with its spelling. */
function commonestTag(cards: readonly RosterCard[], taken: readonly string[] = []): string {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const card of cards)
    for (const tag of card.display_tags) {
      if (taken.some((chosen) => key(chosen) === key(tag))) continue;
      const entry = counts.get(key(tag)) ?? { tag, count: 0 };
      counts.set(key(tag), { ...entry, count: entry.count + 1 });
    }
  // The order the chips come in: most common first, then A to Z.
  const best = [...counts.values()].sort(
    (a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'en', { sensitivity: 'base', numeric: true }),
  )[0];
  if (!best) throw new Error('no displayed tag on these cards');
  return best.tag;
}

/** The name search's rule: part of the name or of a handle, case and accents ignored. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
const matchesSearch = (card: RosterCard, query: string) =>
  plain(card.fullname).includes(plain(query)) ||
  card.socials.some((social) => plain(social.handle).includes(plain(query)));

const count = (page: Page) => page.getByRole('status').filter({ hasText: /creators?$/ });
const creators = (page: Page) => page.getByRole('list', { name: 'Creators' }).locator(':scope > li');
const tagGroup = (page: Page) => page.getByRole('group', { name: 'Tags' });
const chip = (page: Page, tag: string) =>
  tagGroup(page).getByRole('button', {
    name: new RegExp(`^${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+ creators?$`, 'i'),
  });
const creatorsText = (n: number) => `${n} ${n === 1 ? 'creator' : 'creators'}`;
/** The address's filters, as a brand would share them. */
const filtersIn = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return {
    q: params.get('q'),
    platform: params.get('platform'),
    tags: params.getAll('tags'),
    sort: params.get('sort'),
  };
};

test.describe('the public roster: tag filter and filters in the address', () => {
  let cards: RosterCard[];

  test.beforeAll(async ({ request }) => {
    cards = (await call(request, API.publicTalent.roster, { params: { teamId: NORTHSTAR } })).influencers;
    expect(cards.length).toBeGreaterThanOrEqual(150);
  });

  test('tag chips narrow the list; the address holds every filter; reload keeps them; Back undoes each change', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PATH);
    await expect(count(page)).toHaveText(creatorsText(cards.length));

    // The first tag: the commonest, which shows among the first chips.
    const first = commonestTag(cards);
    const withFirst = cards.filter((card) => hasTags(card, [first]));
    expect(withFirst.length).toBeGreaterThan(1);
    expect(withFirst.length).toBeLessThan(cards.length);
    await expect(chip(page, first)).toHaveAttribute('aria-pressed', 'false');
    await chip(page, first).click();
    await expect(count(page)).toHaveText(creatorsText(withFirst.length));
    await expect(chip(page, first)).toHaveAttribute('aria-pressed', 'true');
    expect(filtersIn(page).tags).toEqual([first]);
    // Every card left shows the tag.
    await expect(creators(page).first().getByRole('list', { name: 'Tags' })).toContainText(first);

    // A second tag keeps the creators with both.
    const second = commonestTag(withFirst, [first]);
    const withBoth = withFirst.filter((card) => hasTags(card, [second]));
    await chip(page, second).click();
    await expect(count(page)).toHaveText(creatorsText(withBoth.length));
    expect(filtersIn(page).tags).toEqual([first, second]);
    await page.screenshot({
      path: test.info().outputPath('public-roster-filtered-1280.png'),
      fullPage: true,
    });

    // Search, platform and order join them in the address.
    const platform = withFirst[0]!.socials[0]!.platform;
    const onPlatform = withFirst.filter((card) =>
      card.socials.some((social) => social.platform === platform),
    );
    await chip(page, second).click();
    await expect(count(page)).toHaveText(creatorsText(withFirst.length));
    await page.getByLabel('Platform', { exact: true }).selectOption(platform);
    await expect(count(page)).toHaveText(creatorsText(onPlatform.length));
    const named = onPlatform[0]!;
    const query = plain(named.fullname.split(' ')[0]!);
    const matching = onPlatform.filter((card) => matchesSearch(card, query));
    // Typed letter by letter, as a person does.
    await page.getByLabel('Search by name', { exact: true }).pressSequentially(query);
    await expect(count(page)).toHaveText(creatorsText(matching.length));
    await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Name (A–Z)' });
    const shared = { q: query, platform, tags: [first], sort: 'name' };
    await expect.poll(() => filtersIn(page)).toEqual(shared);

    // A reload (or the shared link) shows the same list with the same controls.
    await page.reload();
    await expect(count(page)).toHaveText(creatorsText(matching.length));
    await expect(page.getByLabel('Search by name', { exact: true })).toHaveValue(query);
    await expect(page.getByLabel('Platform', { exact: true })).toHaveValue(platform);
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('name');
    await expect(chip(page, first)).toHaveAttribute('aria-pressed', 'true');
    expect(filtersIn(page)).toEqual(shared);

    // A creator opened from the filtered list, and Back: the same filtered list.
    await creators(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/influencer_id=/);
    await page.goBack();
    await expect(count(page)).toHaveText(creatorsText(matching.length));
    expect(filtersIn(page)).toEqual(shared);

    // Back undoes one change at a time: the order, then the whole search (not letter by letter),
    // then the platform.
    await page.goBack();
    await expect.poll(() => filtersIn(page)).toEqual({ ...shared, sort: null });
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('default');
    await page.goBack();
    await expect.poll(() => filtersIn(page)).toEqual({ ...shared, sort: null, q: null });
    await expect(page.getByLabel('Search by name', { exact: true })).toHaveValue('');
    await expect(count(page)).toHaveText(creatorsText(onPlatform.length));
    await page.goBack();
    await expect.poll(() => filtersIn(page)).toEqual({ q: null, platform: null, tags: [first], sort: null });
    await expect(count(page)).toHaveText(creatorsText(withFirst.length));

    // Clear filters empties the address.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count(page)).toHaveText(creatorsText(cards.length));
    expect(filtersIn(page)).toEqual({ q: null, platform: null, tags: [], sort: null });
  });

  test('on a phone: a shared filtered link opens filtered, the chips fit, and a chip takes its tag off', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tag = commonestTag(cards);
    const withTag = cards.filter((card) => hasTags(card, [tag]));
    const onInstagram = withTag.filter((card) =>
      card.socials.some((social) => social.platform === 'instagram'),
    );
    await page.goto(`${PATH}?tags=${encodeURIComponent(tag)}&platform=instagram`);
    await expect(count(page)).toHaveText(creatorsText(onInstagram.length));
    await expect(chip(page, tag)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Platform', { exact: true })).toHaveValue('instagram');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const box = await tagGroup(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('public-roster-filtered-390.png'), fullPage: true });

    // More tags shows the rest, and still nothing scrolls sideways.
    const more = tagGroup(page).getByRole('button', { name: /^More tags/ });
    await more.click();
    await expect(tagGroup(page).getByRole('button', { name: 'Fewer tags' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await overflow()).toBeLessThanOrEqual(0);

    await chip(page, tag).click();
    const allOnInstagram = cards.filter((card) =>
      card.socials.some((social) => social.platform === 'instagram'),
    );
    await expect(count(page)).toHaveText(creatorsText(allOnInstagram.length));
    expect(filtersIn(page)).toEqual({ q: null, platform: 'instagram', tags: [], sort: null });
  });
});
