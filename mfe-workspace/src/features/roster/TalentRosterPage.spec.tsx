import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { rosterAnswer, rosterRow } from '../../testing/roster.fixtures';
import { TalentRosterPage } from './TalentRosterPage';

const TAGS = { tags: [], master_tags: [], used_tags: ['Travel', 'Fitness'], tagged_influencers: {} };
const withTags = (body: unknown) => (request: { path: string }) =>
  request.path === '/api/user/team/tags' ? { body: TAGS } : { body };

let fake: FakeFetch;
let rosterUrls: URL[];

function rosterCalls() {
  return rosterUrls.map((url) => Object.fromEntries(url.searchParams));
}

const DEFAULT_QUERY = { sort: 'followers', order: 'desc', page: '1', limit: '25' };

beforeEach(() => {
  window.history.replaceState(null, '', '/influencers');
  rosterUrls = [];
  fake = installFakeFetch((request) => {
    if (request.path === '/api/user/team/tags') return { body: TAGS };
    return { body: rosterAnswer(3, 60) };
  });
  const recording = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/user/influencers') rosterUrls.push(url);
    return recording(input, init);
  }) as typeof fetch;
});

afterEach(() => {
  cleanup();
  fake.restore();
});

describe('TalentRosterPage', () => {
  it('filters by name only above 2 characters, 150 ms after typing stops, and keeps it in the address', async () => {
    render(<TalentRosterPage />);
    await screen.findByText('Creator 1');
    expect(rosterCalls()).toEqual([DEFAULT_QUERY]);

    const name = screen.getByLabelText('Name');
    // Fake timers from here: the debounce is checked to the millisecond, whatever the machine's load.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      fireEvent.change(name, { target: { value: 'ab' } });
      act(() => jest.advanceTimersByTime(1000));
      fireEvent.change(name, { target: { value: 'abc' } });
      act(() => jest.advanceTimersByTime(100));
      fireEvent.change(name, { target: { value: 'abcd' } });
      act(() => jest.advanceTimersByTime(149));
      expect(rosterCalls().some((query) => query.name)).toBe(false);
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(rosterCalls().at(-1)?.name).toBe('abcd'));
    expect(rosterCalls().filter((query) => query.name === 'abc')).toHaveLength(0);
    expect(window.location.search).toBe('?name=abcd');
  });

  it('starts from the address: page, size, sort and filters of a reloaded or shared link', async () => {
    window.history.replaceState(
      null,
      '',
      '/influencers?page=2&limit=50&sort=name&order=asc&platform=tiktok&tag=Travel&name=zoe',
    );
    render(<TalentRosterPage />);
    await screen.findByText('Creator 1');
    expect(rosterCalls()).toEqual([
      { sort: 'name', order: 'asc', page: '2', limit: '50', platform: 'tiktok', tag: 'Travel', name: 'zoe' },
    ]);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('zoe');
    expect((screen.getByLabelText('Platform') as HTMLSelectElement).value).toBe('tiktok');
    expect(screen.getByRole('columnheader', { name: /Creator/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts from the headers: a new column starts descending, the active one flips; each choice is a history entry', async () => {
    render(<TalentRosterPage />);
    await screen.findByText('Creator 1');
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/Followers/).getAttribute('aria-sort')).toBe('descending');
    const before = window.history.length;

    fireEvent.click(within(header(/Engagement Rate/)).getByRole('button'));
    await waitFor(() =>
      expect(rosterCalls().at(-1)).toMatchObject({ sort: 'engagement_rate', order: 'desc', page: '1' }),
    );
    expect(header(/Engagement Rate/).getAttribute('aria-sort')).toBe('descending');
    expect(header(/Followers/).getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header(/Engagement Rate/)).getByRole('button'));
    await waitFor(() =>
      expect(rosterCalls().at(-1)).toMatchObject({ sort: 'engagement_rate', order: 'asc' }),
    );
    expect(window.location.search).toBe('?sort=engagement_rate&order=asc');
    expect(window.history.length).toBe(before + 2);

    fireEvent.click(within(header(/Creator/)).getByRole('button'));
    await waitFor(() => expect(rosterCalls().at(-1)).toMatchObject({ sort: 'name', order: 'desc' }));
  });

  it('filters by platform and tag, back on page 1', async () => {
    window.history.replaceState(null, '', '/influencers?page=2');
    render(<TalentRosterPage />);
    await screen.findByText('Creator 1');
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'youtube' } });
    await waitFor(() => expect(rosterCalls().at(-1)).toMatchObject({ platform: 'youtube', page: '1' }));
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'Travel' } });
    await waitFor(() =>
      expect(rosterCalls().at(-1)).toMatchObject({ platform: 'youtube', tag: 'Travel', page: '1' }),
    );
    expect(window.location.search).toBe('?platform=youtube&tag=Travel');
  });

  it('shows the platform as an icon named after it, and the metrics columns', async () => {
    fake.restore();
    fake = installFakeFetch(
      withTags({
        ...rosterAnswer(1),
        influencers: [
          rosterRow(1, {
            primary_platform: 'tiktok',
            primary_engagement_rate: 4.567,
            primary_followers: 147_900,
            total_reach: 520_900,
            average_views: { value: 25_400, platform: 'tiktok' },
          }),
        ],
      }),
    );
    render(<TalentRosterPage />);
    const row = (await screen.findByText('Creator 1')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'TikTok' })).toBeTruthy();
    expect(within(row).getByText('4.57%')).toBeTruthy();
    // Every number says which platform it belongs to; total reach counts every account.
    expect(within(row).getByRole('cell', { name: '147.9K TikTok followers' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '520.9K' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '25.4K TikTok average views' })).toBeTruthy();
  });

  it('opens the side panel on a talent, closes it when chosen again, with Close, and with Esc', async () => {
    render(<TalentRosterPage />);
    const creator = await screen.findByRole('button', { name: /Creator 2/ });
    fireEvent.click(creator);
    const panel = screen.getByRole('complementary', { name: 'Creator 2 summary' });
    expect(within(panel).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/influencers/profile/2',
    );
    // The Tagging Assistant opens on this creator.
    expect(within(panel).getByRole('link', { name: 'Suggest Tags for Creator 2' }).getAttribute('href')).toBe(
      '/tagging-assistant?influencer=2',
    );
    fireEvent.click(creator);
    expect(screen.queryByRole('complementary')).toBeNull();

    fireEvent.click(creator);
    fireEvent.click(screen.getByRole('button', { name: 'Close summary' }));
    expect(screen.queryByRole('complementary')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Creator 1/ }));
    fireEvent.click(screen.getByRole('button', { name: /Creator 3/ }));
    expect(screen.getByRole('complementary', { name: 'Creator 3 summary' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('complementary')).toBeNull();
    // Focus goes back to the talent whose summary was open.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Creator 3/ }));
  });

  it('leaves Esc to an open dialog', async () => {
    render(<TalentRosterPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Creator 2/ }));
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    try {
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(screen.getByRole('complementary', { name: 'Creator 2 summary' })).toBeTruthy();
    } finally {
      dialog.remove();
    }
  });

  it('pages through the address (25 per page, then 50) and scrolls to the top on a page change', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<TalentRosterPage />);
    await screen.findByText('Creator 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rosterCalls().at(-1)).toMatchObject({ page: '2', limit: '25' }));
    expect(window.location.search).toBe('?page=2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '50' } });
    await waitFor(() => expect(rosterCalls().at(-1)).toMatchObject({ page: '1', limit: '50' }));
  });

  it('follows the address when it changes from outside (browser Back)', async () => {
    render(<TalentRosterPage />);
    await screen.findByText('Creator 1');
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'tiktok' } });
    await waitFor(() => expect(rosterCalls().at(-1)).toMatchObject({ platform: 'tiktok' }));
    act(() => {
      window.history.pushState(null, '', '/influencers?name=zoe');
    });
    await waitFor(() => expect(rosterCalls().at(-1)).toEqual({ ...DEFAULT_QUERY, name: 'zoe' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('zoe');
    expect((screen.getByLabelText('Platform') as HTMLSelectElement).value).toBe('');
  });

  it('shows the first 5 tags then +N more', async () => {
    fake.restore();
    fake = installFakeFetch(
      withTags({
        ...rosterAnswer(1),
        influencers: [{ ...rosterAnswer(1).influencers[0], tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }],
      }),
    );
    render(<TalentRosterPage />);
    expect(await screen.findByText('+2 more')).toBeTruthy();
    expect(screen.queryByText('f')).toBeNull();
  });

  it('says when no talent matches, with Clear Filters back to the whole roster', async () => {
    window.history.replaceState(null, '', '/influencers?platform=youtube');
    fake.restore();
    fake = installFakeFetch(withTags(rosterAnswer(0)));
    render(<TalentRosterPage />);
    expect(await screen.findByText('No creator matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('says the roster is empty, leads to Add Talent, View All Tags and the Tagging Assistant', async () => {
    fake.restore();
    fake = installFakeFetch(withTags(rosterAnswer(0)));
    render(<TalentRosterPage />);
    expect(await screen.findByText('No creators on your roster yet.')).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: 'Add Talent' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/add-talent', '/add-talent']);
    expect(screen.getByRole('link', { name: 'Tagging Assistant' }).getAttribute('href')).toBe(
      '/tagging-assistant',
    );
    expect(screen.getByRole('link', { name: 'View All Tags' })).toBeTruthy();
  });

  it('shows a failure with Try again', async () => {
    fake.restore();
    fake = installFakeFetch((request) =>
      request.path === '/api/user/team/tags'
        ? { body: TAGS }
        : { status: 500, body: { statusCode: 500, message: 'Boom' } },
    );
    render(<TalentRosterPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Boom');
  });
});
