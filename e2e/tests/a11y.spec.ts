import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API } from '@tpp/contracts';
import { call, rosterPage, saveCollection, saveSheet, signInViaApi } from '../support/api.js';
import { axeOn } from '../support/axe.js';
import {
  ANALYTICS_ORIGIN_PORT,
  DEMO_ADMIN,
  DEMO_PLATFORM_ADMIN as PLATFORM_ADMIN,
  REPO_ROOT,
} from '../support/config.js';
import { startStaticServer } from '../support/staticServer.js';

/**
 * axe-core on the key pages, signed in and public, at desktop and phone width: no violation of
 * impact serious or critical against WCAG 2.0, 2.1 and 2.2 A and AA, and none of label in name
 * (a control's accessible name contains its visible text, WCAG 2.5.3), which axe-core ships as
 * an experimental rule and so runs only when enabled by name.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const ENABLED_RULES = { 'label-content-name-mismatch': { enabled: true } };
const BLOCKING = new Set(['serious', 'critical']);
/**
 * Every roster card has the same markup, as has every row of a table body: the first 12 stand for
 * the rest (the 150-card roster; axe's colour-contrast check alone took 1.9 s on the roster table).
 */
const REPEATED = ['.pf-cards > li:nth-child(n+13)', 'tbody > tr:nth-child(n+13)'];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Fixtures {
  teamId: number;
  influencerId: number;
  sheetId: string;
  collectionId: string;
}

