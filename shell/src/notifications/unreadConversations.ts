import { UNREAD_POLL_MS } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { messagingApi } from '../api/shellApi';
import { usePolling } from './usePolling';

/** Asks whether unread conversations exist and puts the answer into the session (the header icon). */
export async function refreshUnreadConversations(): Promise<void> {
  const { has_unread_conversations } = await messagingApi.unread();
  const { user, setUser } = sessionStore.getState();
  if (user && user.has_unread_conversations !== has_unread_conversations)
    setUser({ ...user, has_unread_conversations });
}

/** Keeps the header's messages icon fresh: every UNREAD_POLL_MS while the tab is visible. */
export function useUnreadConversationsPolling(enabled: boolean): void {
  usePolling(refreshUnreadConversations, UNREAD_POLL_MS, enabled);
}
