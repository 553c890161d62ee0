import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ANALYTICS_MESSAGES } from '@tpp/contracts';
import { rosterPage, saveCollection, saveSheet, signInViaApi } from '../support/api.js';
import { ANALYTICS_ORIGIN_PORT, DEMO_ADMIN, REPO_ROOT } from '../support/config.js';
import { startStaticServer } from '../support/staticServer.js';

/**
 * Issue 16, security headers: the app's pages load under their Content-Security-Policy (no
 * 'unsafe-inline' scripts) with the analytics remote on its own origin, and Chromium reports no
 * violation: neither a `securitypolicyviolation` event nor a console message about the policy.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

interface Watched {
  page: Page;
  /** What the browser reported against the policy on this page so far. */
  violations: () => Promise<string[]>;
}

/** A page that records every CSP violation, in the document (events) and on the console. */
async function watchedPage(context: BrowserContext): Promise<Watched> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) console.push(message.text());
  });
  return {
    page,
    violations: async () => [...console, ...(await page.evaluate(() => window.__cspViolations ?? []))],
  };
}

/** Opens a page, checks its policy header, waits for its main content, then for no violation. */
async function expectCleanLoad(watched: Watched, url: string, rendered: (page: Page) => Promise<void>) {
  const response = await watched.page.goto(url);
  expect(response?.status(), url).toBe(200);
  const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc, `${url}: script-src`).toContain("'self'");
  expect(scriptSrc, `${url}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${url}: script-src`).not.toContain("'unsafe-eval'");
  await rendered(watched.page);
  // The page's images and late chunks have loaded (or failed) by now.
  await watched.page.waitForLoadState('networkidle');
  expect(await watched.violations(), url).toEqual([]);
}

async function newWatched(browser: Browser, options: { viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext(options);
  return { context, watched: await watchedPage(context) };
}

test.describe('Content-Security-Policy: the key pages load without a violation', () => {
  let analytics: { stop: () => Promise<void> };
  test.beforeAll(async () => {
    // The analytics remote on its own origin, as in production behind a CDN.
    analytics = await startStaticServer(path.join(REPO_ROOT, 'mfe-analytics/dist'), ANALYTICS_ORIGIN_PORT);
  });
  test.afterAll(async () => {
    await analytics.stop();
  });

  test('signed out: the sign-in page', async ({ browser }) => {
    const { context, watched } = await newWatched(browser);
    try {
      await expectCleanLoad(watched, '/signin', async (page) => {
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      });
    } finally {
      await context.close();
    }
  });

  test('signed in: dashboard, roster, a sheet editor, search, settings and statistics', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, watched } = await newWatched(browser);
    try {
      await signInViaApi(watched.page.request, DEMO_ADMIN);
      const title = `CSP sheet ${Date.now()}`;
      const creators = (await rosterPage(watched.page.request)).influencers.slice(0, 3);
      const sheetId = await saveSheet(watched.page.request, {
        title,
        influencers: creators.map((creator) => ({ influencer_id: creator.id, note: '' })),
      });

      await expectCleanLoad(watched, '/talent-sheets', async (page) => {
        await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
      });
      await expectCleanLoad(watched, '/influencers', async (page) => {
        const rows = page.getByRole('table', { name: 'Talent roster' }).locator('tbody tr');
        await expect(rows.first()).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('img.tpp-avatar').first()).toHaveJSProperty('complete', true);
      });
      await expectCleanLoad(watched, `/talent-sheet/${sheetId}`, async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
        await expect(page.getByTestId('sheet-talent')).toHaveCount(3);
      });
      await expectCleanLoad(watched, '/search', async (page) => {
        await expect(page.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      });
      await expectCleanLoad(watched, '/configure', async (page) => {
        await expect(page.getByRole('tabpanel', { name: 'Personal Details' })).toBeVisible();
        await page.getByRole('tab', { name: 'Manage Organization' }).click();
        await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
      });
      // Statistics: the remote served from its own origin (another port).
      const remoteScripts: string[] = [];
      watched.page.on('response', (response) => {
        if (response.url().startsWith(`http://127.0.0.1:${ANALYTICS_ORIGIN_PORT}/`))
          remoteScripts.push(response.url());
      });
      await expectCleanLoad(watched, '/talent-sheets/statistics', async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANALYTICS_MESSAGES.title);
      });
      expect(remoteScripts.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('brand-facing: a public sheet, a public roster, a public collection and the response form', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await signInViaApi(page.request, DEMO_ADMIN);
    const creators = (await rosterPage(page.request)).influencers.slice(0, 4);
    const title = `CSP pitch ${Date.now()}`;
    const sheetId = await saveSheet(page.request, {
      title,
      influencers: creators.map((creator) => ({
        influencer_id: creator.id,
        note: `Why ${creator.fullname}`,
      })),
    });
    const created = await saveCollection(page.request, {
      title: `CSP edit ${Date.now()}`,
      salesheet_ids: [],
    });
    const collection = await saveCollection(page.request, {
      collection_id: created.collection_id,
      title: `CSP edit ${sheetId}`,
      salesheet_ids: [sheetId],
      public_titles: { [sheetId]: 'The spring pitch' },
      version: created.version,
    });

    const { context, watched } = await newWatched(browser);
    try {
      await expectCleanLoad(watched, `/public/talent-sheet/${sheetId}`, async (brand) => {
        const cards = brand.getByRole('list', { name: 'Creators' }).locator(':scope > li');
        await expect(cards).toHaveCount(4);
        await expect(cards.first().locator('img').first()).toHaveJSProperty('complete', true);
      });
      await expectCleanLoad(watched, '/public/talent-roster/1', async (brand) => {
        await expect(brand.getByText('No of Creators')).toBeVisible();
      });
      await expectCleanLoad(watched, `/public/collection/${collection.collection_id}`, async (brand) => {
        await expect(brand.getByRole('heading', { name: `CSP edit ${sheetId}` })).toBeVisible();
      });
      await expectCleanLoad(watched, `/public/talent-sheet-response/${sheetId}`, async (brand) => {
        const toggle = brand.getByRole('button', { name: new RegExp(`^${creators[0]!.fullname}`) });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await brand.getByRole('button', { name: 'Send Response' }).click();
        await expect(brand.getByRole('dialog', { name: 'Send Response' }).getByLabel('Name')).toBeVisible();
      });
    } finally {
      await context.close();
    }
  });

  test('phone width: a public roster', async ({ browser }) => {
    const { context, watched } = await newWatched(browser, { viewport: { width: 390, height: 844 } });
    try {
      await expectCleanLoad(watched, '/public/talent-roster/1', async (brand) => {
        await expect(brand.getByText('No of Creators')).toBeVisible();
        const photo = brand.getByRole('list', { name: 'Creators' }).locator('img').first();
        await expect(photo).toHaveJSProperty('complete', true);
      });
    } finally {
      await context.close();
    }
  });
});
