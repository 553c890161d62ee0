import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiErrorAnswer, installFakeFetch, type FakeFetch, type FakeHandler } from '@tpp/ui/testing';
import { days, sheetClicksAnswer } from '../../testing/analyticsFixtures';
import { SheetStatisticsPage } from './SheetStatisticsPage';

// The charts draw on a canvas, which jsdom lacks; their text alternatives are ChartFrame's.
jest.mock('./charts', () => ({ __esModule: true, DailyChart: () => null, CreatorClicksChart: () => null }));

const CLICKS = '/api/user/analytics/sheet-clicks';
let fake: FakeFetch;

function install(handler: FakeHandler) {
  fake = installFakeFetch((request) =>
    request.path === CLICKS ? handler(request) : apiErrorAnswer(404, 'NOT_FOUND', 'Not found'),
  );
}

function open(sheetId: string) {
  const { hook } = memoryLocation({ path: `/talent-sheets/statistics/${sheetId}` });
  return render(
    <Router hook={hook}>
      <Route path="/talent-sheets/statistics/:sheetId" component={SheetStatisticsPage} />
    </Router>,
  );
}

afterEach(() => {
  cleanup();
  fake.restore();
});

describe('the statistics of one sheet', () => {
  it('opens on all time and shows the title, totals, days and clicks per creator', async () => {
    install(() => ({ body: sheetClicksAnswer() }));
    open('spring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Launch' })).toBeTruthy();
    expect(Object.fromEntries(fake.callsTo(CLICKS)[0]!.query)).toEqual({
      sheet_id: 'spring',
      since_days: 'all',
    });
    expect((screen.getByRole('radio', { name: 'All time' }) as HTMLInputElement).checked).toBe(true);

    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Views',
      'Clicks',
      'Responses',
      'Likes',
    ]);
    expect(totals.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '12',
      '8',
      '1',
      '2',
    ]);

    const rows = within(screen.getByRole('table', { name: 'Profile clicks' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Mia Chen5', 'Ada Brooks3']);
    expect(screen.getByRole('link', { name: 'Mia Chen' }).getAttribute('href')).toBe(
      '/influencers/profile/9',
    );
    expect(
      screen.getByRole('img', { name: /Views and clicks per day .* 12 views and 6 clicks/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV of Profile clicks' })).toBeTruthy();
  });

  it('asks for the range chosen', async () => {
    install((request) => ({
      body: sheetClicksAnswer({ sheet_title: `Range ${request.query.get('since_days')}` }),
    }));
    open('spring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Range all' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Range 7' })).toBeTruthy();
  });

  it('says exactly that no profile clicks were recorded when there are none', async () => {
    install(() => ({ body: sheetClicksAnswer({ clicks: [], total_clicks: 0, views: 0, daily: days(3) }) }));
    open('spring');
    expect(await screen.findByText('No profile clicks have been recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).toBeNull();
  });

  it('says the sheet was not found on a 404 and leads back to all statistics', async () => {
    install(() => apiErrorAnswer(404, 'SHEET_NOT_FOUND', 'Sheet not found'));
    open('other-team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sheet Not Found' })).toBeTruthy();
    expect(screen.getByText(/does not exist, was deleted, or belongs to another team/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Statistics' }).getAttribute('href')).toBe(
      '/talent-sheets/statistics',
    );
    expect(screen.queryByText('No profile clicks have been recorded yet.')).toBeNull();
  });

  it("shows another failure's message with Try Again", async () => {
    let fail = true;
    install(() =>
      fail ? apiErrorAnswer(500, 'INTERNAL', 'Something went wrong') : { body: sheetClicksAnswer() },
    );
    open('spring');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Launch' })).toBeTruthy();
  });
});
