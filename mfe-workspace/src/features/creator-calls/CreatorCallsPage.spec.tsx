import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SHEET_MESSAGES, SHEET_TIMINGS_MS, type CastingCall } from '@tpp/contracts';
import { creatorCall } from '@tpp/profile/testing';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { CreatorCallsPage } from './CreatorCallsPage';
import { HIDDEN_CALLS_KEY } from './hiddenCalls';
import { useHiddenCalls } from './hiddenCallsStore';

const call = creatorCall;

let fake: FakeFetch | null = null;
beforeEach(() => {
  window.localStorage.clear();
  useHiddenCalls.getState().restoreAll();
});
afterEach(() => {
  cleanup();
  fake?.restore();
  jest.useRealTimers();
});

function serve(calls: CastingCall[]) {
  fake = installFakeFetch(() => ({ body: { casting_calls: calls } }));
  render(<CreatorCallsPage />);
}

describe('CreatorCallsPage', () => {
  it('links each call to its response: respond, continue the draft, or the submitted preview', async () => {
    serve([
      call(1, 'Winter Glow'),
      call(2, 'Trail Running', { response_sheet_id: 'x', response_status: 'created' }),
      call(3, 'Coffee Week', { response_sheet_id: 'y', response_status: 'submitted' }),
    ]);
    expect((await screen.findByRole('link', { name: 'Respond' })).getAttribute('href')).toBe(
      '/creator-call-response/1',
    );
    expect(screen.getByRole('link', { name: 'Continue Draft Response' }).getAttribute('href')).toBe(
      '/creator-call-response/2',
    );
    expect(screen.getByRole('link', { name: /sent a response/ }).getAttribute('href')).toBe(
      '/creator-call-response/preview/3',
    );
    expect(screen.getAllByText('Dec 1, 2026 – Jan 15, 2027')).toHaveLength(3);
  });

  it('hides a call with the 3 s notice, remembers it, and restores it', async () => {
    serve([call(1, 'Winter Glow'), call(2, 'Trail Running')]);
    const hide = await screen.findByRole('button', { name: 'Hide Winter Glow' });
    jest.useFakeTimers();
    fireEvent.click(hide);
    expect(screen.getByText(SHEET_MESSAGES.callHidden)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(HIDDEN_CALLS_KEY)!)).toEqual([1]);
    act(() => jest.advanceTimersByTime(SHEET_TIMINGS_MS.hiddenCallNotice - 10));
    expect(screen.getByText(SHEET_MESSAGES.callHidden)).toBeTruthy();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByText(SHEET_MESSAGES.callHidden)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Winter Glow' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show hidden calls (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore Winter Glow' }));
    expect(screen.getByRole('button', { name: 'Hide Winter Glow' })).toBeTruthy();
    expect(window.localStorage.getItem(HIDDEN_CALLS_KEY)).toBeNull();
  });

  it('shows each deadline and state; a closed call offers no Respond', async () => {
    serve([
      call(1, 'Winter Glow', { response_deadline: '2026-12-12' }),
      call(2, 'Trail Running', { response_sheet_id: 'x', response_status: 'submitted' }),
      call(3, 'Old Call', { response_deadline: '2026-10-01', closed: true }),
    ]);
    const card = async (title: string) =>
      (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;
    expect((await card('Winter Glow')).textContent).toContain('Respond byDec 12, 2026');
    expect((await card('Trail Running')).textContent).toContain('Responded');
    expect((await card('Trail Running')).textContent).toContain('No response deadline');
    const closed = await card('Old Call');
    expect(closed.textContent).toContain('Closed');
    expect(closed.textContent).toContain('No longer taking responses');
    expect(closed.querySelector('a')).toBeNull();
  });

  it('sorts and filters in the browser', async () => {
    serve([
      call(1, 'Beta', { response_deadline: '2026-12-20', created_at: '2026-11-01T00:00:00Z' }),
      call(2, 'Alpha', {
        response_deadline: '2026-12-10',
        created_at: '2026-11-02T00:00:00Z',
        response_sheet_id: 'x',
        response_status: 'submitted',
      }),
      call(3, 'Gamma', { created_at: '2026-11-03T00:00:00Z' }),
    ]);
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await screen.findByRole('heading', { name: 'Alpha' });
    expect(titles()).toEqual(['Alpha', 'Beta', 'Gamma']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    expect(titles()).toEqual(['Gamma', 'Alpha', 'Beta']);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'not_responded' } });
    expect(titles()).toEqual(['Gamma', 'Beta']);
    expect(screen.getByRole('status').textContent).toBe('2 of 3 calls');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'responded' } });
    expect(titles()).toEqual(['Alpha']);
  });

  it('shortens a long description at 240 characters, with Show more to read it whole', async () => {
    const long = `${'A brief for winter skincare creators. '.repeat(8)}The last words.`;
    serve([
      call(1, 'Winter Glow', { description: long }),
      call(2, 'Short', { description: 'Two lines only.' }),
    ]);
    expect(await screen.findByText('Two lines only.')).toBeTruthy();
    expect(screen.queryByText(/The last words\./)).toBeNull();
    expect(
      screen.getByText((text) => text.startsWith('A brief') && text.endsWith('…') && text.length <= 241),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(/The last words\./)).toBeTruthy();
  });

  it('says No Creator Calls when there are none', async () => {
    serve([]);
    expect(await screen.findByText(SHEET_MESSAGES.noCreatorCalls)).toBeTruthy();
  });
});
