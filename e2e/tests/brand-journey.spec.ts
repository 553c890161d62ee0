import { expect, test } from '@playwright/test';
import { API, SHEET_MESSAGES } from '@tpp/contracts';
import { call, rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { setTeamSetting } from '../support/database.js';
import { waitForMail } from '../support/mailbox.js';
import { likeCreators } from '../support/responseView.js';

/** The second demo agency: its registration setting is switched on for this journey only. */
const AGENT = { email: 'demo.admin@harborlane.example', password: 'demo-pass-2026' };
const TEAM_NAME = 'Harbor Lane Creators';

/** Sets the team's displayRequireRegistration (no screen sets it yet: the spec lists it as a team setting only). */
async function requireRegistration(on: boolean): Promise<void> {
  await setTeamSetting(TEAM_NAME, 'displayRequireRegistration', on);
}

test.describe('brand journey: a shared sheet, the gate, a profile, likes and a response', () => {
  test.beforeAll(async () => requireRegistration(true));
  test.afterAll(async () => requireRegistration(false));

  test('the agent shares a sheet with notes; a brand passes the gate, likes two creators and responds; the agent sees the likes', async ({
    page,
    browser,
  }) => {
    // The agent builds a sheet of four creators with notes (one with a link) and a public title.
    await signInViaApi(page.request, AGENT);
    const roster = await rosterPage(page.request);
    const picks = roster.influencers.slice(0, 4);
    expect(picks).toHaveLength(4);
    const title = `Spring pitch ${Date.now()}`;
    const sheetId = await saveSheet(page.request, {
      title,
      description: 'Spring outdoor launch',
      influencers: picks.map((creator, index) => ({
        influencer_id: creator.id,
        note:
          index === 0
            ? 'Perfect for the hiking line. See [her trail reel](https://example.com/reel)'
            : `Note for ${creator.fullname}`,
      })),
    });
    expect(sheetId).toMatch(/^[A-Za-z0-9_-]{16}$/);

    // The shared link's HTML carries the preview card (Open Graph).
    const html = await (await page.request.get(`/public/talent-sheet/${sheetId}`)).text();
    expect(html).toMatch(/<meta property="og:title" content="Spring outdoor launch"/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]*Harbor Lane Creators/);
    expect(html).toMatch(/<meta property="og:url" content="[^"]*\/public\/talent-sheet\//);

    // A brand opens the roster-view link in another browser context (no session, no stored email).
    const brandContext = await browser.newContext();
    const brand = await brandContext.newPage();
    const since = new Date();
    await brand.goto(`/public/talent-sheet/roster-view/${sheetId}`);
    await expect(brand).toHaveTitle('Spring outdoor launch · Talent Pitch Pro');
    const gate = brand.getByTestId('registration-gate');
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: SHEET_MESSAGES.viewTalentSheet }).click();
    await expect(gate.getByText('Email is required')).toBeVisible();
    const brandEmail = `buyer-${Date.now()}@brand.example`;
    await gate.getByLabel('Email').fill(brandEmail);
    await gate.getByRole('button', { name: SHEET_MESSAGES.viewTalentSheet }).click();
    await expect(gate.getByText(SHEET_MESSAGES.checkEmailToContinue)).toBeVisible();
    const gateMail = await waitForMail(brandEmail, since);
    // A fixed subject; the team's words only in the body; a signed link that confirms the address.
    expect(gateMail.subject).toBe('Confirm your email to view a talent sheet');
    expect(gateMail.text).toContain(TEAM_NAME);
    expect(gateMail.text).toContain('Spring outdoor launch');
    const confirmLink = /https?:\/\/\S+\/public\/sheet-viewer\/confirm\/[\w.-]+/.exec(gateMail.text)?.[0];
    expect(confirmLink).toBeDefined();
    await gate.getByRole('button', { name: 'Continue' }).click();
    await expect(gate).toBeHidden();

    // The sheet: team header with Contact, heading, prompt, the four cards with notes.
    await expect(brand.getByRole('heading', { name: 'Spring outdoor launch' })).toBeVisible();
    await expect(brand.getByText(SHEET_MESSAGES.clickForAnalytics)).toBeVisible();
    await expect(brand.getByRole('button', { name: 'Contact' })).toBeVisible();
    const cards = brand.getByRole('list', { name: 'Creators' }).locator(':scope > li');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByRole('link', { name: 'her trail reel' })).toHaveAttribute(
      'href',
      'https://example.com/reel',
    );

    // A creator's profile inside the sheet, and back.
    const second = picks[1]!;
    await cards
      .nth(1)
      .getByRole('link', { name: new RegExp(second.fullname) })
      .click();
    await expect(brand).toHaveURL(new RegExp(`influencer_id=${second.id}`));
    await expect(brand.getByRole('heading', { level: 1, name: second.fullname })).toBeVisible();
    await expect(brand.getByRole('complementary', { name: 'Note from the team' })).toContainText(
      `Note for ${second.fullname}`,
    );
    await brand.getByRole('button', { name: '← Back to sheet' }).click();
    await expect(brand).not.toHaveURL(/influencer_id/);
    await expect(cards).toHaveCount(4);

    // The gate does not come back for this browser.
    await brand.reload();
    await expect(cards).toHaveCount(4);
    await expect(brand.getByTestId('registration-gate')).toBeHidden();

    // The mailbox's owner follows the link in their own browser: the address is confirmed for that
    // browser, which lands on the sheet without the gate.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    const confirmed = owner.waitForResponse((response) =>
      response.url().endsWith('/api/sheet-viewer/confirm'),
    );
    await owner.goto(confirmLink!);
    expect((await confirmed).status()).toBe(200);
    await expect(owner).toHaveURL(new RegExp(`/public/talent-sheet/roster-view/${sheetId}$`));
    await expect(owner.getByRole('heading', { name: 'Spring outdoor launch' })).toBeVisible();
    await expect(owner.getByTestId('registration-gate')).toBeHidden();
    await ownerContext.close();

    // The response view: like two creators and send a response.
    const responseSince = new Date();
    await brand.goto(`/public/talent-sheet-response/${sheetId}`);
    const liked = [picks[0]!, picks[2]!];
    await likeCreators(brand, liked);
    await expect(brand.getByText('2 creators marked')).toBeVisible();
    await brand.getByRole('button', { name: 'Send Response' }).click();
    const form = brand.getByRole('dialog', { name: 'Send Response' });
    await expect(form.getByLabel('Email')).toHaveValue(brandEmail);
    await form.getByLabel('Name').fill('Jordan Buyer');
    await form.getByLabel('Comments (optional)').fill('These two fit our spring campaign.');
    await form.getByRole('button', { name: 'Send Response' }).click();
    await expect(brand.getByRole('heading', { name: SHEET_MESSAGES.responseThanks })).toBeVisible();
    const agentMail = await waitForMail(AGENT.email, responseSince);
    // The responder's words are in the body, never the subject (a stranger wrote them).
    expect(agentMail.subject).toBe(`New brand response to your talent sheet "${title}"`);
    expect(agentMail.text).toContain('Jordan Buyer');
    for (const creator of liked) expect(agentMail.text).toContain(creator.fullname);
    await brandContext.close();

    // The agent sees the likes.
    const likes = await call(page.request, API.likes.list, { query: { salesheet_id: sheetId } });
    const brandLikes = likes.likes.filter((like) => like.source === 'brand');
    expect(brandLikes.map((like) => like.influencer_id).sort()).toEqual(liked.map((c) => c.id).sort());
    expect(brandLikes.every((like) => like.responder_email === brandEmail)).toBe(true);

    // ... and in the sheet editor, each liked creator carries the brand's heart.
    await page.goto(`/talent-sheet/${sheetId}`);
    for (const creator of picks) {
      const item = page
        .getByTestId('sheet-talent')
        .filter({ has: page.getByRole('heading', { name: creator.fullname }) });
      if (liked.includes(creator))
        await expect(item.getByTitle('Hearts from brands on this sheet')).toContainText('1');
      else await expect(item.getByTitle('Hearts from brands on this sheet')).toHaveCount(0);
    }

    // The public answer serves the creators to the sheet's own team; to a browser that has not
    // passed the gate it sends none (the server withholds them, see registration-gate.spec.ts).
    const query = { params: { hashId: sheetId }, query: { page: 1, limit: 18 } };
    const publicAnswer = await call(page.request, API.publicSheets.sheet, query);
    expect(publicAnswer.settings.displayRequireRegistration).toBe(true);
    expect(publicAnswer.influencers).toHaveLength(4);
    const anonymous = await page.context().browser()!.newContext();
    const withheld = await call(anonymous.request, API.publicSheets.sheet, query);
    expect(withheld).toMatchObject({ withheld: true, influencers: [], influencer_ids: [] });
    await anonymous.close();
  });

  test('a single-page sheet pages 15 at a time; unknown sheets say Not Found', async ({ page }) => {
    await requireRegistration(false);
    try {
      await signInViaApi(page.request, AGENT);
      const roster = await rosterPage(page.request);
      expect(roster.influencers.length).toBeGreaterThanOrEqual(16);
      const bigSheetId = await saveSheet(page.request, {
        title: `Big sheet ${Date.now()}`,
        influencers: roster.influencers.map((creator) => ({ influencer_id: creator.id, note: '' })),
      });
      const anonymous = await page.context().browser()!.newContext();
      const viewer = await anonymous.newPage();
      await viewer.goto(`/public/talent-sheet/${bigSheetId}`);
      await expect(viewer).toHaveTitle(`Talent Sheet from ${TEAM_NAME}`);
      await expect(viewer.getByRole('heading', { name: 'Selected Talent' })).toBeVisible();
      const cards = viewer.getByRole('list', { name: 'Creators' }).locator(':scope > li');
      await expect(cards).toHaveCount(15);
      await viewer
        .getByRole('navigation', { name: 'Sheet pages' })
        .getByRole('button', { name: 'Page 2' })
        .click();
      await expect(viewer).toHaveURL(/\?page=2/);
      await expect(cards).toHaveCount(Math.min(15, roster.influencers.length - 15));

      await viewer.goto('/public/talent-sheet/roster-view/NoSuchSheet00000');
      await expect(viewer.getByRole('heading', { name: 'Talent sheet not found' })).toBeVisible();
      await anonymous.close();
    } finally {
      await requireRegistration(true);
    }
  });
});
