import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AppNotification } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { installFakeFetch, type FakeAnswer, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';
import { signedInUser } from '../testing/fixtures';
import { NOTIFICATION_TEXTS, NotificationsBell } from './NotificationsBell';
import { resetNotifications } from './notificationsStore';

const note = (id: number, read: boolean, overrides: Partial<AppNotification> = {}): AppNotification => ({
  id,
  kind: 'brand_response',
  title: `Notification ${id}`,
  body: `Body ${id}`,
  href: `/messages?conversation_id=${id}`,
  created_at: new Date(Date.UTC(2026, 10, 20, 10, id)).toISOString(),
  read,
  ...overrides,
});

let fake: FakeFetch | null = null;
beforeEach(() => {
  resetNotifications();
  sessionStore.setState({ status: 'ready', user: signedInUser() });
  window.history.pushState(null, '', '/influencers');
});
afterEach(() => {
  cleanup();
  fake?.restore();
  fake = null;
});

/** Unread polls answer the unread items of `all`; the full list answers `all` (or `list`). */
function backend(
  all: AppNotification[],
  options: { list?: (r: RecordedRequest) => FakeAnswer; newLook?: boolean } = {},
) {
  return installFakeFetch((request) => {
    if (request.path === '/api/user/mark-notification-read') return { body: { success: true } };
    if (request.query.get('only_unread') === 'true')
      return {
        body: { notifications: all.filter((item) => !item.read), new_look: options.newLook ?? false },
      };
    return options.list
      ? options.list(request)
      : { body: { notifications: all, new_look: options.newLook ?? false } };
  });
}

const openBell = async (name: string | RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('region', { name: NOTIFICATION_TEXTS.heading });
};

describe('NotificationsBell', () => {
  it('polls the unread notifications at once and shows their count', async () => {
    fake = backend([note(1, false), note(2, false), note(3, true)]);
    render(<NotificationsBell />);
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeTruthy();
    expect(fake.calls[0]!.url).toBe('/api/user/notifications?only_unread=true');
  });

  it('loads the whole list on opening; a click marks the item read and goes to its page', async () => {
    fake = backend([note(2, false), note(1, true, { title: 'Old one' })]);
    render(<NotificationsBell />);
    const panel = await openBell('Notifications (1 unread)');
    await waitFor(() => expect(within(panel).getByText('Old one')).toBeTruthy());
    expect(fake.calls.some((call) => call.url === '/api/user/notifications')).toBe(true);

    fireEvent.click(within(panel).getByRole('button', { name: /Unread: Notification 2/ }));
    expect(window.location.pathname + window.location.search).toBe('/messages?conversation_id=2');
    expect(panel.hidden).toBe(true);
    await waitFor(() =>
      expect(fake!.callsTo('/api/user/mark-notification-read')).toEqual([
        { method: 'POST', path: '/api/user/mark-notification-read', body: { notification_id: 2 } },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks every notification read with Mark All Read', async () => {
    fake = backend([note(1, false), note(2, false)]);
    render(<NotificationsBell />);
    const panel = await openBell('Notifications (2 unread)');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark All Read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(fake.callsTo('/api/user/mark-notification-read')[0]!.body).toEqual({ all: true });
    await within(panel).findByText('Notification 1');
    expect(within(panel).queryByText(/Unread:/)).toBeNull();
  });

  it('says when there are none, and when the list could not be loaded, with Try Again', async () => {
    let fail = true;
    fake = backend([], {
      list: () => (fail ? { status: 500 } : { body: { notifications: [], new_look: false } }),
    });
    render(<NotificationsBell />);
    const panel = await openBell('Notifications');
    expect(await within(panel).findByText(NOTIFICATION_TEXTS.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByText(NOTIFICATION_TEXTS.empty)).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    fake = backend([]);
    render(<NotificationsBell />);
    const panel = await openBell('Notifications');
    await within(panel).findByText(NOTIFICATION_TEXTS.empty);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(bell);
  });

  it("turns the 'New Look' dialog's flag on from the poll", async () => {
    fake = backend([], { newLook: true });
    render(<NotificationsBell />);
    await waitFor(() => expect(sessionStore.getState().user?.show_notification).toBe(true));
  });

  it('keeps polling every 10 minutes for unread items only', async () => {
    jestUseFakeTimers();
    try {
      fake = backend([note(1, false)]);
      render(<NotificationsBell />);
      await act(async () => undefined);
      expect(fake.calls).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(10 * 60 * 1000 - 1);
      });
      expect(fake.calls).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(fake.calls).toHaveLength(2);
      expect(fake.calls[1]!.url).toBe('/api/user/notifications?only_unread=true');
    } finally {
      jest.useRealTimers();
    }
  });
});

function jestUseFakeTimers() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
}
