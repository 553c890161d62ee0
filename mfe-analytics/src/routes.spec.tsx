import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { REMOTE_ROUTES } from '@tpp/contracts';
import { App } from './App';
import { ANALYTICS_ROUTES } from './routes';

function open(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

describe('analytics routes', () => {
  afterEach(cleanup);

  it('has a screen for exactly the routes the shell mounts this remote on', () => {
    expect(ANALYTICS_ROUTES.map((route) => route.path).sort()).toEqual(
      [...REMOTE_ROUTES['mfe-analytics']].sort(),
    );
  });

  it('shows the statistics frame and says the report is not built yet', () => {
    open('/talent-sheets/statistics');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Roster Visits and Profile Clicks');
    expect(screen.getByText('The visits and clicks report is not available yet')).toBeTruthy();
  });

  it('shows the per-sheet frame without claiming that no clicks were recorded', () => {
    open('/talent-sheets/statistics/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sheet Statistics');
    expect(screen.getByRole('link', { name: 'Talent Sheet' }).getAttribute('href')).toBe('/talent-sheet/abc');
    expect(screen.queryByText('No profile clicks have been recorded yet.')).toBeNull();
  });
});
