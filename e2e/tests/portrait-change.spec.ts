import { expect } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, rosterPage } from '../support/api.js';
import { gradientPng } from '../support/images.js';
import { test } from '../support/signedIn.js';

test.describe('portrait change', () => {
  test('crops a chosen image to a square JPEG of at most 600 px and shows it at once on the public profile and roster', async ({
    page,
  }) => {
    const { influencers } = await rosterPage(page.request, { page: 1, limit: 25 });
    const creator = influencers[3]!;
    const profile = await call(page.request, API.talent.profile, { params: { id: creator.id } });
    const teamId = profile.team_id;

    await page.goto(`/influencers/profile/${creator.id}`);
    await page.getByRole('link', { name: 'Request Change' }).click();
    await expect(page.getByRole('heading', { name: 'Request Profile Change', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Change Portrait Now' }).click();
    await expect(page.getByRole('heading', { name: 'Portrait Change', level: 1 })).toBeVisible();

    await page.getByLabel('Portrait image').setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: gradientPng(1600, 1000),
    });
    // Frame it: zoom in and drag the image inside the square crop.
    await page.getByRole('slider', { name: 'Zoom' }).fill('1.5');
    const crop = page.locator('.reactEasyCrop_Container');
    const box = (await crop.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Confirm Framing' }).click();

    const newPortrait = page.getByRole('img', { name: `New portrait of ${profile.fullname}` });
    await expect(newPortrait).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Portrait Changed' })).toBeVisible();

    const changed = await call(page.request, API.talent.profile, { params: { id: creator.id } });
    expect(changed.custom_picture).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.jpg$/);
    const file = await page.request.get(changed.custom_picture!);
    expect(file.headers()['content-type']).toBe('image/jpeg');

    await page.goto(`/public/profile/${creator.id}`);
    const portrait = page.locator(`img[src="${changed.custom_picture}"]`).first();
    await expect(portrait).toBeVisible();
    const size = await portrait.evaluate((image: HTMLImageElement) => [
      image.naturalWidth,
      image.naturalHeight,
    ]);
    expect(size[0]).toBe(size[1]);
    expect(size[0]).toBeLessThanOrEqual(600);
    expect(size[0]).toBeGreaterThan(100);

    await page.goto(`/public/talent-roster/${teamId}`);
    await expect(page.locator(`img[src="${changed.custom_picture}"]`).first()).toBeAttached();
  });

  test('Cancel drops the uploaded portrait and keeps the current one', async ({ page }) => {
    const { influencers } = await rosterPage(page.request, { page: 1, limit: 25 });
    const creator = influencers[4]!;
    const before = await call(page.request, API.talent.profile, { params: { id: creator.id } });
    await page.goto(`/request/portrait-change/${creator.id}`);
    await page.getByLabel('Portrait image').setInputFiles({
      name: 'square.png',
      mimeType: 'image/png',
      buffer: gradientPng(400, 400),
    });
    await page.getByRole('button', { name: 'Confirm Framing' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Portrait image')).toBeVisible();
    const after = await call(page.request, API.talent.profile, { params: { id: creator.id } });
    expect(after.custom_picture).toBe(before.custom_picture);
  });
});
