import { Link } from 'wouter';
import { formatMessageTime, messagePreview, MESSAGING_MESSAGES, type Conversation } from '@tpp/contracts';
import { Button, EmptyState, ErrorState, LoadingState } from '@tpp/ui';
import type { ConversationListState, Folder } from './useConversations';

export function conversationHref(id: number): string {
  return `/messages?conversation_id=${id}`;
}

/** Who the conversation is with, as the list names it. */
export function participants(conversation: Conversation): string {
  return [conversation.creator_name, conversation.receiver_name].filter(Boolean).join(' · ');
}

const KIND_LABELS = { team: null, staff: 'Account Managers', brand: 'Brand Response' } as const;

function ConversationItem({
  conversation,
  selected,
  now,
}: {
  conversation: Conversation;
  selected: boolean;
  now: Date;
}) {
  const unread = conversation.has_unread_message;
  const kind = KIND_LABELS[conversation.kind];
  return (
    <li className={['tpp-conversation-item', unread ? 'tpp-conversation-item--unread' : ''].join(' ')}>
      <Link
        href={conversationHref(conversation.id)}
        className="tpp-conversation-item__link tpp-focus-inset"
        aria-current={selected ? 'page' : undefined}
      >
        <span className="tpp-conversation-item__top">
          <span className="tpp-conversation-item__title">
            {unread ? <span className="tpp-conversation-item__dot" aria-hidden="true" /> : null}
            {conversation.title}
            {unread ? <span className="tpp-visually-hidden"> (unread)</span> : null}
          </span>
          <time className="tpp-conversation-item__time" dateTime={conversation.most_recent_message_timestamp}>
            {formatMessageTime(conversation.most_recent_message_timestamp, now)}
          </time>
        </span>
        <span className="tpp-conversation-item__who">
          {kind ? <span className="tpp-conversation-item__kind">{kind}</span> : null}
          {participants(conversation)}
        </span>
        {conversation.preview ? (
          <span className="tpp-conversation-item__preview">
            <span className="tpp-conversation-item__sender">{conversation.preview.sender_name}:</span>{' '}
            {messagePreview(conversation.preview.body)}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

export interface ConversationListProps {
  folder: Folder;
  list: ConversationListState;
  selectedId: number | null;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** The inbox or the archive: latest activity first, unread ones highlighted, 'Load More' while there are more. */
export function ConversationList({ folder, list, selectedId, onLoadMore, onRetry }: ConversationListProps) {
  if (list.state === 'loading') return <LoadingState label="Loading messages..." />;
  if (list.state === 'failed')
    return <ErrorState onRetry={onRetry}>{MESSAGING_MESSAGES.listFailed}</ErrorState>;
  if (list.conversations.length === 0)
    return (
      <EmptyState title={MESSAGING_MESSAGES.noMessages}>
        {folder === 'archive' ? 'Archived conversations appear here.' : null}
      </EmptyState>
    );
  const now = new Date();
  return (
    <>
      <ul
        className="tpp-conversation-list"
        aria-label={folder === 'archive' ? 'Archived conversations' : 'Conversations'}
      >
        {list.conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            selected={conversation.id === selectedId}
            now={now}
          />
        ))}
      </ul>
      {list.more ? (
        <div className="tpp-conversation-list__more">
          <Button variant="secondary" busy={list.loadingMore} onClick={onLoadMore}>
            Load More
          </Button>
        </div>
      ) : null}
    </>
  );
}
