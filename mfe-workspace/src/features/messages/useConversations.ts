import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGING_MESSAGES, type Conversation, type ConversationWithMessages } from '@tpp/contracts';
import { apiQueryClient, errorMessage, sessionStore, useApiQuery } from '@tpp/session';
import { messagingApi } from '../../api/messaging';
import { workspaceKeys } from '../../api/workspaceQueries';

export type Folder = 'inbox' | 'archive';

export interface ConversationListState {
  state: 'loading' | 'failed' | 'ready';
  conversations: Conversation[];
  /** The last page loaded. */
  page: number;
  more: boolean;
  loadingMore: boolean;
}

const INITIAL: ConversationListState = {
  state: 'loading',
  conversations: [],
  page: 0,
  more: false,
  loadingMore: false,
};

/** The header icon follows the server's answer at once (the shell polls it less often). */
export function showUnread(hasUnread: boolean): void {
  const { user } = sessionStore.getState();
  if (user && user.has_unread_conversations !== hasUnread)
    sessionStore.setState({ user: { ...user, has_unread_conversations: hasUnread } });
}

export async function refreshUnread(): Promise<void> {
  const answer = await messagingApi.unread();
  showUnread(answer.has_unread_conversations);
}

/**
 * A fresh first page merged into what is shown: the first page as the server has it now, then the
 * older conversations loaded by 'Load More' that are not on it (a conversation with new activity
 * moves up from a later page; the list stays latest first).
 */
export function mergeFirstPage(shown: Conversation[], first: Conversation[], more: boolean): Conversation[] {
  if (!more) return first;
  const onFirst = new Set(first.map((conversation) => conversation.id));
  const last = first.at(-1)?.most_recent_message_timestamp ?? '';
  const older = shown.filter(
    (conversation) => !onFirst.has(conversation.id) && conversation.most_recent_message_timestamp <= last,
  );
  return [...first, ...older];
}

/** The inbox or the archive, latest activity first, paged with 'Load More' and kept fresh by `refresh`. */
export function useConversationList(folder: Folder) {
  const [list, setList] = useState<ConversationListState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const current = useRef({ folder, list });
  current.current = { folder, list };

  useEffect(() => {
    const controller = new AbortController();
    setList(INITIAL);
    messagingApi.list({ archived: folder === 'archive', page: 1 }, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted)
          setList({
            ...INITIAL,
            state: 'ready',
            conversations: answer.conversations,
            page: 1,
            more: answer.more,
          });
      },
      () => {
        if (!controller.signal.aborted) setList({ ...INITIAL, state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [folder, attempt]);

  const loadMore = useCallback(async () => {
    const { list: shown, folder: asked } = current.current;
    if (shown.state !== 'ready' || !shown.more || shown.loadingMore) return;
    setList((state) => ({ ...state, loadingMore: true }));
    try {
      const answer = await messagingApi.list({ archived: asked === 'archive', page: shown.page + 1 });
      if (current.current.folder !== asked) return;
      setList((state) => {
        const known = new Set(state.conversations.map((conversation) => conversation.id));
        return {
          ...state,
          conversations: [...state.conversations, ...answer.conversations.filter((c) => !known.has(c.id))],
          page: answer.page,
          more: answer.more,
          loadingMore: false,
        };
      });
    } catch {
      setList((state) => ({ ...state, loadingMore: false }));
    }
  }, []);

  /** One poll: the first page again, merged; a failed poll leaves the list as it is. */
  const refresh = useCallback(async () => {
    const { list: shown, folder: asked } = current.current;
    if (shown.state !== 'ready') return;
    const answer = await messagingApi.list({ archived: asked === 'archive', page: 1 });
    if (current.current.folder !== asked) return;
    setList((state) =>
      state.state === 'ready'
        ? {
            ...state,
            conversations: mergeFirstPage(state.conversations, answer.conversations, answer.more),
            more: state.page > 1 ? state.more : answer.more,
          }
        : state,
    );
  }, []);

  const patch = useCallback((id: number, change: Partial<Conversation> | null) => {
    setList((state) => ({
      ...state,
      conversations:
        change === null
          ? state.conversations.filter((conversation) => conversation.id !== id)
          : state.conversations.map((conversation) =>
              conversation.id === id ? { ...conversation, ...change } : conversation,
            ),
    }));
  }, []);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { list, loadMore, refresh, patch, reload };
}

export type OpenConversation =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; message: string; missing: boolean }
  | { state: 'ready'; conversation: ConversationWithMessages };

/**
 * The conversation `?conversation_id` names: loaded when the id changes, kept fresh by `refresh`
 * (no loading state, so the reply draft and the scroll position stay; an unchanged answer changes
 * nothing on screen), marked read whenever it arrives with unread messages while open.
 */
export function useOpenConversation(id: number | null, onRead: (id: number) => void) {
  const key = workspaceKeys.conversation(id);
  const query = useApiQuery(key, (signal) => messagingApi.get(id!, signal), { enabled: id !== null });
  const { state } = query;
  const open: OpenConversation =
    id === null
      ? { state: 'none' }
      : state.status === 'ready'
        ? { state: 'ready', conversation: state.data }
        : state.status === 'loading'
          ? { state: 'loading' }
          : {
              state: 'failed',
              missing: state.status === 'not-found',
              message:
                state.status === 'error' ? errorMessage(state.error, MESSAGING_MESSAGES.listFailed) : '',
            };
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  const update = useCallback(
    (change: (conversation: ConversationWithMessages) => ConversationWithMessages) =>
      apiQueryClient().setQueryData<ConversationWithMessages>(workspaceKeys.conversation(id), (current) =>
        current ? change(current) : current,
      ),
    [id],
  );

  const arrived = open.state === 'ready' ? open.conversation : null;
  useEffect(() => {
    if (!arrived?.has_unread_message) return;
    messagingApi.markRead(arrived.id).then(
      () => {
        onReadRef.current(arrived.id);
        apiQueryClient().setQueryData<ConversationWithMessages>(
          workspaceKeys.conversation(arrived.id),
          (current) => (current ? { ...current, has_unread_message: false } : current),
        );
      },
      () => undefined,
    );
  }, [arrived]);

  const refresh = useCallback(async () => {
    // Only a shown conversation is kept fresh; a failed one waits for Try Again.
    const cached = apiQueryClient().getQueryState(workspaceKeys.conversation(id));
    if (id === null || cached?.status !== 'success') return;
    await apiQueryClient().refetchQueries({ queryKey: workspaceKeys.conversation(id), exact: true });
  }, [id]);

  return { open, refresh, update, reload: query.retry };
}
