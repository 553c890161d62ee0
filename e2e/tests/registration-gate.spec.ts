import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { rosterPage, saveSheet, signInViaApi } from '../support/api.js';
import { setTeamSetting } from '../support/database.js';

/** The second demo agency: its registration setting is switched on for this spec only. */
const AGENT = { email: 'demo.admin@harborlane.example', password: 'demo-pass-2026' };
const TEAM_NAME = 'Harbor Lane Creators';
/** Where the screenshots of the gated page go when SHOTS_DIR is set (looked at by hand). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Every answer of the API the page received, as text. */
function recordApiAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    void response.text().then(
      (text) => bodies.push(`${response.url()}\n${text}`),
      () => undefined,
    );
  });
  return bodies;
}

test.describe('registration gate: the server withholds the creators until the browser passes it', () => {
  test.beforeAll(async () => setTeamSetting(TEAM_NAME, 'displayRequireRegistration', true));
  test.afterAll(async () => setTeamSetting(TEAM_NAME, 'displayRequireRegistration', false));

  test('the page source, its boot document and every API answer before the gate hold no creator; after it the creators show', async ({
    page,
    browser,
  }) => {
    // Two browser widths, each through the gate and a reload, then a third browser: one journey.
    test.setTimeout(180_000);
    await signInViaApi(page.request, AGENT);
    const picks = (await rosterPage(page.request)).influencers.slice(0, 3);
    expect(picks).toHaveLength(3);
    const secretNote = `Exclusive rate for the spring launch ${Date.now()}`;
    const sheetId = await saveSheet(page.request, {
      title: `Gated pitch ${Date.now()}`,
      description: 'Spring gated launch',
      influencers: picks.map((creator, index) => ({
        influencer_id: creator.id,
        note: index === 0 ? secretNote : `Note for ${creator.fullname}`,
      })),
    });
    const secrets = [...picks.map((creator) => creator.fullname), secretNote];
    const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const brand = await context.newPage();
      const answers = recordApiAnswers(brand);
      const url = `/public/talent-sheet/roster-view/${sheetId}`;
      const navigation = await brand.goto(url);
      const source = (await navigation!.text()) ?? '';
      // The page's HTML (Open Graph tags and boot document included) names nobody.
      expect(source).toContain('og:title');
      expect(leaks(source)).toEqual([]);
      const gate = brand.getByTestId('registration-gate');
      await expect(gate).toBeVisible();
      await expect(brand.getByTestId('gated-placeholder')).toBeVisible();
      // The page under the gate is hidden from assistive technology: its heading is there, not its creators.
      await expect(brand.locator('.ps-heading__title')).toHaveText('Spring gated launch');
      expect(leaks(await brand.content())).toEqual([]);
      expect(answers.some((answer) => answer.includes(`/api/public/talent-sheets/${sheetId}`))).toBe(true);
      expect(leaks(answers.join('\n'))).toEqual([]);
      if (SHOTS_DIR) {
        mkdirSync(SHOTS_DIR, { recursive: true });
        await brand.screenshot({ path: `${SHOTS_DIR}/gated-sheet-${width}.png`, fullPage: true });
      }

      // The brand enters an email: this browser is granted the sheet and the creators load.
      await gate.getByLabel('Email').fill(`buyer-${width}-${Date.now()}@brand.example`);
      await gate.getByRole('button', { name: SHEET_MESSAGES.viewTalentSheet }).click();
      await expect(gate.getByText(SHEET_MESSAGES.checkEmailToContinue)).toBeVisible();
      await gate.getByRole('button', { name: 'Continue' }).click();
      await expect(gate).toBeHidden();
      const cards = brand.getByRole('list', { name: 'Creators' }).locator(':scope > li');
      await expect(cards).toHaveCount(3);
      await expect(cards.first()).toContainText(picks[0]!.fullname);
      await expect(brand.getByText(secretNote)).toBeVisible();
      await expect(brand.getByTestId('gated-placeholder')).toHaveCount(0);
      if (SHOTS_DIR)
        await brand.screenshot({ path: `${SHOTS_DIR}/granted-sheet-${width}.png`, fullPage: true });

      // Reloading keeps the access; another browser still sees the gate and no creator.
      await brand.reload();
      await expect(cards).toHaveCount(3);
      await expect(gate).toBeHidden();
      await context.close();
    }

    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    const answers = recordApiAnswers(other);
    await other.goto(`/public/talent-sheet/${sheetId}`);
    await expect(other.getByTestId('registration-gate')).toBeVisible();
    expect(leaks(await other.content())).toEqual([]);
    expect(leaks(answers.join('\n'))).toEqual([]);
    await stranger.close();
  });
});
