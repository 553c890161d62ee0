import { expect, test } from '@playwright/test';
import { signInViaApi } from '../support/api.js';
import { createTeam, createUser } from '../support/database.js';

/** A run's own suffix: the team and the handle are new on every run. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('Add Talent: Submit for Review without Add Social sends the typed account; an invalid one blocks Submit', async ({
  page,
}) => {
  const teamId = await createTeam(`Typed Handle Agency ${RUN}`);
  await signInViaApi(page.request, await createUser({ teamId }));
  const handle = `typed.${RUN}`;
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/add-influencer')) sent.push(request.postDataJSON());
  });
  await page.goto('/add-talent');
  await page.getByLabel('Creator Name').fill('Tia Typed');
  await page.getByLabel('Social Platform').selectOption('tiktok');
  const identifier = page.getByLabel('Handle/Link');

  // A typed handle that breaks the rule: Submit sends nothing and the field says why.
  await identifier.fill('two words');
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Handle should be a single word without spaces')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Submitted for Review' })).toHaveCount(0);

  // A valid one is taken as if Add Social had been clicked.
  await identifier.fill(`@${handle}`);
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/add-influencer'));
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  expect((await request).postDataJSON()).toEqual({
    influencer: { name: 'Tia Typed', socials: [{ platform: 'tiktok', handle, primary: true }] },
  });
  await expect(page.getByRole('heading', { name: 'Submitted for Review' })).toBeVisible();
  expect(sent).toHaveLength(1);

  await page.getByRole('link', { name: 'New Talent Requests' }).last().click();
  const card = page.getByRole('listitem', { name: 'Tia Typed' });
  await expect(card.getByText(`@${handle}`).first()).toBeVisible();
});
