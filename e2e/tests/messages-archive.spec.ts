import { expect, test } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, signInViaApi } from '../support/api.js';
import { createTeam, createUser } from '../support/database.js';

test('archive and restore a conversation; delete one’s own message, never another’s', async ({
  page,
  browser,
}) => {
  const teamId = await createTeam(`Archive team ${Date.now()}`);
  const alice = await createUser({ teamId });
  const bob = await createUser({ teamId });
  await signInViaApi(page.request, alice);
  const { members } = await call(page.request, API.userConfiguration.teamMembers);
  const bobId = members.find((member) => member.email === bob.email)?.id;
  expect(bobId).toBeDefined();
  const title = `Contract review ${Date.now()}`;
  const started = await call(page.request, API.messaging.start, {
    body: { title, body: 'Please check the draft contract.', receiver_id: bobId! },
  });
  // Bob answers through the API from his own session.
  const bobContext = await browser.newContext();
  await signInViaApi(bobContext.request, bob);
  await call(bobContext.request, API.messaging.reply, {
    body: { conversation_id: started.id, content: 'Looks fine to me.' },
  });
  await bobContext.close();

  await page.goto(`/messages?conversation_id=${started.id}`);
  const pane = page.getByRole('region', { name: 'Open conversation' });
  const log = pane.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Looks fine to me.')).toBeVisible();
  const inbox = page.getByRole('list', { name: 'Conversations' });
  await expect(inbox.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);

  // Archive: it leaves the inbox and waits in Archived; Restore brings it back.
  await pane.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(pane.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(inbox.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  const folders = page.getByRole('group', { name: 'Folder' });
  await folders.getByRole('button', { name: 'Archived' }).click();
  const archived = page.getByRole('list', { name: 'Archived conversations' });
  await expect(archived.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  await page.reload();
  await expect(pane.getByRole('button', { name: 'Restore' })).toBeVisible();
  await pane.getByRole('button', { name: 'Restore' }).click();
  await expect(pane.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await expect(inbox.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);

  // Delete: only one's own messages offer it, and it asks first.
  const mine = log.getByRole('listitem').filter({ hasText: 'Please check the draft contract.' });
  const theirs = log.getByRole('listitem').filter({ hasText: 'Looks fine to me.' });
  await expect(theirs.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await mine.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Message' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(mine).toHaveCount(1);
  await mine.getByRole('button', { name: /Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(mine).toHaveCount(0);
  await page.reload();
  await expect(log.getByText('Looks fine to me.')).toBeVisible();
  await expect(log.getByText('Please check the draft contract.')).toHaveCount(0);
});
