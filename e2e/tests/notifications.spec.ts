import { expect, test } from '@playwright/test';
import { API } from '@tpp/contracts';
import { brandResponds, call, rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';
import { createUser, setNewLookFlag } from '../support/database.js';
import { escapeRegExp } from '../support/text.js';

test.describe('notifications', () => {
  test("a brand's response: the bell, the notification leads to it, Mark All Read; hearts and favorites link to it", async ({
    page,
    browser,
  }) => {
    // The agent shares a sheet; a brand likes one creator and responds.
    await signInViaApi(page.request, DEMO_ADMIN);
    const [liked, other] = (await rosterPage(page.request)).influencers;
    const sheetId = await saveSheet(page.request, {
      title: `Bell pitch ${Date.now()}`,
      influencers: [liked!, other!].map((creator) => ({ influencer_id: creator.id, note: '' })),
    });
    const brandName = `Jordan Bell ${Date.now()}`;
    const brandContext = await browser.newContext();
    await brandResponds(brandContext.request, sheetId, {
      name: brandName,
      liked: [liked!.id],
      comments: 'We want this one.',
    });
    await brandContext.close();

    const { notifications } = await call(page.request, API.userConfiguration.notifications, {
      query: { only_unread: true },
    });
    const notice = notifications.find((item) => item.kind === 'brand_response' && !item.read);
    expect(notice).toBeDefined();
    expect(notice!.href).toMatch(/^\/messages\?conversation_id=\d+$/);
    const unread = notifications.length;

    // The bell shows the unread count; opening lists the notification; a click goes to it.
    await page.goto('/talent-sheets');
    const bell = page.getByRole('button', { name: `Notifications (${unread} unread)` });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const entry = panel.getByRole('button', { name: new RegExp(`Unread: ${escapeRegExp(notice!.title)}`) });
    await entry.first().click();
    await expect(page).toHaveURL(notice!.href);
    await expect(panel).toBeHidden();
    const afterClick = await call(page.request, API.userConfiguration.notifications, {
      query: { only_unread: true },
    });
    expect(afterClick.notifications.map((item) => item.id)).not.toContain(notice!.id);

    // Mark All Read empties the count.
    await page.goto('/talent-sheets');
    if (unread > 1) {
      await page.getByRole('button', { name: `Notifications (${unread - 1} unread)` }).click();
      await panel.getByRole('button', { name: 'Mark All Read' }).click();
    }
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    const afterAll = await call(page.request, API.userConfiguration.notifications, {
      query: { only_unread: true },
    });
    expect(afterAll.notifications).toEqual([]);

    // The sheet editor's heart opens who gave it, with View Response to the conversation.
    const conversationHref = notice!.href;
    await page.goto(`/talent-sheet/${sheetId}`);
    const item = page
      .getByTestId('sheet-talent')
      .filter({ has: page.getByRole('heading', { name: liked!.fullname }) });
    await item.getByRole('button', { name: /1 heart for/ }).click();
    await expect(item.getByRole('link', { name: `View Response from ${brandName}` })).toHaveAttribute(
      'href',
      conversationHref,
    );

    // Favorites: the creator's row links to the same response.
    await page.goto('/favorites');
    const row = page.getByRole('row').filter({ hasText: liked!.fullname });
    await expect(row.getByRole('link', { name: `View Response from ${brandName}` })).toHaveAttribute(
      'href',
      conversationHref,
    );
  });

  test("the 'New Look' dialog shows beside the bell and Got It! puts it away for good", async ({ page }) => {
    const user = await createUser({});
    await setNewLookFlag(user.email, true);
    await signInViaApi(page.request, user);
    await page.goto('/talent-sheets');
    const dialog = page.getByRole('dialog', { name: 'New Look' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Got It!' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'New Look' })).toHaveCount(0);
    const status = await call(page.request, API.session.status);
    expect(status.authed && status.show_notification).toBe(false);
  });
});
