import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DirectoryAccount } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch, type FakeHandler } from '@tpp/ui/testing';
import { AdvancedSearch, NAME_SEARCH_DEBOUNCE_MS, type AddTarget } from './AdvancedSearch';
import { DIRECTORY_DEFAULT_SORT, NO_DIRECTORY_FILTERS, type SearchUrlState } from './directoryFilters';
import { directoryAccount, directoryPage, giveResultsAHeight } from './directory.fixtures';

const DIRECTORY = '/api/directory/social-accounts';
let fake: FakeFetch;

giveResultsAHeight();

afterEach(() => {
  cleanup();
  fake.restore();
});

const TAGS = { tags: ['Travel', 'Fitness'], master_tags: [], used_tags: ['Travel'], tagged_influencers: {} };

function install(directory: FakeHandler) {
  fake = installFakeFetch((request) => {
    if (request.path === DIRECTORY) return directory(request);
    if (request.path === '/api/user/team/tags') return { body: TAGS };
    return { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: 'Not found' } };
  });
}

/** The query of a search with every default: Instagram, most followers first, the first page. */
const DEFAULT_QUERY = { platform: 'instagram', sort: 'followers', order: 'desc', page: '1', limit: '300' };
const lastQuery = () => Object.fromEntries(fake.callsTo(DIRECTORY).at(-1)?.query ?? []);

function Harness({ target, initial }: { target?: AddTarget; initial?: Partial<SearchUrlState['filters']> }) {
  const [value, setValue] = useState<SearchUrlState>({
    filters: { ...NO_DIRECTORY_FILTERS, ...initial },
    sort: DIRECTORY_DEFAULT_SORT,
  });
  return <AdvancedSearch value={value} onChange={setValue} target={target} talentSheet={Boolean(target)} />;
}

