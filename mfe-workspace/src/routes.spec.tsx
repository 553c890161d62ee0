import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { REMOTE_ROUTES } from '@tpp/contracts';
import { resetApiQueryClient } from '@tpp/session';
import { App } from './App';
import { WORKSPACE_ROUTES } from './routes';

function open(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

describe('workspace routes', () => {
  // No API here: a read fails at once (no retries), and no answer is carried between tests.
  beforeEach(() => {
    resetApiQueryClient({ retry: false });
  });
  afterEach(cleanup);

  it('has a screen for exactly the routes the shell mounts this remote on', () => {
    expect(WORKSPACE_ROUTES.map((route) => route.path).sort()).toEqual(
      [...REMOTE_ROUTES['mfe-workspace']].sort(),
    );
  });

  it('shows /messages, which is built, under the heading Messages', async () => {
    open('/messages');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    expect(document.title).toBe('Messages · Talent Pitch Pro');
    expect(screen.queryByText(/is not available yet$/)).toBeNull();
    // No API here: the list settles on the spec's failure text before the test ends.
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred');
  });

  it('shows the new-sheet dialog over the sheet list', async () => {
    open('/talent-sheet-create');
    expect(screen.getByRole('heading', { name: 'Title for the New Sheet', hidden: true })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Talent Sheets');
    // No API here: the list behind the dialog settles on its load error before the test ends.
    expect(await screen.findByRole('button', { name: 'Try Again', hidden: true })).toBeTruthy();
  });

  it('renders nothing on a path it does not own', () => {
    const { container } = open('/configure');
    expect(container.textContent).toBe('');
  });
});
