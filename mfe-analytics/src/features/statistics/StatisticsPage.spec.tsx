import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { apiErrorAnswer, installFakeFetch, type FakeFetch, type FakeHandler } from '@tpp/ui/testing';
import { emptySheetsAnswer, recentAnswer, sheetsAnswer } from '../../testing/analyticsFixtures';
import { StatisticsPage } from './StatisticsPage';
import { FRESHNESS_CHECK_MS } from '../../api/analyticsQueries';
import { useStatisticsStore } from './statisticsStore';

// The charts draw on a canvas, which jsdom lacks; their text alternatives are ChartFrame's.
jest.mock('./charts', () => ({ __esModule: true, DailyChart: () => null, CreatorClicksChart: () => null }));

const SHEETS = '/api/user/analytics/sheets';
const RECENT = '/api/user/analytics/recent-visits';
let fake: FakeFetch;
/** The query layer's stale time: an answer older than this is read again. */
const STALE_AFTER_MS = 30_000;

function install(sheets: FakeHandler, recent: FakeHandler = () => ({ body: recentAnswer() })) {
  fake = installFakeFetch((request) => {
    if (request.path === SHEETS) return sheets(request);
    if (request.path === RECENT) return recent(request);
    return apiErrorAnswer(404, 'NOT_FOUND', 'Not found');
  });
}

beforeEach(() => {
  useStatisticsStore.setState({ selection: { sinceDays: '30', onlyUserSheets: false } });
});
afterEach(() => {
  cleanup();
  fake.restore();
  jest.useRealTimers();
});

/** Clocks whose time the test moves (Date too); promises and microtasks stay real. */
const useTestClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });

