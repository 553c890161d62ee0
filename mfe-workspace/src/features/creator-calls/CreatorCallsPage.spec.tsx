import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SHEET_MESSAGES, SHEET_TIMINGS_MS, type CastingCall } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { CreatorCallsPage } from './CreatorCallsPage';
import { HIDDEN_CALLS_KEY } from './hiddenCalls';
import { useHiddenCalls } from './hiddenCallsStore';

const call = (id: number, title: string, extra: Partial<CastingCall> = {}): CastingCall => ({
  id,
  title,
  description: 'Looking for creators',
  start_date: '2026-12-01',
  end_date: '2027-01-15',
  deliverables: '1 reel, 3 stories',
  locations: null,
  compensation: '$2,000 per creator',
  brandRepresented: 'Lumen Skincare',
  displayImages: [],
  team_image_url: null,
  team_name: 'Lumen',
  response_sheet_id: null,
  response_status: null,
  ...extra,
});

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

  it('says No Creator Calls when there are none', async () => {
    serve([]);
    expect(await screen.findByText(SHEET_MESSAGES.noCreatorCalls)).toBeTruthy();
  });
});
