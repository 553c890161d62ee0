import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, TALENT_MESSAGES } from '@tpp/contracts';
import { XSS_PAYLOADS } from '../../services/api/src/modules/talent/markdown/xss-corpus.js';
import { call, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN } from '../support/config.js';
import { createTeam } from '../support/database.js';

const NORTHSTAR = 1;

const roster = (request: APIRequestContext, teamId: number) =>
  call(request, API.publicTalent.roster, { params: { teamId } });

test.describe('public roster and public profile (no account)', () => {
  test('shows the team, its stat tiles and every creator; sorts by followers; opens a profile and comes back', async ({
    page,
  }) => {
    const data = await roster(page.request, NORTHSTAR);
    expect(data.influencers.length).toBeGreaterThan(100);

    await page.goto(`/public/talent-roster/${NORTHSTAR}`);
    await expect(page.getByRole('heading', { name: data.team.team_name })).toBeVisible();
    await expect(page.getByText('No of Creators')).toBeVisible();
    await expect(page.getByText('Total Reach').first()).toBeVisible();
    await expect(page.getByText('Social Platforms')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Creators' }).locator(':scope > li');
    // Every creator is counted; only the cards near the window are drawn.
    const counted = page.getByRole('status').filter({ hasText: `${data.influencers.length} creators` });
    await expect(counted).toBeVisible();
    await expect(cards.first()).toContainText(data.influencers[0]!.fullname);

    await page.getByLabel('Sort by').selectOption({ label: 'Followers' });
    const biggest = [...data.influencers].sort((a, b) => b.total_reach - a.total_reach)[0]!;
    await expect(cards.first()).toContainText(biggest.fullname);

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`influencer_id=${biggest.id}`));
    await expect(page.getByRole('heading', { name: biggest.fullname, level: 1 })).toBeVisible();
    await page.goBack();
    await expect(counted).toBeVisible();
    await expect(cards.first()).toContainText(biggest.fullname);
  });

  test('shows the empty state for a team without creators, and an error for an unknown team', async ({
    page,
  }) => {
    const teamId = await createTeam('Empty Agency E2E');
    await page.goto(`/public/talent-roster/${teamId}`);
    await expect(page.getByText('No creators on this roster yet.')).toBeVisible();
    await page.goto('/public/talent-roster/987654');
    await expect(page.getByRole('heading', { name: 'Roster not found' })).toBeVisible();
  });

  test('a public profile shows the creator with audience data; an unknown id says so', async ({ page }) => {
    const data = await roster(page.request, NORTHSTAR);
    const creator = data.influencers[0]!;
    await page.goto(`/public/profile/${creator.id}`);
    await expect(page.getByRole('heading', { name: creator.fullname, level: 1 })).toBeVisible();
    await expect(page.getByText(/Followers|Subscribers/).first()).toBeVisible();

    await page.goto('/public/profile/99999999');
    await expect(page.getByText(TALENT_MESSAGES.influencerNotFoundTitle)).toBeVisible();
    await expect(page.getByText(TALENT_MESSAGES.influencerNotFoundBody)).toBeVisible();
  });

  test(`renders none of ${XSS_PAYLOADS.length} XSS payloads stored in a custom description`, async ({
    page,
    browser,
  }) => {
    const data = await roster(page.request, NORTHSTAR);
    const creator = data.influencers[1]!;
    await signInViaApi(page.request, DEMO_ADMIN);
    const description = XSS_PAYLOADS.map((payload, index) => `Payload ${index}: ${payload}`).join('\n\n');
    await call(page.request, API.talent.customDescription, {
      body: { influencer_id: creator.id, description },
    });

    const visitor = await browser.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await visitor.addInitScript(() => {
      const flag = () =>
        Object.assign(window, { __xss: ((window as unknown as { __xss?: number }).__xss ?? 0) + 1 });
      Object.assign(window, { alert: flag, confirm: flag, prompt: flag });
    });
    // One payload is a remote image (https://ok.example/x.png). Third-party hosts are unreachable
    // in tests and, on a machine without DNS, a lookup can hang until networkidle never comes:
    // fail every non-local request at once, as an offline browser would.
    await visitor.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    );
    // The page's own 'load' is not waited for: it depends on the payloads' images.
    await visitor.goto(`/public/profile/${creator.id}`, { waitUntil: 'domcontentloaded' });
    await expect(visitor.getByText(`Payload ${XSS_PAYLOADS.length - 1}:`)).toBeVisible();
    // Give event-driven payloads (onload, onerror, animations) time to fire: hover, then wait until
    // every image the markdown drew has loaded or failed.
    await visitor.mouse.move(200, 300);
    await expect
      .poll(() =>
        visitor.evaluate(() =>
          [...document.querySelectorAll('.pf-html img')].every(
            (image) => (image as HTMLImageElement).complete,
          ),
        ),
      )
      .toBe(true);
    const report = await visitor.evaluate(() => {
      // Everything the server rendered from markdown sits in .pf-html blocks.
      const rendered = [...document.querySelectorAll('.pf-html')];
      const inside = (selector: string) => rendered.flatMap((block) => [...block.querySelectorAll(selector)]);
      return {
        blocks: rendered.length > 0,
        ran: (window as unknown as { __xss?: number }).__xss ?? 0,
        scripts: inside('script').length,
        handlers: inside('*').flatMap((element) =>
          [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((a) => a.name),
        ),
        badLinks: inside('a[href], iframe, object, embed')
          .map((element) => element.getAttribute('href') ?? element.tagName)
          .filter((href) => !/^(https?:|mailto:|\/|#)/i.test(href)),
      };
    });
    expect(dialogs).toEqual([]);
    expect(report).toEqual({ blocks: true, ran: 0, scripts: 0, handlers: [], badLinks: [] });
    await visitor.close();
  });
});
