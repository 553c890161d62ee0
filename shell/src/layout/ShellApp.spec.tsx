import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeFetch } from '@tpp/ui/testing';
import { sessionStore } from '@tpp/session';
import type { UserStatus } from '@tpp/contracts';
import { shellStore } from '../state/shellStore';
import { REMOTES, signedInUser } from '../testing/fixtures';
import { accountMenuEntries, mainNavEntries, toolsMenuEntries } from '../navigation/navEntries';
import { ShellApp } from './ShellApp';

function show(path: string, user: UserStatus | null) {
  sessionStore.setState({ status: 'ready', user });
  shellStore.setState({
    path,
    remotes: REMOTES,
    slots: [],
    bootError: null,
    fatalError: null,
    signingOut: false,
  });
  return render(<ShellApp />);
}

describe('ShellApp', () => {
  afterEach(cleanup);

  it('shows the navigation, header icons and account menu to a team member', () => {
    show('/influencers', signedInUser({ has_unread_conversations: true }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The daily screens, then the Tools menu (navEntries.spec.ts holds the lists and their order).
    expect([...nav.querySelectorAll(':scope > ul > li > a')].map((link) => link.textContent)).toEqual(
      mainNavEntries(signedInUser()).map((entry) => entry.label),
    );
    expect(screen.getByRole('link', { name: 'Talent Roster' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/configure');
    // Messages is in the navigation, marked while conversations are unread.
    const messages = screen.getByRole('link', { name: 'Messages (unread conversations)' });
    expect(messages.getAttribute('href')).toBe('/messages');
    expect(messages.getAttribute('data-unread')).toBe('true');
    expect(screen.getByRole('button', { name: 'Account menu for Avery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    const menuItems = screen.getAllByRole('menuitem', { hidden: true });
    expect(menuItems.map((item) => `${item.textContent} ${item.getAttribute('href')}`)).toEqual(
      [...toolsMenuEntries(signedInUser()), ...accountMenuEntries(signedInUser())].map(
        (entry) => `${entry.label} ${entry.href}`,
      ),
    );
  });

  it("shows the 'New Look' dialog beside the notifications bell; Got It! marks the flag read", async () => {
    const fake = installFakeFetch((request) =>
      request.path === '/api/user/notifications'
        ? { body: { notifications: [], new_look: true } }
        : { body: { success: true } },
    );
    try {
      show('/influencers', signedInUser({ show_notification: true }));
      expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain('New Look');
      // The bell's first poll carries the same flag.
      await waitFor(() => expect(fake.callsTo('/api/user/notifications')).toHaveLength(1));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
      fireEvent.click(screen.getByRole('button', { name: 'Got It!', hidden: true }));
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
      // No body: the spec's call marks the 'New Look' flag read.
      expect(fake.callsTo('/api/user/mark-notification-read')).toEqual([
        { method: 'POST', path: '/api/user/mark-notification-read', body: {} },
      ]);
      expect(sessionStore.getState().user?.show_notification).toBe(false);
    } finally {
      fake.restore();
    }
  });

  it('shows pages without navigation, and says why, to a user without a team', () => {
    show('/influencers', signedInUser({ noTeam: true }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(
      screen.getByText('Your account is not linked to an organization yet. Please contact us.'),
    ).toBeTruthy();
  });

  it('shows no navigation to a suspended user', () => {
    show('/influencers', signedInUser({ suspended: true }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByText('Your account is suspended. Please contact us.')).toBeTruthy();
  });

  it('shows no navigation on public pages or to visitors', () => {
    show('/public/talent-sheet/x', signedInUser());
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    cleanup();
    show('/signin', null);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows Not Found for a path no remote and no shell route owns', () => {
    show('/no-such-page', signedInUser());
    expect(screen.getByRole('heading', { name: 'Not Found!' })).toBeTruthy();
    expect(
      screen.getByText('Something is wrong. The page you are looking for was not found. Sorry.'),
    ).toBeTruthy();
    expect(document.title).toBe('Not Found! · Talent Pitch Pro');
    // A way back: the start page ('/' goes on to the user's first page), under the app's header.
    expect(screen.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('gives Not Found the public header with Sign In for visitors, and without it for a user with no team', () => {
    show('/no-such-page', null);
    const header = screen.getByRole('banner');
    expect(header.querySelector('a[href="/"]')?.textContent).toBe('Talent Pitch Pro');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/');
    cleanup();
    show('/no-such-page', signedInUser({ noTeam: true }));
    expect(screen.getByRole('banner').textContent).toBe('Talent Pitch Pro');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('does not show Not Found on a remote route', () => {
    show('/talent-sheets/statistics/4', signedInUser());
    expect(screen.queryByRole('heading', { name: 'Not Found!' })).toBeNull();
    cleanup();
    show('/signin', null);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the generic error page with the status message when the start failed', () => {
    sessionStore.setState({ status: 'error', user: null });
    shellStore.setState({
      bootError: 'A server error occurred while trying to communicate with the server.',
    });
    render(<ShellApp />);
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong.' })).toBeTruthy();
    expect(
      screen.getByText('A server error occurred while trying to communicate with the server.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-tpp');
    expect(screen.getByRole('link', { name: 'Sign Out' }).getAttribute('href')).toBe('/signout');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });
});
