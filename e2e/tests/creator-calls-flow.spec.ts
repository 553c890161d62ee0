import { expect, test, type Page } from '@playwright/test';
import { API, CREATOR_CALL_MESSAGES, SHEET_MESSAGES } from '@tpp/contracts';
import { call, signInViaApi } from '../support/api.js';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_STAFF } from '../support/config.js';

/** A day relative to today (UTC) as yyyy-mm-dd, and as the screens write it. */
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const shownDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const cardTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Creator Calls', exact: true })
    .getByRole('heading', { level: 2 })
    .allTextContents();

/** The staff screen's form: save it and wait for its answer. */
async function saveCallForm(page: Page, button: 'Create Creator Call' | 'Save changes') {
  await page.getByRole('button', { name: button }).click();
}

test.describe('Creator Calls: staff post calls; agencies see deadlines, sort, filter and confirm Submit', () => {
  test('staff create and edit a call; a team sees it, sorts, filters, confirms Submit; past its deadline it is closed', async ({
    page,
    browser,
  }) => {
    // Three people and two screens: room for a busy machine.
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const title = `Flow call ${stamp}`;
    const brand = `Glow Co ${stamp}`;
    const deadline = isoDay(1);

    // Staff: the screen of /configure, with the API's field messages under the fields.
    await signInViaApi(page.request, DEMO_STAFF);
    await page.goto('/configure');
    await page.getByRole('link', { name: 'Manage Creator Calls' }).click();
    await expect(page).toHaveURL(/\/configure\/creator-calls$/);
    await expect(page.getByRole('heading', { name: 'Manage Creator Calls', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New Creator Call' }).click();
    const form = page.getByRole('form', { name: 'New Creator Call' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Posted by').fill(brand);
    await form.getByLabel('Brief').fill('Austin fitness creators for a spring launch: one reel each.');
    await form.getByLabel('Response deadline').fill(deadline);
    await form.getByLabel('Start date').fill(isoDay(20));
    await form.getByLabel('End date').fill(isoDay(10));
    await saveCallForm(page, 'Create Creator Call');
    await expect(form.getByText('End date must not be before start_date')).toBeVisible();
    await form.getByLabel('End date').fill(isoDay(40));
    await saveCallForm(page, 'Create Creator Call');
    await expect(page.getByText(`Creator Call “${title}” created.`)).toBeVisible();
    const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(listed).toContainText(`Respond by ${shownDay(deadline)}`);
    await expect(listed).toContainText('Open');

    // Edit: a later deadline.
    const later = isoDay(3);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${title}` });
    await expect(editForm.getByLabel('Title')).toHaveValue(title);
    await editForm.getByLabel('Response deadline').fill(later);
    await saveCallForm(page, 'Save changes');
    await expect(page.getByText(`Changes to “${title}” saved.`)).toBeVisible();
    await expect(listed).toContainText(`Respond by ${shownDay(later)}`);

    // A team member cannot use the screen, and the API refuses them too.
    const member = await browser.newContext();
    const memberPage = await member.newPage();
    await signInViaApi(memberPage.request, DEMO_MEMBER);
    await memberPage.goto('/configure/creator-calls');
    await expect(memberPage.getByText(CREATOR_CALL_MESSAGES.manageNotAllowed)).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'New Creator Call' })).toHaveCount(0);
    await member.close();

    // The agency: the card shows the deadline; sort and filter in the browser.
    const agency = await browser.newContext();
    const agent = await agency.newPage();
    await signInViaApi(agent.request, DEMO_ADMIN);
    await agent.goto('/creator-calls');
    await expect(card(agent, title)).toContainText(`Respond by${shownDay(later)}`);
    await expect(card(agent, title).getByRole('link', { name: 'Respond' })).toBeVisible();

    await agent.getByLabel('Sort by').selectOption('name');
    const byName = await cardTitles(agent);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await agent.getByLabel('Sort by').selectOption('newest');
    expect((await cardTitles(agent))[0]).toBe(title);

    const calls = (await call(agent.request, API.castingCalls.list)).casting_calls;
    await agent.getByLabel('Show').selectOption('responded');
    await expect
      .poll(() => cardTitles(agent))
      .toEqual(
        calls
          .filter((entry) => entry.response_status === 'submitted')
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
          .map((entry) => entry.title),
      );
    await agent.getByLabel('Show').selectOption('not_responded');
    await expect(card(agent, title)).toBeVisible();

    // Respond: Submit asks first, naming the count and the brand, and says later saves are seen.
    await card(agent, title).getByRole('link', { name: 'Respond' }).click();
    await expect(agent.getByText(SHEET_MESSAGES.castingCallInvisible)).toBeVisible();
    const available = agent.getByRole('region', { name: 'Available Roster' });
    await available
      .getByRole('table', { name: 'Available roster' })
      .getByRole('button', { name: /^Add / })
      .first()
      .click();
    await expect(agent.getByTestId('sheet-talent')).toHaveCount(1);
    await expect(agent.getByTestId('save-indicator')).toHaveText(SHEET_MESSAGES.saved);
    await agent.getByRole('button', { name: 'Submit', exact: true }).click();
    const ask = agent.getByRole('dialog', { name: `Submit 1 creator to ${brand}?` });
    await expect(ask).toContainText('every change you save is visible to');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(agent.getByText(SHEET_MESSAGES.castingCallInvisible)).toBeVisible();
    await agent.getByRole('button', { name: 'Submit', exact: true }).click();
    await ask.getByRole('button', { name: 'Submit response' }).click();
    await expect(agent.getByText(SHEET_MESSAGES.responseSubmitted)).toBeVisible();
    await expect(agent.getByText(CREATOR_CALL_MESSAGES.liveAfterSubmit)).toBeVisible();

    await agent.goto('/creator-calls');
    await expect(card(agent, title).getByText('Responded', { exact: true })).toBeVisible();
    await agent.getByLabel('Show').selectOption('responded');
    await expect(card(agent, title)).toBeVisible();

    // Staff move the deadline into the past: the call is closed for the team.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page
      .getByRole('form', { name: `Edit ${title}` })
      .getByLabel('Response deadline')
      .fill(isoDay(-2));
    await saveCallForm(page, 'Save changes');
    await expect(listed).toContainText('Closed');

    await agent.reload();
    await agent.getByLabel('Show').selectOption('all');
    await expect(card(agent, title).getByText('Closed', { exact: true })).toBeVisible();
    await expect(card(agent, title).getByRole('link', { name: /sent a response/ })).toBeVisible();
    await agent.goto(`/creator-call-response/${calls.find((entry) => entry.title === title)!.id}`);
    await expect(agent.getByText(CREATOR_CALL_MESSAGES.closed)).toBeVisible();
    await expect(agent.getByRole('link', { name: 'View your submitted response' })).toBeVisible();
    await expect(agent.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
    await agency.close();
  });
});
