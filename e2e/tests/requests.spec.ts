import { expect } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, rosterPage, staffPage } from '../support/api.js';
import { gradientPng } from '../support/images.js';
import { test } from '../support/signedIn.js';

test.describe('requests to the account managers', () => {
  test('request to add talent, a content change, My Requests, and the staff console completes one', async ({
    page,
    browser,
  }) => {
    const talent = `Rio Rivers ${Date.now()}`;

    // Request to Add Talent: the spec's messages, then Submitted.
    await page.goto('/my-requests');
    await page.getByRole('link', { name: 'Request to Add Talent' }).click();
    await expect(page.getByRole('heading', { name: 'Request to Add Talent', level: 1 })).toBeVisible();
    await page.getByLabel('Display name').fill(talent);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('You must include a handle or URL for each platform')).toBeVisible();
    await page.getByLabel('Instagram profile URL or handle').fill('riorivers');
    for (const [platform, handle] of [
      ['TikTok', '@rio'],
      ['YouTube', 'https://youtube.com/@rio'],
    ] as const) {
      await page.getByRole('button', { name: 'Add Another Social Platform' }).click();
      await page.getByLabel(`${platform} profile URL or handle`).fill(handle);
    }
    await page.getByLabel('Platform').last().selectOption('tiktok');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('You cannot include the same platform more than once')).toBeVisible();
    await page.getByLabel('Platform').last().selectOption('youtube');
    await page
      .getByLabel('Notes (optional)')
      .fill('Met at the food festival; strong on reels and long recipes too.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('heading', { name: 'Submitted' })).toBeVisible();

    // Request Content Change: staging, the 3-URL limit, submit.
    const { influencers } = await rosterPage(page.request, { page: 1, limit: 25 });
    const creator = influencers[5]!;
    await page.goto(`/request/${creator.id}`);
    await page.getByRole('link', { name: 'Request Content Change' }).click();
    await expect(page.getByRole('heading', { name: 'Request Content Change', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please add at least one content request')).toBeVisible();
    await page.getByLabel('Content URL 1').fill('instagram.com/p/first');
    await page.getByRole('button', { name: 'Add to Request' }).click();
    await expect(page.getByText('Invalid URL format: instagram.com/p/first')).toBeVisible();
    await page.getByLabel('Content URL 1').fill('https://instagram.com/p/first');
    await page.getByLabel('Content URL 2').fill('https://instagram.com/p/second');
    await page.getByRole('button', { name: 'Add to Request' }).click();
    const staged = page.getByRole('region', { name: 'Content to change' }).getByRole('listitem');
    await expect(staged).toHaveCount(2);
    await staged.filter({ hasText: 'second' }).getByRole('button', { name: 'Remove' }).click();
    await expect(staged).toHaveCount(1);
    await page.getByLabel('Notes (optional)').fill('Swap the first post');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Submitted' })).toBeVisible();

    // My Requests: both, pending, note cut to 50, two socials then +1 more.
    await page.goto('/my-requests');
    const row = page.getByRole('row').filter({ hasText: talent });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('@riorivers');
    await expect(row).toContainText('Met at the food festival; strong on reels and long…');
    await expect(row).toContainText('+1 more');
    const content = page.getByRole('row').filter({ hasText: 'Content change' }).first();
    await expect(content).toContainText(creator.fullname);
    await expect(content).toContainText('Swap the first post');

    // The staff console: every team's requests; Complete one.
    const staff = await staffPage(browser);
    await staff.goto('/talent-sheets');
    await staff.getByRole('button', { name: /Account menu/ }).click();
    await staff.getByRole('menuitem', { name: 'Requests Console' }).click();
    await expect(staff.getByRole('heading', { name: 'Requests Console', level: 1 })).toBeVisible();
    const card = staff.getByRole('article', { name: new RegExp(`Add talent: ${talent}`) });
    await expect(card).toContainText('Northstar Talent');
    await expect(card).toContainText('Instagram: riorivers (primary)');
    await card.getByRole('button', { name: 'Complete' }).click();
    await expect(card.getByText('Completed')).toBeVisible();
    await staff.context().close();

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: talent })).toContainText('Completed');
    await page.getByLabel('Status').selectOption('pending');
    await expect(page.getByRole('row').filter({ hasText: talent })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'Content change' }).first()).toBeVisible();
    const mine = await call(page.request, API.requests.mine);
    expect(mine.requests.find((request) => request.influencer_name === talent)?.status).toBe('completed');
  });

  test("the case study form: the spec's fields, a thumbnail upload, then the profile's case-study carousel", async ({
    page,
  }) => {
    const { influencers } = await rosterPage(page.request, { page: 1, limit: 25 });
    const creator = influencers[6]!;
    const title = `Summer launch ${Date.now()}`;
    await page.goto(`/request/${creator.id}`);
    await page.getByRole('link', { name: 'Add Case Study' }).click();
    await expect(page.getByRole('heading', { name: 'Case Study', level: 1 })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter the Brand Partner')).toBeVisible();
    await page.getByLabel('Brand Partner').fill('Sunny Co');
    await page.getByLabel('Campaign Summary').fill('Three reels at the beach');
    await page.getByLabel('Campaign Results').fill('1.2M views');
    await page.getByLabel('Campaign Objectives').fill('Awareness for the new line');
    await page.getByLabel('Highlighted Content URL').fill('https://instagram.com/p/summer');
    await page.getByLabel(/Thumbnail image/).setInputFiles({
      name: 'thumb.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 180),
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Submitted', level: 1 })).toBeVisible();

    await page.goto(`/influencers/profile/${creator.id}`);
    await page.getByRole('button', { name: 'Case Studies' }).click();
    const dialog = page.getByRole('dialog');
    const picker = dialog.getByLabel('Case study');
    if (await picker.count()) await picker.selectOption({ label: title });
    await expect(dialog.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
    await expect(dialog.getByText('Sunny Co')).toBeVisible();
    const thumbnail = dialog.locator('img.pf-case__image');
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  });

  test('the Requests Console is not in the menu of a team member and the API refuses them', async ({
    page,
  }) => {
    await page.goto('/talent-sheets');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
    await expect(page.getByRole('menuitem', { name: 'My Requests' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Requests Console' })).toHaveCount(0);
    await page.goto('/staff/requests');
    await expect(
      page.getByText('Only the platform staff can see and move the requests of every team.'),
    ).toBeVisible();
  });
});