interface KeyPage {
  name: string;
  signedIn: boolean;
  path: (fixtures: Fixtures) => string;
  /** What shows once the page has its content (not a skeleton or 'Loading...'). */
  ready: (page: Page) => ReturnType<Page['locator']>;
  /** The analytics remote is served from its own origin, which a test starts. */
  analytics?: boolean;
  /** Who signs in when not the demo team admin (the platform admin's tools). */
  user?: { email: string; password: string };
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const anyHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

const KEY_PAGES: KeyPage[] = [
  { name: 'sign-in', signedIn: false, path: () => '/signin', ready: (page) => page.getByLabel('Password') },
  {
    name: 'magic link request',
    signedIn: false,
    path: () => '/request-magic-link',
    ready: (page) => page.getByLabel('Email'),
  },
  {
    name: 'forgot password',
    signedIn: false,
    path: () => '/forgot-password',
    ready: (page) => page.getByLabel('Email'),
  },
  {
    name: 'public roster',
    signedIn: false,
    path: ({ teamId }) => `/public/talent-roster/${teamId}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Northstar Talent' }),
  },
  {
    name: 'public sheet, single page',
    signedIn: false,
    path: ({ sheetId }) => `/public/talent-sheet/${sheetId}`,
    ready: (page) => page.getByRole('list', { name: 'Creators' }).locator(':scope > li').first(),
  },
  {
    name: 'public sheet, roster view',
    signedIn: false,
    path: ({ sheetId }) => `/public/talent-sheet/roster-view/${sheetId}`,
    ready: (page) => page.getByRole('list', { name: 'Creators' }).locator(':scope > li').first(),
  },
  {
    name: 'public collection',
    signedIn: false,
    path: ({ collectionId }) => `/public/collection/${collectionId}`,
    ready: (page) => page.getByRole('region', { name: 'Accessibility sheet' }),
  },
  {
    name: 'public profile',
    signedIn: false,
    path: ({ influencerId }) => `/public/profile/${influencerId}`,
    ready: anyHeading,
  },
  {
    name: 'home',
    signedIn: true,
    path: () => '/',
    ready: (page) => page.getByRole('region', { name: 'Roster changes' }),
  },
  { name: 'roster', signedIn: true, path: () => '/influencers', ready: (page) => page.getByRole('table') },
  {
    name: 'tagging assistant',
    signedIn: true,
    path: ({ influencerId }) => `/tagging-assistant?influencer=${influencerId}`,
    ready: (page) => page.getByRole('heading', { level: 2, name: /^Suggested tags for / }),
  },
  {
    name: 'directory search',
    signedIn: true,
    path: () => '/search',
    ready: (page) => page.getByRole('table', { name: 'Search results' }).getByRole('row').nth(1),
  },
  {
    name: 'profile',
    signedIn: true,
    path: ({ influencerId, teamId }) => `/influencers/profile/${influencerId}/${teamId}`,
    ready: anyHeading,
  },
  {
    name: 'talent sheets',
    signedIn: true,
    path: () => '/talent-sheets',
    ready: (page) => page.getByRole('link', { name: /Accessibility sheet/ }).first(),
  },
  {
    name: 'sheet editor',
    signedIn: true,
    path: ({ sheetId }) => `/talent-sheet/${sheetId}`,
    ready: (page) => page.getByText('Available Roster').first(),
  },
  {
    name: 'collections',
    signedIn: true,
    path: () => '/collections',
    ready: (page) => page.getByText(/Accessibility collection/).first(),
  },
  { name: 'settings', signedIn: true, path: () => '/configure', ready: heading('Settings') },
  {
    name: 'settings with the admin tools',
    signedIn: true,
    user: PLATFORM_ADMIN,
    path: () => '/configure',
    ready: (page) => page.getByRole('button', { name: 'Act as Organization' }),
  },
  {
    name: 'audit log',
    signedIn: true,
    user: PLATFORM_ADMIN,
    path: () => '/configure/audit-log',
    ready: heading('Audit Log'),
  },
  {
    name: 'statistics',
    signedIn: true,
    path: () => '/talent-sheets/statistics',
    // The report (its tables or the empty state), not only the page's title.
    ready: (page) => page.getByRole('heading', { level: 2 }).first(),
    analytics: true,
  },
  {
    name: 'sheet statistics',
    signedIn: true,
    path: ({ sheetId }) => `/talent-sheets/statistics/${sheetId}`,
    ready: heading(/^Accessibility sheet/),
    analytics: true,
  },
  { name: 'not found', signedIn: true, path: () => '/no-such-page', ready: heading('Not Found!') },
  {
    name: 'request profile change',
    signedIn: true,
    path: ({ influencerId }) => `/request/${influencerId}`,
    ready: (page) => page.getByRole('button', { name: 'Add Account' }),
  },
  { name: 'my requests', signedIn: true, path: () => '/my-requests', ready: heading('My Requests') },
  { name: 'contact us', signedIn: true, path: () => '/contact-tpp', ready: heading('Contact Us') },
  {
    name: 'messages',
    signedIn: true,
    path: () => '/messages',
    ready: (page) => page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first(),
  },
  {
    name: 'case study form',
    signedIn: true,
    path: ({ influencerId }) => `/add-case-study/${influencerId}`,
    ready: (page) => page.getByLabel('Brand Partner'),
  },
];

let fixtures: Fixtures | undefined;

async function createFixtures(browser: Browser): Promise<Fixtures> {
  const context = await browser.newContext();
  try {
    await signInViaApi(context.request, DEMO_ADMIN);
    const status = await call(context.request, API.session.status);
    const teamId = status.authed ? status.primary_team_id : null;
    if (!teamId) throw new Error('the demo admin has no team');
    const roster = await rosterPage(context.request);
    const creators = roster.influencers.slice(0, 4);
    const first = creators[0];
    if (!first) throw new Error('the demo roster is empty');
    const stamp = Date.now();
    const sheetId = await saveSheet(context.request, {
      title: `Accessibility sheet ${stamp}`,
      description: 'Accessibility sheet',
      influencers: creators.map((creator) => ({
        influencer_id: creator.id,
        note: `Why ${creator.fullname} fits`,
      })),
    });
    const created = await saveCollection(context.request, {
      title: `Accessibility collection ${stamp}`,
      salesheet_ids: [],
    });
    await saveCollection(context.request, {
      collection_id: created.collection_id,
      title: `Accessibility collection ${stamp}`,
      salesheet_ids: [sheetId],
      version: created.version,
    });
    return { teamId, influencerId: first.id, sheetId, collectionId: created.collection_id };
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ browser }) => {
  fixtures = await createFixtures(browser);
});

/**
 * Each page is loaded once, at desktop width, then narrowed to phone width and checked again: the
 * layouts follow the width through CSS and media-query listeners, as when a phone turns, and one
 * load per page halves the suite's page loads and sign-ins.
 */
test.describe('axe at desktop and phone width', () => {
  test.use({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height } });

  for (const keyPage of KEY_PAGES) {
    test(`${keyPage.name} has no serious or critical violations`, async ({ page }) => {
      // A loaded machine needs time for the 150-card roster.
      test.setTimeout(180_000);
      if (!fixtures) throw new Error('fixtures were not created');
      if (keyPage.signedIn) await signInViaApi(page.request, keyPage.user ?? DEMO_ADMIN);
      const analytics = keyPage.analytics
        ? await startStaticServer(path.join(REPO_ROOT, 'mfe-analytics/dist'), ANALYTICS_ORIGIN_PORT)
        : null;
      const blocking: Record<string, unknown[]> = {};
      try {
        await page.goto(keyPage.path(fixtures));
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await expect(keyPage.ready(page)).toBeVisible({ timeout: 45_000 });
          // The resized layout is drawn before axe reads it.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          // Only violations are gathered in full. options() first: it replaces what withTags() sets.
          const results = await REPEATED.reduce(
            (builder, selector) => builder.exclude(selector),
            axeOn(page)
              .options({ rules: ENABLED_RULES, resultTypes: ['violations'] })
              .withTags(WCAG_TAGS),
          ).analyze();
          const found = results.violations
            .filter((violation) => BLOCKING.has(violation.impact ?? ''))
            .map((violation) => ({
              id: violation.id,
              impact: violation.impact,
              help: violation.helpUrl,
              targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
              count: violation.nodes.length,
            }));
          if (found.length > 0) blocking[viewport.name] = found;
        }
      } finally {
        await analytics?.stop();
      }
      expect(blocking, JSON.stringify(blocking, null, 2)).toEqual({});
    });
  }
});