const table = (name: string) => screen.getByRole('table', { name });
const bodyRows = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Roster Visits and Profile Clicks', () => {
  it('asks for the last 30 days of all sheets and shows the three tables', async () => {
    install(() => ({ body: sheetsAnswer() }));
    render(<StatisticsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Roster Visits and Profile Clicks');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Views' })).toBeTruthy();
    expect(Object.fromEntries(fake.callsTo(SHEETS)[0]!.query)).toEqual({
      since_days: '30',
      only_user_sheets: 'false',
    });
    expect(Object.fromEntries(fake.callsTo(RECENT)[0]!.query)).toEqual({
      since_days: '30',
      only_user_sheets: 'false',
    });
    expect((screen.getByRole('radio', { name: 'Last 30 days' }) as HTMLInputElement).checked).toBe(true);

    expect(bodyRows('Views')).toEqual([
      ['Autumn Picks', '40', '9', '0', '5'],
      ['Spring Launch', '12', '3', '1', '2'],
    ]);
    expect(within(table('Views')).getByRole('link', { name: 'Spring Launch' }).getAttribute('href')).toBe(
      '/talent-sheets/statistics/spring',
    );
    expect(bodyRows('Profile clicks')[0]).toEqual(['Autumn Picks', 'Zoe Alvarez', '6']);
    expect(
      within(table('Profile clicks')).getAllByRole('link', { name: 'Zoe Alvarez' })[0]!.getAttribute('href'),
    ).toBe('/influencers/profile/7');
    const [visit, typed] = bodyRows('Recent visits') as [string[], string[]];
    expect(visit[0]).toBe('buyer@brand.example');
    expect(visit[2]).toMatch(/Nov 20, 2026/);
    expect(visit[3]).toMatch(/^Verified/);
    // An address only typed at the gate is marked unverified, in the email cell and the status.
    expect(typed[0]).toBe('ceo@bigbrand.example unverified');
    expect(typed[3]).toMatch(/^Unverified.*anyone could have typed it/);
    expect(
      within(table('Recent visits'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/talent-sheets/statistics/spring',
      '/talent-sheets/statistics/autumn',
      '/talent-sheets/statistics/spring',
    ]);
    expect(
      screen.getByRole('img', {
        name: /Views and clicks per day from Nov 1, 2026 to Nov 3, 2026: 12 views and 3 clicks/,
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Clicks per creator, the 2 most clicked: Zoe Alvarez 6, Ada Brooks 6.',
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/most clicked sheet and creator pairs are listed/)).toBeNull();
  });

  it('sorts a table by the header clicked and says so with aria-sort', async () => {
    install(() => ({ body: sheetsAnswer() }));
    render(<StatisticsPage />);
    await screen.findByRole('table', { name: 'Views' });
    const header = (name: string) =>
      within(table('Views')).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Views').getAttribute('aria-sort')).toBe('descending');
    expect(header('Sheet').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header('Sheet')).getByRole('button'));
    expect(header('Sheet').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Views').getAttribute('aria-sort')).toBe('none');
    expect(bodyRows('Views').map((row) => row[0])).toEqual(['Autumn Picks', 'Spring Launch']);
    fireEvent.click(within(header('Sheet')).getByRole('button'));
    expect(header('Sheet').getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows('Views').map((row) => row[0])).toEqual(['Spring Launch', 'Autumn Picks']);

    fireEvent.click(within(header('Responses')).getByRole('button'));
    expect(header('Responses').getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows('Views').map((row) => row[0])).toEqual(['Spring Launch', 'Autumn Picks']);
  });

  it('downloads a table as CSV in the order shown', async () => {
    install(() => ({ body: sheetsAnswer() }));
    const blobs: Blob[] = [];
    const created = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:stats';
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('sheet-views-last-30-days.csv');
    });
    render(<StatisticsPage />);
    await screen.findByRole('table', { name: 'Views' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of Views' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text.replace(/^\uFEFF/, '')).toBe(
      'Sheet,Views,Clicks,Responses,Likes\r\nAutumn Picks,40,9,0,5\r\nSpring Launch,12,3,1,2\r\n',
    );
    click.mockRestore();
  });

  it('keeps a deleted sheet in the tables, marked deleted', async () => {
    install(() => ({
      body: sheetsAnswer({
        views: [
          {
            sheet_id: 'gone',
            sheet_title: 'Old Launch',
            sheet_deleted: true,
            views: 16,
            total_clicks: 2,
            responses: 0,
            likes: 0,
          },
        ],
      }),
    }));
    render(<StatisticsPage />);
    const link = await screen.findByRole('link', { name: 'Old Launch' });
    expect(link.parentElement?.textContent).toBe('Old Launch (deleted)');
  });

  it('asks again for another range or only my sheets, and re-uses each cached answer', async () => {
    install((request) => ({
      body: sheetsAnswer({
        views: [
          {
            sheet_id: 'x',
            sheet_title: `Range ${request.query.get('since_days')} mine ${request.query.get('only_user_sheets')}`,
            sheet_deleted: false,
            views: 1,
            total_clicks: 0,
            responses: 0,
            likes: 0,
          },
        ],
      }),
    }));
    render(<StatisticsPage />);
    expect(await screen.findByRole('link', { name: 'Range 30 mine false' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(await screen.findByRole('link', { name: 'Range 7 mine false' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only my sheets' }));
    expect(await screen.findByRole('link', { name: 'Range 7 mine true' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All time' }));
    expect(await screen.findByRole('link', { name: 'Range all mine true' })).toBeTruthy();
    expect(fake.callsTo(SHEETS)).toHaveLength(4);

    // Back to a range seen before: shown at once from the cache, no request.
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(screen.getByRole('link', { name: 'Range 7 mine true' })).toBeTruthy();
    expect(fake.callsTo(SHEETS)).toHaveLength(4);
  });

  it('shows the cached report at once when coming back, and refreshes it once older than 30 seconds', async () => {
    useTestClock();
    let views = 101;
    install(() => ({ body: sheetsAnswer({ views: [{ ...sheetsAnswer().views[0]!, views }] }) }));
    render(<StatisticsPage />);
    expect(await screen.findByRole('cell', { name: '101' })).toBeTruthy();
    cleanup();

    views = 202;
    render(<StatisticsPage />);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('cell', { name: '101' })).toBeTruthy();
    expect(fake.callsTo(SHEETS)).toHaveLength(1);
    cleanup();

    jest.setSystemTime(Date.now() + STALE_AFTER_MS + 1);
    render(<StatisticsPage />);
    expect(screen.getByRole('cell', { name: '101' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: '202' })).toBeTruthy();
    expect(fake.callsTo(SHEETS)).toHaveLength(2);
  });

  it('refreshes a report left on screen once it is older than 30 seconds', async () => {
    useTestClock();
    let views = 101;
    install(() => ({ body: sheetsAnswer({ views: [{ ...sheetsAnswer().views[0]!, views }] }) }));
    render(<StatisticsPage />);
    expect(await screen.findByRole('cell', { name: '101' })).toBeTruthy();
    views = 505;
    // Still fresh at the first check: nothing is asked.
    await act(async () => {
      jest.advanceTimersByTime(FRESHNESS_CHECK_MS);
    });
    expect(fake.callsTo(SHEETS)).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(STALE_AFTER_MS);
    });
    expect(await screen.findByRole('cell', { name: '505' })).toBeTruthy();
    expect(fake.callsTo(SHEETS)).toHaveLength(2);
  });

  it('keeps the report shown when a refresh fails, says so, and Try Again reads it again', async () => {
    useTestClock();
    let fail = false;
    install(() =>
      fail ? apiErrorAnswer(500, 'INTERNAL', 'Something went wrong') : { body: sheetsAnswer() },
    );
    render(<StatisticsPage />);
    expect(await screen.findByRole('table', { name: 'Views' })).toBeTruthy();
    fail = true;
    await act(async () => {
      jest.advanceTimersByTime(STALE_AFTER_MS + FRESHNESS_CHECK_MS);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(screen.getByRole('table', { name: 'Views' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.callsTo(SHEETS)).toHaveLength(3);
  });

  it('does not repeat a failed first load in the background', async () => {
    useTestClock();
    install(() => apiErrorAnswer(500, 'INTERNAL', 'Down'));
    render(<StatisticsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Down');
    await act(async () => {
      jest.advanceTimersByTime(STALE_AFTER_MS + 3 * FRESHNESS_CHECK_MS);
    });
    expect(fake.callsTo(SHEETS)).toHaveLength(1);
  });

  it('says plainly when nothing was recorded in the range and where views come from', async () => {
    install(
      () => ({ body: emptySheetsAnswer() }),
      () => ({ body: recentAnswer({ recent_visits: [] }) }),
    );
    render(<StatisticsPage />);
    expect(await screen.findByRole('heading', { name: 'No visits in the last 30 days' })).toBeTruthy();
    expect(screen.getByText(/Views appear here when brands open the links/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show All Time' }));
    expect((screen.getByRole('radio', { name: 'All time' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('heading', { name: 'No visits recorded yet' })).toBeTruthy();
    expect(fake.callsTo(SHEETS).at(-1)!.query.get('since_days')).toBe('all');
  });

  it('notes when the clicks table holds only the most clicked pairs', async () => {
    install(() => ({ body: sheetsAnswer({ clicks_truncated: true }) }));
    render(<StatisticsPage />);
    expect(
      await screen.findByText(/Only the 1,000 most clicked sheet and creator pairs are listed/),
    ).toBeTruthy();
  });

  it("shows the API's message with Try Again when the report fails, and loads again on Try Again", async () => {
    let fail = true;
    install(() =>
      fail
        ? apiErrorAnswer(400, 'INVALID_INPUT', 'since_days must be all, 7 or 30')
        : { body: sheetsAnswer() },
    );
    render(<StatisticsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('since_days must be all, 7 or 30');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Views' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
