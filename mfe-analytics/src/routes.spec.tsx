import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { REMOTE_ROUTES } from '@tpp/contracts';
import { apiErrorAnswer, installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { App } from './App';

import { recentAnswer, sheetClicksAnswer, sheetsAnswer } from './testing/analyticsFixtures';
import { ANALYTICS_ROUTES } from './routes';

// The charts draw on a canvas, which jsdom lacks.
jest.mock('./features/statistics/charts', () => ({
  __esModule: true,
  DailyChart: () => null,
  CreatorClicksChart: () => null,
}));

let fake: FakeFetch;

function open(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

describe('analytics routes', () => {
  beforeEach(() => {
    fake = installFakeFetch((request) => {
      if (request.path === '/api/user/analytics/sheets') return { body: sheetsAnswer() };
      if (request.path === '/api/user/analytics/recent-visits') return { body: recentAnswer() };
      if (request.path === '/api/user/analytics/sheet-clicks') return { body: sheetClicksAnswer() };
      return apiErrorAnswer(404, 'NOT_FOUND', 'Not found');
    });
  });
  afterEach(() => {
    cleanup();
    fake.restore();
  });

  it('has a screen for exactly the routes the shell mounts this remote on', () => {
    expect(ANALYTICS_ROUTES.map((route) => route.path).sort()).toEqual(
      [...REMOTE_ROUTES['mfe-analytics']].sort(),
    );
  });

  it('shows the report on /talent-sheets/statistics', async () => {
    open('/talent-sheets/statistics');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Roster Visits and Profile Clicks');
    expect(await screen.findByRole('table', { name: 'Views' })).toBeTruthy();
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });

  it("shows one sheet's statistics on /talent-sheets/statistics/{sheetId}", async () => {
    open('/talent-sheets/statistics/spring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Launch' })).toBeTruthy();
    expect(fake.callsTo('/api/user/analytics/sheet-clicks')[0]!.query.get('sheet_id')).toBe('spring');
    expect(screen.getByRole('link', { name: 'Talent Sheet' }).getAttribute('href')).toBe(
      '/talent-sheet/spring',
    );
  });
});
