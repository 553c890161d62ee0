import { expect, test, type Page } from '@playwright/test';
import { brandResponds, createCastingCall, saveSheet, signInViaApi, signInWithForm } from '../support/api.js';
import { DEMO_PLATFORM_ADMIN, DEMO_STAFF } from '../support/config.js';
import { createTeam, createUser, setTeamRole } from '../support/database.js';

/**
 * The home page at '/': what needs the agent's attention, each item leading to its place; staff
 * and platform admins land on their own tools. The brand's browser uses a desktop Chrome user
 * agent: the API counts no bot views, and headless Chromium names itself in its user agent.
 */
const BRAND_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

test.describe('home page', () => {
  test('a new team starts with empty cards; a brand’s view, response and a closing Creator Call appear and lead to their places', async ({
    page,
    browser,
  }) => {
    // An agent, a brand and the platform admin, each with their own browser.
    test.slow();
    const stamp = Date.now();
    const teamId = await createTeam(`Home Agency ${stamp}`);
    const agent = await createUser({ teamId });
    await setTeamRole(agent.email, teamId, 'team_admin');

    await signInWithForm(page, agent);
    await expect(card(page, 'Brand responses and feedback')).toContainText(
      'No brand has written in the last 7 days.',
    );
    await expect(card(page, 'Viewed today')).toContainText('No sheet has been opened today.');
    await expect(card(page, 'Your requests waiting')).toContainText('None of your requests is waiting.');
    await expect(card(page, 'Tasks running')).toContainText('No Add Talent task is running.');
    await expect(card(page, 'Roster changes')).toContainText('No roster changes in the last 7 days.');

    // The agent shares a sheet; a brand opens it and responds; the platform opens a Creator Call
    // that ends in three days.
    const sheetTitle = `Home pitch ${stamp}`;
    const sheetId = await saveSheet(page.request, { title: sheetTitle });
    const brand = await browser.newContext({ userAgent: BRAND_UA });
    const brandPage = await brand.newPage();
    const viewed = brandPage.waitForResponse(
      (response) => response.url().endsWith('/api/analytics') && response.request().method() === 'POST',
    );
    await brandPage.goto(`/public/talent-sheet/${sheetId}`);
    expect((await viewed).status()).toBeLessThan(300);
    await brandResponds(brand.request, sheetId, {
      name: 'Jordan Home',
      liked: [],
      comments: `Loved it ${stamp}`,
    });
    await brand.close();
    const admin = await browser.newContext();
    await signInViaApi(admin.request, DEMO_PLATFORM_ADMIN);
    const endDate = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const castingCall = await createCastingCall(admin.request, {
      title: `Closing call ${stamp}`,
      description: 'A short brief.',
      brand_name: 'Glow Co',
      end_date: endDate,
    });
    expect(castingCall).not.toBeNull();
    await admin.close();

    // Views are stored in batches: read the home page until the view is there.
    await expect(async () => {
      await page.reload();
      await expect(card(page, 'Viewed today')).toContainText(`${sheetTitle} · 1 view`, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card(page, 'Viewed today')).toContainText('1 anonymous view');
    await expect(card(page, 'Brand responses and feedback')).toContainText(
      `Jordan Home: Response to "${sheetTitle}"`,
    );
    await expect(card(page, 'Brand responses and feedback')).toContainText(`Loved it ${stamp}`);
    // The call may close in 2 or 3 days depending on the hour and zone; it is there, unanswered.
    await expect(card(page, 'Creator Calls closing soon')).toContainText(`Closing call ${stamp} · Glow Co`);
    await expect(card(page, 'Creator Calls closing soon')).toContainText('Not answered');

    // Each item leads to its place.
    await card(page, 'Viewed today')
      .getByRole('link', { name: new RegExp(sheetTitle) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/talent-sheets/statistics/${sheetId}$`));
    await page.goBack();
    await card(page, 'Brand responses and feedback')
      .getByRole('link', { name: /Jordan Home/ })
      .click();
    await expect(page).toHaveURL(/\/messages\?conversation_id=\d+$/);
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText(`Loved it ${stamp}`);
    await page.goBack();
    await card(page, 'Creator Calls closing soon')
      .getByRole('link', { name: new RegExp(`Closing call ${stamp}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/creator-call-response/${castingCall!.id}$`));
  });

  test('the main navigation holds the daily screens and a Tools menu; the brand name leads home', async ({
    page,
  }) => {
    const agent = await createUser({});
    await signInViaApi(page.request, agent);
    await page.goto('/influencers');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, heading] of [
      ['Creator Calls', 'Creator Calls'],
      ['Campaign Tracking', 'Campaign Tracking'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    // Messages is named '(unread conversations)' too while the team has unread ones.
    await nav.getByRole('link', { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'My Requests' }).click();
    await expect(page.getByRole('heading', { name: 'My Requests', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Talent Pitch Pro' }).click();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  });

  test('platform staff land on the Requests Console, platform admins on their tools', async ({ browser }) => {
    for (const [user, path, heading] of [
      [DEMO_STAFF, /\/staff\/requests$/, 'Requests Console'],
      [DEMO_PLATFORM_ADMIN, /\/configure$/, 'Settings'],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInViaApi(page.request, user);
      await page.goto('/');
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await context.close();
    }
  });
});
