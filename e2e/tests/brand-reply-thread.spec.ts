import { expect, test } from '@playwright/test';
import { BRAND_REPLY_MESSAGES } from '@tpp/contracts';
import { brandResponds, rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { createUser } from '../support/database.js';
import { linkIn, waitForMail } from '../support/mailbox.js';
import { conversationItem } from '../support/messages.js';

test.slow();

test("a brand answers the agent's reply through its personal link, and the answer comes back into the same thread", async ({
  page,
  browser,
}) => {
  // An agent shares a sheet; a brand responds to it.
  const agent = await createUser({});
  await signInViaApi(page.request, agent);
  const picks = (await rosterPage(page.request)).influencers.slice(0, 2);
  const stamp = Date.now();
  const sheetTitle = `Reply thread ${stamp}`;
  const sheetId = await saveSheet(page.request, {
    title: sheetTitle,
    influencers: picks.map((creator) => ({ influencer_id: creator.id, note: '' })),
  });
  const brandEmail = `reply-${stamp}@brand.example`;
  const brandName = `Riley Brand ${stamp}`;
  const brandContext = await browser.newContext();
  await brandResponds(brandContext.request, sheetId, {
    name: brandName,
    liked: [picks[0]!.id],
    email: brandEmail,
    comments: 'Is the first one free in March?',
  });

  // The agent sees the brand contact on the conversation and replies.
  await page.goto('/messages');
  await conversationItem(page, brandName).getByRole('link').click();
  const card = page.getByRole('region', { name: 'Brand response' });
  await expect(card.getByRole('heading', { name: brandName })).toBeVisible();
  await expect(card.getByRole('link', { name: brandEmail })).toBeVisible();
  await expect(card).toContainText("the brand's answers appear in this conversation");
  await page.screenshot({ path: test.info().outputPath('messages-contact-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('messages-contact-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  const since = new Date();
  const agentReply = `Yes, March works (${stamp}).`;
  await page.getByRole('textbox', { name: 'Reply' }).fill(agentReply);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(agentReply)).toBeVisible();

  // The mail to the brand carries the contact's personal reply link.
  const mail = await waitForMail(brandEmail, since);
  expect(mail.text).toContain(agentReply);
  const link = linkIn(mail, '/public/reply/');

  // The brand opens it without an account: the conversation, and an answer box.
  const brand = await brandContext.newPage();
  await brand.goto(link);
  await expect(brand.getByRole('heading', { name: sheetTitle })).toBeVisible();
  const messages = brand.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Is the first one free in March?')).toBeVisible();
  await expect(messages.getByText(agentReply)).toBeVisible();
  const answerBox = brand.getByRole('textbox', { name: /^Your answer to / });
  const send = brand.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  const brandAnswer = `Great, please book it (${stamp}).`;
  await answerBox.fill(brandAnswer);
  await send.click();
  await expect(brand.getByText(BRAND_REPLY_MESSAGES.sent)).toBeVisible();
  await expect(messages.getByText(brandAnswer)).toBeVisible();
  await expect(answerBox).toHaveValue('');
  await brand.screenshot({ path: test.info().outputPath('brand-reply-1280.png'), fullPage: true });
  await brand.setViewportSize({ width: 390, height: 844 });
  await brand.screenshot({ path: test.info().outputPath('brand-reply-390.png'), fullPage: true });

  // A link that is not valid says so.
  const tokenAt = link.lastIndexOf('/') + 1;
  await brand.goto(`${link.slice(0, tokenAt)}${link[tokenAt] === 'A' ? 'B' : 'A'}${link.slice(tokenAt + 1)}`);
  await expect(brand.getByRole('heading', { name: 'This Link Is Not Valid' })).toBeVisible();
  await expect(brand.getByText(BRAND_REPLY_MESSAGES.linkInvalid)).toBeVisible();
  await brandContext.close();

  // The agent sees the answer in the same thread (the screen polls) and has a notification.
  await expect(log.getByText(brandAnswer)).toBeVisible({ timeout: 15_000 });
  await page.goto('/talent-sheets');
  await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await panel
    .getByRole('button', { name: new RegExp(`Unread: ${brandName} answered about "${sheetTitle}"`) })
    .click();
  await expect(page).toHaveURL(/\/messages\?conversation_id=\d+$/);
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(brandAnswer)).toBeVisible();
});
