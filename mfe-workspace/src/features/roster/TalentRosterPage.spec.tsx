import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { rosterAnswer } from '../../testing/rosterTestData';
import { useRosterFilters } from './rosterFilterStore';
import { TalentRosterPage } from './TalentRosterPage';

const TAGS = { tags: [], master_tags: [], used_tags: ['Travel', 'Fitness'], tagged_influencers: {} };
const withTags = (body: unknown) => (request: { path: string }) =>
  request.path === '/api/user/team/tags' ? { body: TAGS } : { body };

let fake: FakeFetch;
let rosterUrls: URL[];

function rosterCalls() {
  return rosterUrls.map((url) => Object.fromEntries(url.searchParams));
}

beforeEach(() => {
  useRosterFilters.getState().reset();
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
  it('filters by name only above 2 characters, 150 ms after typing stops', async () => {
    render(<TalentRosterPage />);
    await screen.findByText('Creator 1');
    expect(rosterCalls()).toEqual([{ sort: 'none', page: '1', limit: '25' }]);

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
  });

  it('opens the side panel on a talent, closes it when the same talent is chosen again, and with Close', async () => {
    render(<TalentRosterPage />);
    const creator = await screen.findByRole('button', { name: 'Creator 2' });
    fireEvent.click(creator);
    const panel = screen.getByRole('complementary', { name: 'Creator 2 summary' });
    expect(within(panel).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/influencers/profile/2',
    );
    fireEvent.click(creator);
    expect(screen.queryByRole('complementary')).toBeNull();

    fireEvent.click(creator);
    fireEvent.click(screen.getByRole('button', { name: 'Close summary' }));
    expect(screen.queryByRole('complementary')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Creator 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Creator 3' }));
    expect(screen.getByRole('complementary', { name: 'Creator 3 summary' })).toBeTruthy();
  });

  it('asks for 25 per page by default and 50 when chosen, back on page 1', async () => {
    render(<TalentRosterPage />);
    await screen.findByText('Creator 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rosterCalls().at(-1)).toMatchObject({ page: '2', limit: '25' }));
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '50' } });
    await waitFor(() => expect(rosterCalls().at(-1)).toMatchObject({ page: '1', limit: '50' }));
  });

  it('toggles the name sort on and off', async () => {
    render(<TalentRosterPage />);
    await screen.findByText('Creator 1');
    const sort = screen.getByRole('button', { name: /By name/ });
    fireEvent.click(sort);
    await waitFor(() => expect(rosterCalls().at(-1)?.sort).toBe('name'));
    expect(sort.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(sort);
    await waitFor(() => expect(rosterCalls().at(-1)?.sort).toBe('none'));
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

  it('says the roster is empty and what to do', async () => {
    fake.restore();
    fake = installFakeFetch(withTags(rosterAnswer(0)));
    render(<TalentRosterPage />);
    expect(await screen.findByText('No talent on your roster yet.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add Talent' }).length).toBeGreaterThan(0);
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
