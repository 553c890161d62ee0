import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGING_MESSAGES, type Conversation, type ConversationWithMessages } from '@tpp/contracts';
import { errorMessage, isMissing, sessionStore } from '@tpp/session';
import { messagingApi } from '../../api/messaging';

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

/** Whether a poll brought something to show (new, deleted or changed messages, or another state). */
function changed(before: ConversationWithMessages, after: ConversationWithMessages): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}

/**
 * The conversation `?conversation_id` names: loaded when the id changes, kept fresh by `refresh`
 * (no loading state, so the reply draft and the scroll position stay), marked read whenever it
 * arrives with unread messages while open.
 */
export function useOpenConversation(id: number | null, onRead: (id: number) => void) {
  const [open, setOpen] = useState<OpenConversation>(id === null ? { state: 'none' } : { state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const current = useRef({ id, onRead, open });
  current.current = { id, onRead, open };

  const markReadIfUnread = useCallback((conversation: ConversationWithMessages) => {
    if (!conversation.has_unread_message) return;
    messagingApi.markRead(conversation.id).then(
      () => {
        current.current.onRead(conversation.id);
        setOpen((state) =>
          state.state === 'ready' && state.conversation.id === conversation.id
            ? { state: 'ready', conversation: { ...state.conversation, has_unread_message: false } }
            : state,
        );
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (id === null) {
      setOpen({ state: 'none' });
      return;
    }
    const controller = new AbortController();
    setOpen({ state: 'loading' });
    messagingApi.get(id, controller.signal).then(
      (conversation) => {
        if (controller.signal.aborted) return;
        setOpen({ state: 'ready', conversation });
        markReadIfUnread(conversation);
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setOpen({
            state: 'failed',
            missing: isMissing(error),
            message: errorMessage(error, MESSAGING_MESSAGES.listFailed),
          });
      },
    );
    return () => controller.abort();
  }, [id, attempt, markReadIfUnread]);

  const refresh = useCallback(async () => {
    const asked = current.current.id;
    // Only a shown conversation is kept fresh; a failed one waits for Try Again.
    if (asked === null || current.current.open.state !== 'ready') return;
    const conversation = await messagingApi.get(asked);
    if (current.current.id !== asked) return;
    setOpen((state) =>
      state.state === 'ready' && state.conversation.id === asked && changed(state.conversation, conversation)
        ? { state: 'ready', conversation }
        : state,
    );
    markReadIfUnread(conversation);
  }, [markReadIfUnread]);

  const update = useCallback(
    (change: (conversation: ConversationWithMessages) => ConversationWithMessages) => {
      setOpen((state) =>
        state.state === 'ready' ? { state: 'ready', conversation: change(state.conversation) } : state,
      );
    },
    [],
  );

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { open, refresh, update, reload };
}
