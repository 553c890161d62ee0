import { test as base } from '@playwright/test';
import { signInViaApi } from './api.js';
import { DEMO_ADMIN } from './config.js';

/**
 * Playwright's `test` whose page starts signed in as the demo admin: the session comes from the
 * API into the page's request context, which the page's browser context shares.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await signInViaApi(page.request, DEMO_ADMIN);
    await use(page);
  },
});
