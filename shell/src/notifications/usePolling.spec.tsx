import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, renderHook } from '@testing-library/react';
import { sessionStore } from '@tpp/session';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { signedInUser } from '../testing/fixtures';
import { refreshUnreadConversations } from './unreadConversations';
import { usePolling } from './usePolling';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  jest.useFakeTimers();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('usePolling', () => {
  it('polls at once and then every interval while the tab is visible', () => {
    const poll = jest.fn<() => void>();
    renderHook(() => usePolling(poll, 1000));
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(999));
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(poll).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(3000));
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('stops while the tab is hidden and polls on showing again only when a poll is due', () => {
    const poll = jest.fn<() => void>();
    renderHook(() => usePolling(poll, 1000));
    act(() => setVisibility('hidden'));
    act(() => jest.advanceTimersByTime(5000));
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    act(() => jest.advanceTimersByTime(0));
    expect(poll).toHaveBeenCalledTimes(2);

    // Hidden and shown again within the interval: the next poll keeps its time.
    act(() => jest.advanceTimersByTime(400));
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    act(() => jest.advanceTimersByTime(599));
    expect(poll).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(1));
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed poll, does nothing when disabled, and stops when unmounted', async () => {
    const failing = jest.fn<() => Promise<void>>(() => Promise.reject(new Error('offline')));
    const { unmount } = renderHook(() => usePolling(failing, 1000));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(failing).toHaveBeenCalledTimes(2);
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(failing).toHaveBeenCalledTimes(2);

    const idle = jest.fn<() => void>();
    renderHook(() => usePolling(idle, 1000, false));
    act(() => jest.advanceTimersByTime(5000));
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('refreshUnreadConversations', () => {
  let fake: FakeFetch | null = null;
  afterEach(() => fake?.restore());

  it('puts the answer into the session for the header icon', async () => {
    jest.useRealTimers();
    sessionStore.setState({ status: 'ready', user: signedInUser({ has_unread_conversations: false }) });
    let unread = true;
    fake = installFakeFetch(() => ({
      body: { has_unread_conversations: unread, unread_count: unread ? 2 : 0 },
    }));
    await refreshUnreadConversations();
    expect(fake.calls[0]!.path).toBe('/api/conversations/unread');
    expect(sessionStore.getState().user?.has_unread_conversations).toBe(true);
    unread = false;
    await refreshUnreadConversations();
    expect(sessionStore.getState().user?.has_unread_conversations).toBe(false);
  });
});
