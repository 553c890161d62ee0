import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AI_MESSAGES, type InfluencerProfile, type TagHelperResponse } from '@tpp/contracts';
import { deferred, installFakeFetch, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import { rosterAnswer } from '../../testing/roster.fixtures';
import { TaggingAssistantPage } from './TaggingAssistantPage';

const ROSTER = '/api/user/influencers';
const HELPER = '/api/tag-helper';
const TAGS = '/api/user/influencers/tags';
let fake: FakeFetch;
let helper: () => FakeAnswer | Promise<FakeAnswer>;
let saveTags: () => FakeAnswer;

const profile = (id: number): InfluencerProfile =>
  ({
    id,
    fullname: `Creator ${id}`,
    description: 'Austin mom of two 🏃‍♀️ marathon training, clean eats and #momlife',
    custom_description: 'Runs the Austin run club.',
    tags: ['Fitness'],
    picture_main_url: `/api/avatars/${id}.svg`,
  }) as InfluencerProfile;

const ANSWER: TagHelperResponse = {
  tags: ['Fitness', 'Running', 'Parenting', 'Food'],
  suggestions: [
    { tag: 'Fitness', reason: "'training' in the description", applied: true },
    { tag: 'Running', reason: "'marathon' and '🏃‍♀️' in the description", applied: false },
    { tag: 'Parenting', reason: "'mom of two' and '#momlife' in the description", applied: false },
    { tag: 'Food', reason: "'clean eats' in the description", applied: false },
  ],
};

beforeEach(() => {
  window.history.replaceState(null, '', '/tagging-assistant');
  helper = () => ({ body: ANSWER });
  saveTags = () => ({ body: { success: true, tags: ['Fitness', 'Running', 'Food'], display_tags: [] } });
  fake = installFakeFetch((request) => {
    if (request.path === ROSTER) return { body: rosterAnswer(3, 30) };
    const match = /^\/api\/influencers\/profiles\/(\d+)$/.exec(request.path);
    if (match) return { body: profile(Number(match[1])) };
    if (request.path === HELPER) return helper();
    if (request.path === TAGS) return saveTags();
    return { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: 'Not found' } };
  });
});

afterEach(() => {
  cleanup();
  fake.restore();
});

const suggested = () => screen.getByRole('group', { name: 'Suggested tags' });

describe('TaggingAssistantPage', () => {
  it('starts new, asks for the chosen creator (loading), then shows suggestions with reasons (idle)', async () => {
    const held = deferred<FakeAnswer>();
    helper = () => held.promise;
    render(<TaggingAssistantPage />);
    expect(screen.getByText('No creator chosen yet.')).toBeTruthy();
    expect(await screen.findByText('Showing 3 of 30: type a name to find others.')).toBeTruthy();
    expect(fake.callsTo(HELPER)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /^Creator 2 / }));
    expect(await screen.findByText("Reading the creator's description...")).toBeTruthy();
    expect(window.location.search).toBe('?influencer=2');
    await waitFor(() => expect(fake.callsTo(HELPER)).toHaveLength(1));
    // The general description plus the team's custom description, and the creator.
    expect(fake.callsTo(HELPER)[0]!.body).toEqual({
      description:
        'Austin mom of two 🏃‍♀️ marathon training, clean eats and #momlife\n\nRuns the Austin run club.',
      influencer_id: 2,
    });
    held.resolve({ body: ANSWER });

    expect(await screen.findByRole('heading', { name: 'Suggested tags for Creator 2' })).toBeTruthy();
    expect(screen.queryByText("Reading the creator's description...")).toBeNull();
    expect(screen.getByRole('button', { name: /^Creator 2 / }).getAttribute('aria-pressed')).toBe('true');
    const running = within(suggested()).getByRole('checkbox', { name: 'Running' });
    expect(running.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText("'marathon' and '🏃‍♀️' in the description")).toBeTruthy();
    // Tags the creator has are marked and cannot be picked; every new one is picked by default.
    const fitness = within(suggested()).getByRole('checkbox', { name: /Fitness/ }) as HTMLInputElement;
    expect([fitness.checked, fitness.disabled]).toEqual([true, true]);
    expect(within(suggested()).getByText(/Already tagged/)).toBeTruthy();
    expect(
      ['Running', 'Parenting', 'Food'].map(
        (tag) => (within(suggested()).getByRole('checkbox', { name: tag }) as HTMLInputElement).checked,
      ),
    ).toEqual([true, true, true]);
  });

  it('Apply Tags saves the full list (existing plus picked) and shows the tags updated', async () => {
    window.history.replaceState(null, '', '/tagging-assistant?influencer=2');
    render(<TaggingAssistantPage />);
    const parenting = await screen.findByRole('checkbox', { name: 'Parenting' });
    fireEvent.click(parenting);
    expect(screen.getByText('2 of 3 new tags picked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply Tags' }));

    expect(await screen.findByText('Tags applied to Creator 2: Running, Food.')).toBeTruthy();
    expect(fake.callsTo(TAGS).map((call) => [call.method, call.body])).toEqual([
      ['POST', { influencer_id: 2, tags: ['Fitness', 'Running', 'Food'] }],
    ]);
    const tags = screen.getByRole('list', { name: 'Tags of Creator 2' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fitness', 'Running', 'Food']);
    expect(within(suggested()).getAllByText(/Already tagged/)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Apply Tags' })).toHaveProperty('disabled', true);
  });

  it('says when there are no suggestions', async () => {
    helper = () => ({ body: { tags: [], suggestions: [] } });
    window.history.replaceState(null, '', '/tagging-assistant?influencer=3');
    render(<TaggingAssistantPage />);
    expect(await screen.findByText(AI_MESSAGES.noTagSuggestions)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply Tags' })).toBeNull();
  });

  it("shows the server's message, or 'Something went wrong.', in an alert with Try Again", async () => {
    helper = () => ({
      status: 429,
      body: {
        statusCode: 429,
        error: 'RATE_LIMITED',
        message: 'Too many AI requests. Try again in a minute.',
      },
    });
    window.history.replaceState(null, '', '/tagging-assistant?influencer=3');
    render(<TaggingAssistantPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many AI requests. Try again in a minute.',
    );

    helper = () => ({ status: 500, body: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(fake.callsTo(HELPER)).toHaveLength(2));
    expect((await screen.findByRole('alert')).textContent).toContain(AI_MESSAGES.somethingWentWrong);
  });

  it('shows a failed save in an alert', async () => {
    saveTags = () => ({ status: 500, body: {} });
    window.history.replaceState(null, '', '/tagging-assistant?influencer=2');
    render(<TaggingAssistantPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Tags' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AI_MESSAGES.somethingWentWrong);
    expect(
      within(screen.getByRole('list', { name: 'Tags of Creator 2' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
