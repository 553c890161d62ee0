import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AI_MESSAGES, type AdvancedFiltersAiResponse, type DirectoryAccount } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { deferred, installFakeFetch, type FakeFetch, type FakeAnswer } from '@tpp/ui/testing';
import { AdvancedSearch, type AddTarget } from './AdvancedSearch';
import { DIRECTORY_DEFAULT_SORT, NO_DIRECTORY_FILTERS, type SearchUrlState } from './directoryFilters';
import { directoryAccount, directoryPage, giveResultsAHeight } from './directory.fixtures';
import { MEETS } from '../../testing/ai.fixtures';

const DIRECTORY = '/api/directory/social-accounts';
const AI = '/api/advanced-filters-ai';
const BRIEF = 'Instagram fitness creators with a mostly female audience for a running shoe launch';
let fake: FakeFetch;
let aiAnswer: () => FakeAnswer | Promise<FakeAnswer>;

giveResultsAHeight();

const ANSWER: AdvancedFiltersAiResponse = {
  accounts: [
    { ...directoryAccount(7), explanation: '72% female audience; tagged Fitness and Running.', fit: MEETS },
    {
      ...directoryAccount(3),
      explanation: '65% female audience; tagged Fitness.',
      fit: {
        status: 'partial',
        met: ['Instagram'],
        missed: ['Based in Busan, South Korea'],
        not_checked: [],
      },
    },
  ],
  brief: {
    constraints: ['Instagram', 'mostly female audience'],
    niches: ['Fitness', 'Running'],
    relaxed: [{ constraint: 'audience in Canada', reason: 'no match has audience data for Canada' }],
    not_checked: [],
  },
};

beforeEach(() => {
  sessionStore.setState({ status: 'ready', user: { selectedTeamId: 4, primary_team_id: 4 } } as never);
  aiAnswer = () => ({ body: ANSWER });
  fake = installFakeFetch((request) => {
    if (request.path === DIRECTORY) return { body: directoryPage(0, 3, false) };
    if (request.path === AI) return aiAnswer();
    if (request.path === '/api/user/team/tags')
      return { body: { tags: [], master_tags: [], used_tags: [], tagged_influencers: {} } };
    return { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: 'Not found' } };
  });
});

afterEach(() => {
  cleanup();
  fake.restore();
  sessionStore.setState({ status: 'idle', user: null });
});

function Harness({ target }: { target?: AddTarget }) {
  const [value, setValue] = useState<SearchUrlState>({
    filters: { ...NO_DIRECTORY_FILTERS, followersMin: 10_000, keywords: ['fitness'] },
    sort: DIRECTORY_DEFAULT_SORT,
  });
  return <AdvancedSearch value={value} onChange={setValue} target={target} talentSheet />;
}

const describeCampaign = (text: string) =>
  fireEvent.change(screen.getByLabelText('Campaign description'), { target: { value: text } });
const resultNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByText(/Directory Creator \d+/)[0]!.textContent);

describe('AI search in the advanced search', () => {
  it('refuses a description under 20 characters without a call', async () => {
    render(<Harness />);
    await screen.findByText('Directory Creator 1');
    describeCampaign('  fitness moms     ');
    fireEvent.click(screen.getByRole('button', { name: 'AI Search' }));
    expect(screen.getByRole('alert').textContent).toBe(AI_MESSAGES.descriptionTooShort);
    expect(screen.getByLabelText('Campaign description').getAttribute('aria-invalid')).toBe('true');
    expect(fake.callsTo(AI)).toHaveLength(0);
  });

  it('sends the filters without page, cursor and sort, plus team, limit 200, talent_sheet, description and the sheet', async () => {
    const onAdd = jest.fn<(accounts: readonly DirectoryAccount[]) => void>();
    render(<Harness target={{ onSheet: new Set([503, 900]), onAdd, room: 1000 }} />);
    await screen.findByText('Directory Creator 1');
    describeCampaign(`  ${BRIEF}  `);
    fireEvent.click(screen.getByRole('button', { name: 'AI Search' }));

    await screen.findByText('72% female audience; tagged Fitness and Running.');
    expect(fake.callsTo(AI).map((call) => [call.method, call.body])).toEqual([
      [
        'POST',
        {
          platform: 'instagram',
          followers_min: 10_000,
          tags: 'fitness',
          team_id: 4,
          limit: 200,
          talent_sheet: true,
          description: BRIEF,
          included_influencers: [503, 900],
        },
      ],
    ]);
    // Ranked as answered, each row with its Why; what the AI read from the brief is shown.
    expect(resultNames()).toEqual(['Directory Creator 7', 'Directory Creator 3']);
    expect(screen.getAllByText('Why:')).toHaveLength(2);
    expect(screen.getByText('Meets the brief')).toBeTruthy();
    expect(screen.getByText('misses Based in Busan, South Korea', { exact: false })).toBeTruthy();
    expect(screen.getByText('2 AI matches, best fit first')).toBeTruthy();
    expect(screen.getByText(/Instagram, mostly female audience/)).toBeTruthy();
    expect(screen.getByText(/audience in Canada: no match has audience data for Canada/)).toBeTruthy();

    // Creator 3 (influencer 503) is on the sheet: Add All to Sheet adds the other one only.
    fireEvent.click(screen.getByRole('button', { name: 'Add All to Sheet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1 creator', hidden: true }));
    expect(onAdd.mock.calls.map(([accounts]) => accounts.map((account) => account.influencer_id))).toEqual([
      [507],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Directory Creator 7' }));
    expect(onAdd.mock.calls[1]![0].map((account) => account.fullname)).toEqual(['Directory Creator 7']);
  });

  it('shows a loading line while it asks, and Clear AI Search goes back to the normal results', async () => {
    const held = deferred<FakeAnswer>();
    aiAnswer = () => held.promise;
    render(<Harness />);
    await screen.findByText('Directory Creator 1');
    describeCampaign(BRIEF);
    fireEvent.click(screen.getByRole('button', { name: 'AI Search' }));
    expect((await screen.findAllByText('Asking the AI search...')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Directory Creator 1')).toBeNull();
    held.resolve({ body: ANSWER });
    await screen.findByText('Directory Creator 7');
    expect(screen.queryByText('Directory Creator 1')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear AI Search' }));
    expect(await screen.findByText('Directory Creator 1')).toBeTruthy();
    expect(screen.queryByText('Why:')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear AI Search' })).toBeNull();
  });

  it("shows the server's message in an alert, and the empty message when nothing matches", async () => {
    aiAnswer = () => ({
      status: 429,
      body: {
        statusCode: 429,
        error: 'RATE_LIMITED',
        message: 'Too many AI requests. Try again in a minute.',
      },
    });
    render(<Harness />);
    await screen.findByText('Directory Creator 1');
    describeCampaign(BRIEF);
    fireEvent.click(screen.getByRole('button', { name: 'AI Search' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many AI requests. Try again in a minute.',
    );

    aiAnswer = () => ({
      body: { accounts: [], brief: { constraints: [], niches: [], relaxed: [], not_checked: [] } },
    });
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No Matching Results. Try removing some filters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(fake.callsTo(AI)).toHaveLength(2));
  });

  it('is offered only when the search chooses talent for a sheet', async () => {
    render(
      <AdvancedSearch
        value={{ filters: NO_DIRECTORY_FILTERS, sort: DIRECTORY_DEFAULT_SORT }}
        onChange={() => undefined}
      />,
    );
    await screen.findByText('Directory Creator 1');
    expect(screen.queryByRole('button', { name: 'AI Search' })).toBeNull();
  });
});
