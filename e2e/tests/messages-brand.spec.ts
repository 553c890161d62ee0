import { expect, test } from '@playwright/test';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { createUser } from '../support/database.js';
import { conversationItem } from '../support/messages.js';
import { waitForMail } from '../support/mailbox.js';
import { likeCreators } from '../support/responseView.js';

test('a brand responds on a shared sheet; the agent reads it in Messages, replies, and the reply reaches the brand by mail', async ({
  page,
  browser,
}) => {
  // A new member of the demo agency builds and shares a sheet of three creators.
  const agent = await createUser({});
  await signInViaApi(page.request, agent);
  const picks = (await rosterPage(page.request)).influencers.slice(0, 3);
  expect(picks).toHaveLength(3);
  const stamp = Date.now();
  const sheetTitle = `Messages pitch ${stamp}`;
  const sheetId = await saveSheet(page.request, {
    title: sheetTitle,
    influencers: picks.map((creator) => ({ influencer_id: creator.id, note: '' })),
  });

  // The brand, in its own browser (no session), likes two creators and sends the response form.
  const brandContext = await browser.newContext();
  const brand = await brandContext.newPage();
  const brandEmail = `buyer-${stamp}@brand.example`;
  const brandName = `Jordan Buyer ${stamp}`;
  await brand.goto(`/public/talent-sheet-response/${sheetId}`);
  const liked = [picks[0]!, picks[2]!];
  await likeCreators(brand, liked);
  await brand.getByRole('button', { name: 'Send Response' }).click();
  const form = brand.getByRole('dialog', { name: 'Send Response' });
  await form.getByLabel('Email').fill(brandEmail);
  await form.getByLabel('Name').fill(brandName);
  await form.getByLabel('Comments (optional)').fill('These two fit our spring campaign.');
  await form.getByRole('button', { name: 'Send Response' }).click();
  await expect(brand.getByRole('heading', { name: SHEET_MESSAGES.responseThanks })).toBeVisible();
  await brandContext.close();

  // The agent: the response waits in Messages, unread, with the brand's name.
  await page.goto('/messages');
  const item = conversationItem(page, brandName);
  await expect(item).toHaveCount(1);
  await expect(item).toHaveClass(/tpp-conversation-item--unread/);
  await expect(item.getByText('Brand Response')).toBeVisible();
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/messages\?conversation_id=\d+$/);

  // The brand card: name, email, the sheet, comments, the liked creators linking to their profiles.
  const card = page.getByRole('region', { name: 'Brand response' });
  await expect(card.getByRole('heading', { name: brandName })).toBeVisible();
  await expect(card.getByRole('link', { name: brandEmail })).toHaveAttribute('href', `mailto:${brandEmail}`);
  await expect(card.getByRole('link', { name: sheetTitle })).toHaveAttribute(
    'href',
    `/talent-sheet/${sheetId}`,
  );
  await expect(card.getByText('These two fit our spring campaign.')).toBeVisible();
  const likedList = card.getByRole('list', { name: 'Liked creators' });
  await expect(likedList.getByRole('link')).toHaveText(liked.map((creator) => creator.fullname));
  for (const creator of liked)
    await expect(likedList.getByRole('link', { name: creator.fullname })).toHaveAttribute(
      'href',
      new RegExp(`${sheetId}.*${creator.id}|${creator.id}.*${sheetId}`),
    );
  await expect(card).toContainText(`Replies here are mailed to ${brandEmail} with a personal reply link;`);
  await expect(card).toContainText("the brand's answers appear in this conversation.");
  // Opening it marked it read.
  await expect(item).not.toHaveClass(/tpp-conversation-item--unread/);

  // The reply: Send is disabled while blank; the reply shows in the conversation and goes out by mail.
  const reply = page.getByLabel('Reply');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await reply.fill('   ');
  await expect(send).toBeDisabled();
  const since = new Date();
  const answer = `Thanks! Rates for both follow tomorrow (${stamp}).`;
  await reply.fill(answer);
  await send.click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(answer)).toBeVisible();
  await expect(reply).toHaveValue('');
  const mail = await waitForMail(brandEmail, since);
  expect(mail.text).toContain(answer);
});
