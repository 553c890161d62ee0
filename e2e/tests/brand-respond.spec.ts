import { expect as baseExpect, test, type Page } from '@playwright/test';
import { API, SHEET_MESSAGES, type RosterInfluencer } from '@tpp/contracts';
import { call, rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { createUser } from '../support/database.js';
import { conversationItem } from '../support/messages.js';

/**
 * The brand answers from the links the agency shares (the single page and the roster view, as
 * the editor's public links and the sheets list offer them): hearts on the cards, the sticky
 * 'Send Response' bar, the form, a thank-you screen with what was sent and the way back; the
 * agent sees the response in Messages and as a notification.
 */

// The machine running the suite is small and shared: screens wait longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Presses each creator's heart on a shared sheet and waits until it shows pressed. */
async function likeOnSheet(brand: Page, creators: { fullname: string }[]): Promise<void> {
  for (const creator of creators) {
    const heart = brand.getByRole('button', { name: `Like ${creator.fullname}` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
}

/** Sends the response form from the bar and checks the thank-you screen shows what was sent. */
async function sendResponse(
  brand: Page,
  liked: { fullname: string }[],
  sender: { name: string; email: string; message: string },
): Promise<void> {
  await expect(brand.getByText(`${liked.length} creators marked`)).toBeVisible();
  await brand.getByRole('button', { name: 'Send Response' }).click();
  const form = brand.getByRole('dialog', { name: 'Send Response' });
  await expect(form.getByText(`You marked ${liked.length} creators as interesting.`)).toBeVisible();
  await form.getByLabel('Name').fill(sender.name);
  await form.getByLabel('Email').fill(sender.email);
  await form.getByLabel('Comments (optional)').fill(sender.message);
  await form.getByRole('button', { name: 'Send Response' }).click();
  await expect(brand.getByRole('heading', { name: SHEET_MESSAGES.responseThanks })).toBeVisible();
  const sent = brand.getByRole('region', { name: 'Your response' });
  await expect(sent.getByRole('listitem')).toHaveText(liked.map((creator) => creator.fullname));
  await expect(sent.getByText(sender.message)).toBeVisible();
  await expect(sent.getByText(`${sender.name} (${sender.email})`)).toBeVisible();
}

/** The agent's view: the response in Messages with the liked creators, and a notification. */
async function expectAgentSees(
  page: Page,
  sheetTitle: string,
  brandName: string,
  liked: { fullname: string }[],
): Promise<void> {
  const { notifications } = await call(page.request, API.userConfiguration.notifications, {
    query: { only_unread: true },
  });
  const notice = notifications.find(
    (item) => item.kind === 'brand_response' && item.title === `${brandName} responded to "${sheetTitle}"`,
  );
  expect(notice).toBeDefined();
  await page.goto('/messages');
  const item = conversationItem(page, brandName);
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Brand Response')).toBeVisible();
  await item.getByRole('link').click();
  const card = page.getByRole('region', { name: 'Brand response' });
  await expect(card.getByRole('heading', { name: brandName })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Liked creators' }).getByRole('link')).toHaveText(
    liked.map((creator) => creator.fullname),
  );
}

// Two browsers, a sheet, a form and Messages: on a busy two-core machine this passes the default minute.
test.describe.configure({ timeout: 180_000 });

async function shareSheet(
  page: Page,
  title: string,
): Promise<{ sheetId: string; picks: RosterInfluencer[] }> {
  const agent = await createUser({});
  await signInViaApi(page.request, agent);
  const picks = (await rosterPage(page.request)).influencers.slice(0, 4);
  expect(picks).toHaveLength(4);
  const sheetId = await saveSheet(page.request, {
    title,
    influencers: picks.map((creator) => ({
      influencer_id: creator.id,
      note: `Note for ${creator.fullname}`,
    })),
  });
  return { sheetId, picks };
}

test('the editor says what each public link is for; a brand on the single page likes two creators and responds; the agent sees it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const title = `Single page pitch ${stamp}`;
  const { sheetId, picks } = await shareSheet(page, title);

  // The sheet editor's public links: both say the brand can like creators and respond there.
  await page.goto(`/talent-sheet/${sheetId}`);
  const links = page.getByRole('region', { name: 'Public links' });
  await expect(links.getByText(/Brands can like creators and respond\./)).toHaveCount(2);
  const singlePage = await links.getByRole('link').first().getAttribute('href');
  expect(singlePage).toMatch(new RegExp(`/public/talent-sheet/${sheetId}$`));

  const brandContext = await browser.newContext();
  const brand = await brandContext.newPage();
  await brand.goto(singlePage!);
  await expect(brand.getByText(SHEET_MESSAGES.clickForAnalytics)).toBeVisible();
  await expect(brand.getByText('No creators marked yet')).toBeVisible();
  const liked = [picks[0]!, picks[2]!];
  await likeOnSheet(brand, liked);
  // A third, changed mind: unmarked again.
  const third = brand.getByRole('button', { name: `Like ${picks[1]!.fullname}` });
  await third.click();
  await third.click();
  await expect(third).toHaveAttribute('aria-pressed', 'false');
  // The photo still opens the creator inside the sheet, and the marks survive the way back.
  await brand.getByRole('link', { name: new RegExp(`^${picks[0]!.fullname}`) }).click();
  await expect(brand.getByRole('heading', { level: 1, name: picks[0]!.fullname })).toBeVisible();
  await brand.getByRole('button', { name: '← Back to sheet' }).click();
  await expect(brand.getByRole('button', { name: `Like ${picks[0]!.fullname}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const brandName = `Sam Single ${stamp}`;
  await sendResponse(brand, liked, {
    name: brandName,
    email: `single-${stamp}@brand.example`,
    message: 'These two fit our spring campaign.',
  });
  await brand.getByRole('link', { name: 'Back to the sheet' }).click();
  await expect(brand).toHaveURL(new RegExp(`/public/talent-sheet/${sheetId}$`));
  await expect(brand.getByRole('list', { name: 'Creators' }).locator(':scope > li')).toHaveCount(4);
  await expect(brand.getByText('No creators marked yet')).toBeVisible();
  await brandContext.close();

  await expectAgentSees(page, title, brandName, liked);
});

test('the sheets list says what each link is for; a brand on the roster view (phone width) likes two creators and responds; the agent sees it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const title = `Roster view pitch ${stamp}`;
  const { sheetId, picks } = await shareSheet(page, title);

  await page.goto('/talent-sheets');
  const row = page.getByTestId('sheet-row').filter({ hasText: title });
  const rosterLink = row.getByRole('link', { name: new RegExp(`^Roster view of ${title}`) });
  await expect(rosterLink).toHaveAttribute('title', /Brands can like creators and respond\./);
  await expect(row.getByRole('link', { name: new RegExp(`^Single page of ${title}`) })).toHaveAttribute(
    'title',
    /Brands can like creators and respond\./,
  );
  const rosterView = await rosterLink.getAttribute('href');
  expect(rosterView).toMatch(new RegExp(`/public/talent-sheet/roster-view/${sheetId}$`));

  const brandContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const brand = await brandContext.newPage();
  await brand.goto(rosterView!);
  const liked = [picks[1]!, picks[3]!];
  await likeOnSheet(brand, liked);
  await expect(brand.getByRole('button', { name: 'Send Response' })).toBeInViewport();
  const brandName = `Riley Roster ${stamp}`;
  await sendResponse(brand, liked, {
    name: brandName,
    email: `roster-${stamp}@brand.example`,
    message: 'Both, please: rates for two reels each.',
  });
  await brand.getByRole('link', { name: 'Back to the sheet' }).click();
  await expect(brand).toHaveURL(new RegExp(`/public/talent-sheet/roster-view/${sheetId}$`));
  await expect(brand.getByRole('button', { name: `Like ${picks[1]!.fullname}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await brandContext.close();

  await expectAgentSees(page, title, brandName, liked);
});
