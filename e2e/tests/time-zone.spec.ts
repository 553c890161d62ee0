import { expect, type Page } from '@playwright/test';
import { formatMessageTime } from '@tpp/contracts';
import { brandResponds, saveSheet } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';
import { notificationOf } from '../support/database.js';
import { test } from '../support/signedIn.js';

/** The demo admin, in a browser far from the server's UTC: every time it shows is its own wall time. */
const TIME_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: TIME_ZONE, locale: 'en-US' });

/** Text with every run of spaces (ICU writes a narrow no-break space before AM/PM) made one plain space. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a browser in TIME_ZONE shows for a message or notification created at `iso`. */
const wallTime = (iso: string) => plain(formatMessageTime(iso, new Date(), 'en-US', TIME_ZONE));

/** The time shown on the first message `sender` wrote in the open conversation. */
function messageTime(page: Page, sender: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.locator('.tpp-message__sender', { hasText: sender }) })
    .first()
    .locator('time');
}

test.describe('one time zone: the notification and the conversation', () => {
  test("a brand's response: the bell and its conversation, one wall time", async ({ page, browser }) => {
    const brandName = `Riley Zone ${Date.now()}`;
    const sheetId = await saveSheet(page.request, { title: `Time zone pitch ${Date.now()}` });
    const brand = await browser.newContext();
    await brandResponds(brand.request, sheetId, { name: brandName, liked: [], comments: 'Free in March?' });
    await brand.close();
    const notice = await notificationOf(DEMO_ADMIN.email, `${brandName} responded`);

    await page.goto('/talent-sheets');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const entry = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button')
      .filter({ hasText: brandName });
    const bellTime = await entry.locator('time').innerText();
    expect(plain(bellTime)).toBe(wallTime(notice.created_at));

    await entry.click();
    await expect(page).toHaveURL(notice.href);
    await expect(messageTime(page, brandName)).toHaveText(bellTime);
  });

  test("the demo's response: its message shows its notification's time", async ({ page }) => {
    const notice = await notificationOf(DEMO_ADMIN.email, 'Jordan Blake responded to "');
    await page.goto(notice.href);
    const shown = messageTime(page, 'Jordan Blake');
    await expect(shown).toBeVisible();
    expect(plain(await shown.innerText())).toBe(wallTime(notice.created_at));
  });
});
