import { expect, type Page } from '@playwright/test';
import { API, MESSAGING_MESSAGES } from '@tpp/contracts';
import { call, requestToAdd, staffPage } from '../support/api.js';
import { test } from '../support/signedIn.js';

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** Drops a file onto the drop zone as a browser's drag and drop does (a DataTransfer with Files). */
async function dropFile(page: Page, name: string, type: string, content: string) {
  await page.getByTestId('contact-dropzone').evaluate(
    (zone, file) => {
      const data = new DataTransfer();
      data.items.add(new File([file.content], file.name, { type: file.type }));
      for (const kind of ['dragenter', 'dragover', 'drop'])
        zone.dispatchEvent(new DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    { name, type, content },
  );
}

test.describe('Contact Us', () => {
  test('a message with an attachment reaches the staff inbox, the attachment linked', async ({
    page,
    browser,
  }) => {
    const note = `Please add our new creator, media kit attached (${Date.now()}).`;

    // The account menu leads to Contact Us.
    await page.goto('/talent-sheets');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-tpp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

    // A blank message is refused.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(MESSAGING_MESSAGES.contactBlank)).toBeVisible();

    // One file dropped, one chosen and removed again.
    await page.getByLabel('Message', { exact: true }).fill(note);
    await dropFile(page, 'media-kit.pdf', 'application/pdf', PDF);
    const files = page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
    await expect(files.filter({ hasText: 'media-kit.pdf' })).toContainText('Uploaded');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose Files' }).click();
    await (
      await chooser
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(files.filter({ hasText: 'notes.txt' })).toContainText('Uploaded');
    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expect(files).toHaveCount(1);

    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: MESSAGING_MESSAGES.contactSent })).toBeVisible();
    const href = await page.getByRole('link', { name: 'View Conversation' }).getAttribute('href');
    const conversationId = Number(/conversation_id=(\d+)$/.exec(href ?? '')?.[1]);
    expect(conversationId).toBeGreaterThan(0);

    // The staff see it: one message, the note, the dropped file only, and the file opens.
    const staff = await staffPage(browser);
    const conversation = await call(staff.request, API.messaging.get, { params: { id: conversationId } });
    expect(conversation.kind).toBe('staff');
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.messages[0]!.body).toBe(note);
    expect(conversation.messages[0]!.attachments.map((file) => file.filename)).toEqual(['media-kit.pdf']);
    const attachment = conversation.messages[0]!.attachments[0]!;
    const download = await staff.request.get(attachment.url);
    expect(download.ok()).toBe(true);
    expect((await download.body()).toString('latin1').startsWith('%PDF-')).toBe(true);

    // ... in their inbox, and opened, with the attachment linked.
    await staff.goto('/messages');
    await expect(staff.getByText(note).first()).toBeVisible();
    await staff.goto(`/messages?conversation_id=${conversationId}`);
    const link = staff.getByRole('link', { name: /media-kit\.pdf/ });
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toBe(attachment.url);
    await staff.context().close();
  });

  test("the spec's failure text when sending fails, and the message is kept", async ({ page }) => {
    await page.route('**/api/user/contact-tpp', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, error: 'INTERNAL_ERROR', message: 'down' } }),
    );
    await page.goto('/contact-tpp');
    await page.getByLabel('Message', { exact: true }).fill('Hello there');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(MESSAGING_MESSAGES.contactFailed)).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello there');
  });
});

test.describe('the staff start a conversation about a request', () => {
  test("Start Conversation on the console; the requester's request links to the conversation", async ({
    page,
    browser,
  }) => {
    const talent = `Kai Contact ${Date.now()}`;
    await requestToAdd(page.request, talent, `kai${Date.now()}`, 'Please add Kai');

    const staff = await staffPage(browser);
    await staff.goto('/staff/requests');
    const card = staff
      .getByRole('article')
      .filter({ has: staff.getByRole('heading', { name: new RegExp(talent) }) });
    await card.getByRole('button', { name: 'Start Conversation' }).click();
    const message = 'Which of Kai’s accounts should be the primary one?';
    await card.getByLabel(/^Message to/).fill(message);
    await card.getByRole('button', { name: 'Send' }).click();
    const view = card.getByRole('link', { name: 'View Conversation' });
    await expect(view).toBeVisible();
    await expect(card).toContainText('Response');
    const href = (await view.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/messages\?conversation_id=\d+$/);
    await staff.context().close();

    // The requester: the request's page links to the same conversation, which holds the message.
    await page.goto('/my-requests');
    const row = page.getByRole('row').filter({ hasText: talent });
    await expect(row).toContainText('Response');
    await row.getByRole('link', { name: talent }).click();
    await expect(page.getByRole('link', { name: 'View Conversation' })).toHaveAttribute('href', href);
    const conversationId = Number(href.split('=')[1]);
    const conversation = await call(page.request, API.messaging.get, { params: { id: conversationId } });
    expect(conversation.messages.map((m) => m.body)).toEqual([message]);
    expect(conversation.request_id).not.toBeNull();
  });
});
