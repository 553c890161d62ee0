import { expect, test, type Browser, type Page } from '@playwright/test';
import { API, MESSAGING_MESSAGES } from '@tpp/contracts';
import { call, signInViaApi } from '../support/api.js';
import { createTeam, createUser } from '../support/database.js';
import { conversationItem } from '../support/messages.js';

/** A signed-in page of its own browser context. */
async function signedIn(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page.request, user);
  return page;
}

const unreadIcon = (page: Page) => page.getByRole('link', { name: 'Messages (unread conversations)' });
const readIcon = (page: Page) => page.getByRole('link', { name: 'Messages', exact: true });

test('two members exchange messages; the header icon turns on while unread and off once read', async ({
  browser,
}) => {
  // A team of two with empty inboxes.
  const teamId = await createTeam(`Messages team ${Date.now()}`);
  const alice = await createUser({ teamId });
  const bob = await createUser({ teamId });
  const a = await signedIn(browser, alice);
  const b = await signedIn(browser, bob);

  await b.goto('/talent-sheets');
  await expect(readIcon(b)).toBeVisible();

  // Alice writes to Bob with New Message.
  await a.goto('/messages');
  await expect(a.getByRole('heading', { name: MESSAGING_MESSAGES.noMessages })).toBeVisible();
  await a.getByRole('button', { name: 'New Message' }).click();
  const dialog = a.getByRole('dialog', { name: 'New Message' });
  const to = dialog.getByLabel('To', { exact: true });
  await expect(to.locator('option', { hasText: bob.email })).toHaveCount(1);
  await expect(to.locator('option', { hasText: alice.email })).toHaveCount(0);
  await to.selectOption({ label: `E2E Person (${bob.email})` });
  const title = `Lunch plans ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message').fill('Lunch on Friday?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(a).toHaveURL(/\/messages\?conversation_id=\d+$/);
  const aliceLog = a.getByRole('log', { name: 'Messages' });
  await expect(aliceLog.getByText('Lunch on Friday?')).toBeVisible();

  // Bob's header shows unread conversations (from /api/status, real data).
  await b.reload();
  await expect(unreadIcon(b)).toBeVisible();
  await unreadIcon(b).click();
  await expect(b).toHaveURL(/\/messages$/);
  const bobItem = conversationItem(b, title);
  await expect(bobItem).toHaveClass(/tpp-conversation-item--unread/);
  await expect(bobItem).toContainText('Lunch on Friday?');
  await bobItem.getByRole('link').click();
  await expect(b.getByRole('log', { name: 'Messages' }).getByText('Lunch on Friday?')).toBeVisible();
  // Read: the icon turns off at once, without a reload.
  await expect(readIcon(b)).toBeVisible();
  await expect(bobItem).not.toHaveClass(/tpp-conversation-item--unread/);

  // Bob replies; Alice, who has the conversation open, sees it arrive without a reload.
  await b.getByLabel('Reply').fill('Friday works. 12:30?');
  await b.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(b.getByRole('log', { name: 'Messages' }).getByText('Friday works. 12:30?')).toBeVisible();
  await expect(aliceLog.getByText('Friday works. 12:30?')).toBeVisible({ timeout: 15_000 });
  await expect(conversationItem(a, title)).toContainText('Friday works. 12:30?');
  // Alice read it where it arrived (the open conversation is marked read): off after a reload too.
  await expect
    .poll(async () => (await call(a.request, API.messaging.unread)).has_unread_conversations)
    .toBe(false);
  await a.reload();
  await expect(aliceLog.getByText('Friday works. 12:30?')).toBeVisible();
  await expect(readIcon(a)).toBeVisible();

  await a.context().close();
  await b.context().close();
});
