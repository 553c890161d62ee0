import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { rosterAnswer } from '../../testing/roster.fixtures';
import { AvailableRoster } from './AvailableRoster';

const ROSTER = '/api/user/influencers';
let fake: FakeFetch;

beforeEach(() => {
  fake = installFakeFetch((request) => {
    if (request.path === ROSTER) return { body: rosterAnswer(3, 120) };
    if (request.path === '/api/user/team/tags')
      return { body: { tags: [], master_tags: [], used_tags: ['Travel'], tagged_influencers: {} } };
    return { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: 'Not found' } };
  });
});

afterEach(() => {
  cleanup();
  fake.restore();
});

/** The query of the last roster call. */
const lastQuery = () => Object.fromEntries(fake.callsTo(ROSTER).at(-1)?.query ?? []);

const renderRoster = async () => {
  render(<AvailableRoster onSheet={new Set()} onAdd={() => undefined} room={1000} />);
  await screen.findByText('Creator 1');
};

describe('AvailableRoster', () => {
  it('asks for one page of 40 in roster order, then sorts from the headers', async () => {
    await renderRoster();
    expect(lastQuery()).toEqual({ sort: 'none', page: '1', limit: '40' });
    expect(screen.queryByRole('button', { name: /By name/ })).toBeNull();

    const followers = () => screen.getByRole('columnheader', { name: /Followers/ });
    const talent = () => screen.getByRole('columnheader', { name: /Creator/ });
    expect(followers().getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(followers()).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'followers', order: 'desc', page: '1' }));
    expect(followers().getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(followers()).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'followers', order: 'asc' }));
    expect(followers().getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(talent()).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'name', order: 'desc' }));
    expect(talent().getAttribute('aria-sort')).toBe('descending');
    expect(followers().getAttribute('aria-sort')).toBe('none');
  });

  it('goes back to page 1 on a new sort', async () => {
    await renderRoster();
    fireEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Followers/ })).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'followers', page: '1' }));
  });

  it('swaps the name and tag filters for the advanced filters and sends only the chosen ones', async () => {
    await renderRoster();
    fireEvent.click(screen.getByRole('button', { name: 'Show Advanced Filters' }));
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect((screen.getByRole('button', { name: 'Clear Filters' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Followers from'), { target: { value: '100000' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({ sort: 'none', page: '1', limit: '40', followers_min: '100000' }),
    );
    const to = screen.getByLabelText('Followers to');
    expect((within(to).getByRole('option', { name: '50K' }) as HTMLOptionElement).disabled).toBe(true);
    expect((within(to).getByRole('option', { name: '100K' }) as HTMLOptionElement).disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'youtube' } });
    fireEvent.change(screen.getByLabelText('Engagement Rate'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('US Audience Share'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Creator Gender'), { target: { value: 'female' } });
    fireEvent.change(to, { target: { value: '1000000' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        sort: 'none',
        page: '1',
        limit: '40',
        platform: 'youtube',
        followers_min: '100000',
        followers_max: '1000000',
        engagement_rate_min: '3',
        us_audience_share_min: '60',
        gender: 'female',
      }),
    );
    const from = screen.getByLabelText('Followers from');
    expect((within(from).getByRole('option', { name: '3M' }) as HTMLOptionElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '80' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ limit: '80', platform: 'youtube' }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'none', page: '1', limit: '80' }));

    fireEvent.click(screen.getByRole('button', { name: 'Hide Advanced Filters' }));
    expect(screen.queryByLabelText('Name')).not.toBeNull();
    expect(screen.queryByLabelText('Platform')).toBeNull();
  });

  it('shows the metrics the advanced filters filter on as columns, in the spec formats', async () => {
    await renderRoster();
    const headers = () =>
      screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers()).toEqual(['Creator', 'Followers', 'Tags', 'Add']);
    fireEvent.click(screen.getByRole('button', { name: 'Show Advanced Filters' }));
    expect(headers()).toEqual([
      'Creator',
      'Followers',
      'Engagement Rate',
      'US Audience',
      'Average Views',
      'Tags',
      'Add',
    ]);
    const row = screen.getByText('Creator 1').closest('tr')!;
    expect(within(row).getByText('2.50%')).toBeTruthy();
    expect(within(row).getByText('61.5%')).toBeTruthy();
    expect(within(row).getByText('4.2K')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Average Views'), { target: { value: '25000' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ avg_views_min: '25000' }));
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Engagement Rate/ })).getByRole('button'),
    );
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'engagement_rate', order: 'desc' }));

    // Leaving the advanced view leaves its column's sort too: the roster's first page in roster
    // order, read at the start and still fresh, shows again without a call.
    const calls = fake.callsTo(ROSTER).length;
    fireEvent.click(screen.getByRole('button', { name: 'Hide Advanced Filters' }));
    expect(headers()).toEqual(['Creator', 'Followers', 'Tags', 'Add']);
    expect(screen.getByRole('columnheader', { name: /Followers/ }).getAttribute('aria-sort')).toBe('none');
    expect(fake.callsTo(ROSTER)).toHaveLength(calls);
    expect(Object.fromEntries(fake.callsTo(ROSTER)[0]!.query)).toEqual({
      sort: 'none',
      page: '1',
      limit: '40',
    });
  });

  it("opens and closes the AI 'Assistant' beside the roster", async () => {
    await renderRoster();
    const toggle = screen.getByRole('button', { name: 'Assistant' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Campaign description')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Campaign description')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find Matches' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByLabelText('Campaign description')).toBeNull();
  });
});
