import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MESSAGES_POLL_MS, MESSAGING_MESSAGES } from '@tpp/contracts';
import { Button, ErrorState, LoadingState, PageHeader, useDocumentTitle } from '@tpp/ui';
import { ConversationList, conversationHref } from './ConversationList';
import { ConversationView } from './ConversationView';
import { NewMessageDialog } from './NewMessageDialog';
import { usePolling } from './usePolling';
import { refreshUnread, useConversationList, useOpenConversation, type Folder } from './useConversations';
import './messages.css';

export const CONVERSATION_NOT_FOUND = 'This conversation does not exist or is not yours.';

/** The conversation `?conversation_id` names, or null. */
export function openConversationId(search: string): number | null {
  const raw = new URLSearchParams(search).get('conversation_id');
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const FOLDERS: { id: Folder; label: string }[] = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'archive', label: 'Archived' },
];

/**
 * /messages: the inbox (or the archive) beside the conversation `?conversation_id` opens. Kept
 * fresh by polling every MESSAGES_POLL_MS while the tab is visible: the open conversation, the
 * list's first page and the unread state the header icon shows.
 */
export function MessagesPage() {
  useDocumentTitle('Messages');
  const [, setLocation] = useLocation();
  const openId = openConversationId(useSearch());
  const [folder, setFolder] = useState<Folder>('inbox');
  const [writing, setWriting] = useState(false);
  const list = useConversationList(folder);
  const { patch, refresh: refreshList } = list;
  const onRead = useCallback(
    (id: number) => {
      patch(id, { has_unread_message: false });
      void refreshUnread().catch(() => undefined);
    },
    [patch],
  );
  const open = useOpenConversation(openId, onRead);

  usePolling(() => Promise.allSettled([refreshList(), open.refresh(), refreshUnread()]), MESSAGES_POLL_MS);

  const onArchived = (archived: boolean) => {
    if (openId === null) return;
    // It leaves the folder shown; the other folder loads afresh when chosen.
    if (archived === (folder === 'inbox')) patch(openId, null);
    else void refreshList().catch(() => undefined);
  };

  return (
    <div className="tpp-page tpp-messages-page">
      <PageHeader title="Messages" actions={<Button onClick={() => setWriting(true)}>New Message</Button>} />
      <div className={['tpp-messages', openId !== null ? 'tpp-messages--open' : ''].join(' ')}>
        <section className="tpp-messages__list" aria-label="Message folders">
          <div className="tpp-messages__folders" role="group" aria-label="Folder">
            {FOLDERS.map((item) => (
              <button
                key={item.id}
                type="button"
                className="tpp-messages__folder"
                aria-pressed={folder === item.id}
                onClick={() => setFolder(item.id)}
              >
                {item.label}
              </button>
            ))}
          </div>
          <ConversationList
            folder={folder}
            list={list.list}
            selectedId={openId}
            onLoadMore={() => void list.loadMore()}
            onRetry={list.reload}
          />
        </section>
        <section className="tpp-messages__open" aria-label="Open conversation">
          {open.open.state === 'none' ? (
            <p className="tpp-messages__hint">
              Choose a conversation to read it, or start one with New Message.
            </p>
          ) : null}
          {open.open.state === 'loading' ? <LoadingState label="Loading the conversation..." /> : null}
          {open.open.state === 'failed' ? (
            <ErrorState onRetry={open.reload}>
              {open.open.missing ? CONVERSATION_NOT_FOUND : MESSAGING_MESSAGES.listFailed}
            </ErrorState>
          ) : null}
          {open.open.state === 'ready' ? (
            <ConversationView
              key={open.open.conversation.id}
              conversation={open.open.conversation}
              onChange={open.update}
              onArchived={onArchived}
              onReplied={() => void refreshList().catch(() => undefined)}
            />
          ) : null}
        </section>
      </div>
      {writing ? (
        <NewMessageDialog
          onClose={() => setWriting(false)}
          onStarted={(conversation) => {
            setWriting(false);
            setFolder('inbox');
            void refreshList().catch(() => undefined);
            setLocation(conversationHref(conversation.id));
          }}
        />
      ) : null}
    </div>
  );
}
