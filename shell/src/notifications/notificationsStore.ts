import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AppNotification } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { notificationsApi } from '../api/shellApi';

export interface NotificationsState {
  /** Newest first: the unread ones from polling, the whole list once the menu opened. */
  items: AppNotification[];
  /** idle: the full list was never asked for; the poll of unread items does not change it. */
  listStatus: 'idle' | 'loading' | 'ready' | 'failed';
}

export const notificationsStore = createStore<NotificationsState>()(() => ({
  items: [],
  listStatus: 'idle',
}));

export function useNotifications<T>(selector: (state: NotificationsState) => T): T {
  return useStore(notificationsStore, selector);
}

export function unreadCount(items: readonly AppNotification[]): number {
  return items.filter((item) => !item.read).length;
}

function byNewest(a: AppNotification, b: AppNotification): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

/** The 'New Look' flag travels with the notifications: the dialog follows it. */
function followNewLook(newLook: boolean): void {
  const { user, setUser } = sessionStore.getState();
  if (user && user.show_notification !== newLook) setUser({ ...user, show_notification: newLook });
}

/** The poll (spec: every 10 minutes, unread only): unread items join the list, read ones stay. */
export async function pollUnreadNotifications(): Promise<void> {
  const answer = await notificationsApi.list(true);
  const unreadIds = new Set(answer.notifications.map((item) => item.id));
  notificationsStore.setState(({ items }) => ({
    items: [
      ...answer.notifications,
      // Kept items the server no longer lists as unread were read elsewhere.
      ...items.filter((item) => !unreadIds.has(item.id)).map((item) => ({ ...item, read: true })),
    ].sort(byNewest),
  }));
  followNewLook(answer.new_look);
}

/** Opening the menu: the whole list (read ones too). */
export async function loadNotifications(): Promise<void> {
  notificationsStore.setState({ listStatus: 'loading' });
  try {
    const answer = await notificationsApi.list();
    notificationsStore.setState({ items: [...answer.notifications].sort(byNewest), listStatus: 'ready' });
    followNewLook(answer.new_look);
  } catch {
    notificationsStore.setState({ listStatus: 'failed' });
  }
}

function markLocally(read: (item: AppNotification) => boolean): void {
  notificationsStore.setState(({ items }) => ({
    items: items.map((item) => (read(item) ? { ...item, read: true } : item)),
  }));
}

/** Marks one notification read (shown read at once; the call may fail quietly: it stays unread on the server). */
export async function markNotificationRead(id: number): Promise<void> {
  markLocally((item) => item.id === id);
  await notificationsApi.markRead(id);
}

export async function markAllNotificationsRead(): Promise<void> {
  await notificationsApi.markAllRead();
  markLocally(() => true);
}

export function resetNotifications(): void {
  notificationsStore.setState({ items: [], listStatus: 'idle' });
}