describe('AdvancedSearch', () => {
  it('searches with the defaults, shows the results and sorts from the headers', async () => {
    install(() => ({ body: directoryPage(0, 3, false) }));
    render(<Harness />);
    expect(await screen.findByText('Directory Creator 1')).toBeTruthy();
    expect(lastQuery()).toEqual(DEFAULT_QUERY);
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/Followers/).getAttribute('aria-sort')).toBe('descending');
    expect(screen.queryByRole('columnheader', { name: /Audience 18/ })).toBeNull();

    fireEvent.click(within(header(/Followers/)).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'followers', order: 'asc' }));
    fireEvent.click(within(header(/Engagement Rate/)).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'engagement_rate', order: 'desc' }));
    expect(header(/Engagement Rate/).getAttribute('aria-sort')).toBe('descending');
    expect(header(/Followers/).getAttribute('aria-sort')).toBe('none');
  });

  it('sends the chosen filters, shows the audience age share column with that filter, and Clear Filters resets', async () => {
    install(() => ({ body: directoryPage(0, 2, false) }));
    render(<Harness />);
    await screen.findByText('Directory Creator 1');
    fireEvent.change(screen.getByLabelText('Audience Age from'), { target: { value: '18' } });
    fireEvent.change(screen.getByLabelText('Audience Age to'), { target: { value: '24' } });
    fireEvent.change(screen.getByLabelText('Audience Gender (70%+)'), { target: { value: 'male' } });
    const keywords = screen.getByLabelText('Keywords and Tags');
    fireEvent.change(keywords, { target: { value: 'vegan' } });
    fireEvent.keyDown(keywords, { key: 'Enter' });
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        audience_age_min: '18',
        audience_age_max: '24',
        target_gender: 'male',
        target_min_gender_share: '70',
        tags: 'vegan',
      }),
    );
    expect(await screen.findByRole('columnheader', { name: /Audience 18-24/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastQuery()).toEqual(DEFAULT_QUERY));
    expect(screen.queryByRole('button', { name: 'Remove vegan' })).toBeNull();
  });

  it('applies the name search after typing stops', async () => {
    install(() => ({ body: directoryPage(0, 1, false) }));
    render(<Harness />);
    await screen.findByText('Directory Creator 1');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' mia ' } });
    // The search waits NAME_SEARCH_DEBOUNCE_MS after the last key; allow a busy machine beyond it.
    await waitFor(() => expect(lastQuery()).toMatchObject({ name_search: 'mia' }), {
      timeout: NAME_SEARCH_DEBOUNCE_MS + 10_000,
    });
  });

  it('loads the next page with the cursor and appends it', async () => {
    install((request) =>
      request.query.get('cursor') === 'cursor-after-3'
        ? { body: directoryPage(3, 2, false, { page: 2 }) }
        : { body: directoryPage(0, 3, true) },
    );
    render(<Harness />);
    // Few rows: the end is in view at once, so the next page follows.
    expect(await screen.findByText('Directory Creator 5')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ cursor: 'cursor-after-3', page: '2' });
    expect(screen.getByText('Directory Creator 1')).toBeTruthy();
    expect(screen.getByText('End of results')).toBeTruthy();
    expect(fake.callsTo(DIRECTORY)).toHaveLength(2);
  });

  it('says so when nothing matches', async () => {
    install(() => ({ body: directoryPage(0, 0, false) }));
    render(<Harness />);
    expect(await screen.findByText('No Matching Results. Try removing some filters')).toBeTruthy();
  });

  it('shows a failed search with Retry, which searches again', async () => {
    let fail = true;
    install(() =>
      fail
        ? { status: 500, body: { statusCode: 500, error: 'INTERNAL', message: 'The directory is down.' } }
        : { body: directoryPage(0, 1, false) },
    );
    render(<Harness />);
    expect(await screen.findByText(/The directory is down/)).toBeTruthy();
    expect(screen.queryByText('No Matching Results. Try removing some filters')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Directory Creator 1')).toBeTruthy();
    expect(screen.queryByText(/The directory is down/)).toBeNull();
  });

  it('adds one result or all of them, and marks creators on the sheet and on the roster', async () => {
    install(() => ({
      body: {
        ...directoryPage(0, 0, false),
        accounts: [1, 2, 3].map((n) => directoryAccount(n, { on_roster: n === 2 })),
      },
    }));
    const onAdd = jest.fn<(accounts: readonly DirectoryAccount[]) => void>();
    render(<Harness target={{ onSheet: new Set([503]), onAdd, room: 1000 }} />);
    await screen.findByText('Directory Creator 1');
    expect(lastQuery()).toMatchObject({ talent_sheet: 'true' });
    expect(screen.getAllByText('On Roster')).toHaveLength(1);
    expect(
      (screen.getByRole('button', { name: 'Directory Creator 3 added' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Directory Creator 1' }));
    expect(onAdd.mock.calls[0]![0].map((account) => account.influencer_id)).toEqual([501]);
    fireEvent.click(screen.getByRole('button', { name: 'Add All to Sheet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 creators', hidden: true }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(2));
    expect(onAdd.mock.calls[1]![0].map((account) => account.influencer_id)).toEqual([501, 502]);

    const links = screen.getAllByRole('link', { name: /View Profile/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/public/profile/501',
      '/influencers/profile/502',
      '/public/profile/503',
    ]);
  });

  it('Add All to Sheet loads further pages until the sheet can be filled, then adds them', async () => {
    // Five pages of 3; the sheet takes 5 more (one creator of page 1 is on it already).
    install((request) => {
      const cursor = request.query.get('cursor');
      const from = cursor ? Number(cursor.replace('cursor-after-', '')) : 0;
      return { body: directoryPage(from, 3, from < 12) };
    });
    const onAdd = jest.fn<(accounts: readonly DirectoryAccount[]) => void>();
    render(<Harness target={{ onSheet: new Set([502]), onAdd, room: 5 }} />);
    await screen.findByText('Directory Creator 1');
    fireEvent.click(screen.getByRole('button', { name: 'Add All to Sheet' }));
    // The confirmation counts what the sheet takes.
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add 5 creators', hidden: true }, { timeout: 5000 }),
    );
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    const added = onAdd.mock.calls[0]![0].map((account) => account.influencer_id);
    expect(added.slice(0, 5)).toEqual([501, 503, 504, 505, 506]);
    expect(added).not.toContain(502);
  });
});
