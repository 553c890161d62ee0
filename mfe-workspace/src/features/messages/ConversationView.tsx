import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  formatMessageTime,
  type BrandContact,
  type BrandResponseDetails,
  type ConversationMessage,
  type ConversationWithMessages,
} from '@tpp/contracts';
import { errorMessage, useSession } from '@tpp/session';
import { Alert, Button, ConfirmModal } from '@tpp/ui';
import { messagingApi } from '../../api/messaging';
import { participants } from './ConversationList';
import { ReplyBox } from './ReplyBox';

export const DELETE_FAILED = 'The message could not be deleted. Please try again.';
export const ARCHIVE_FAILED = 'That did not work. Please try again.';
export const REVOKE_FAILED = 'The reply links could not be revoked. Please try again.';
export const LINKS_REVOKED = 'Reply links revoked. Your next reply mails a new link.';

/**
 * The brand's response to a shared sheet: the brand contact (name, company, email), what they
 * said and whom they liked, and how the conversation continues (the contact's personal reply
 * link, which the team may revoke).
 */
function BrandCard({
  conversationId,
  response,
  contact,
  mailTo,
}: {
  conversationId: number;
  response: BrandResponseDetails;
  contact: BrandContact | null;
  mailTo: string | null;
}) {
  const [revoking, setRevoking] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const name = contact?.name ?? response.responder_name;
  const email = contact?.email ?? response.responder_email;
  return (
    <section className="tpp-brand-card" aria-label="Brand response">
      <h3 className="tpp-brand-card__name">{name}</h3>
      <p className="tpp-brand-card__meta">
        {contact?.company ? <span className="tpp-brand-card__company">{contact.company} · </span> : null}
        <a href={`mailto:${email}`}>{email}</a>
        {' · responded to '}
        <Link href={`/talent-sheet/${response.sheet_id}`}>{response.sheet_title}</Link>
      </p>
      {response.comments ? (
        <blockquote className="tpp-brand-card__comments">{response.comments}</blockquote>
      ) : null}
      {response.liked.length > 0 ? (
        <>
          <h4 className="tpp-brand-card__liked-title">Liked creators ({response.liked.length})</h4>
          <ul className="tpp-brand-card__liked" aria-label="Liked creators">
            {response.liked.map((creator) => (
              <li key={creator.influencer_id}>
                <a href={creator.profile_url}>{creator.name}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="tpp-brand-card__mail">
        Replies here are mailed to {mailTo ?? email} with a personal reply link; the brand's answers appear in
        this conversation.
        {contact ? (
          <>
            {' '}
            <Button variant="link" className="tpp-brand-card__revoke" onClick={() => setRevoking(true)}>
              Revoke reply links
            </Button>
          </>
        ) : null}
      </p>
      {revoked ? (
        <Alert tone="success" onDismiss={() => setRevoked(false)}>
          {LINKS_REVOKED}
        </Alert>
      ) : null}
      {revoking ? (
        <ConfirmModal
          title="Revoke Reply Links"
          confirmLabel="Revoke"
          failedMessage={REVOKE_FAILED}
          onConfirm={async () => {
            await messagingApi.revokeReplyLinks(conversationId);
            setRevoking(false);
            setRevoked(true);
          }}
          onClose={() => setRevoking(false)}
        >
          <p>
            The reply links already mailed to {name} stop working (for example, a forwarded mail). Your next
            reply mails {name} a new link.
          </p>
        </ConfirmModal>
      ) : null}
    </section>
  );
}

function MessageItem({
  message,
  now,
  onDelete,
}: {
  message: ConversationMessage;
  now: Date;
  onDelete: (message: ConversationMessage) => void;
}) {
  return (
    <li className={['tpp-message', message.own ? 'tpp-message--own' : ''].join(' ')}>
      <div className="tpp-message__head">
        <span className="tpp-message__sender">{message.sender_name}</span>
        <time className="tpp-message__time" dateTime={message.created_at}>
          {formatMessageTime(message.created_at, now)}
        </time>
        {message.own ? (
          <Button variant="link" className="tpp-message__delete" onClick={() => onDelete(message)}>
            Delete
            <span className="tpp-visually-hidden">
              {' '}
              message from {formatMessageTime(message.created_at, now)}
            </span>
          </Button>
        ) : null}
      </div>
      <p className="tpp-message__body">{message.body}</p>
      {message.attachments.length > 0 ? (
        <ul className="tpp-message__attachments" aria-label="Attachments">
          {message.attachments.map((attachment) => (
            <li key={attachment.key}>
              <a href={attachment.url} target="_blank" rel="noreferrer">
                {attachment.filename}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Near the bottom: a new message scrolls into view; further up, the reader's place is kept. */
function useStickToBottom(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [count]);
  const onScroll = () => {
    const element = ref.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
  };
  return { ref, onScroll };
}

export interface ConversationViewProps {
  conversation: ConversationWithMessages;
  onChange: (change: (conversation: ConversationWithMessages) => ConversationWithMessages) => void;
  /** After a reply, an archive or a restore: the list refreshes. */
  onArchived: (archived: boolean) => void;
  onReplied: () => void;
}

/** One open conversation: its header and actions, the brand card, the messages oldest first, the reply box. */
export function ConversationView({ conversation, onChange, onArchived, onReplied }: ConversationViewProps) {
  const isStaff = useSession((state) => state.user?.is_staff ?? false);
  const [deleting, setDeleting] = useState<ConversationMessage | null>(null);
  const [archiving, setArchiving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const thread = useStickToBottom(conversation.messages.length);
  const now = new Date();

  const toggleArchive = async () => {
    const action = conversation.archived ? 'restore' : 'archive';
    setArchiving(true);
    setFailure(null);
    try {
      await messagingApi.archive(conversation.id, action);
      onChange((current) => ({ ...current, archived: action === 'archive' }));
      onArchived(action === 'archive');
    } catch (error) {
      setFailure(errorMessage(error, ARCHIVE_FAILED));
    } finally {
      setArchiving(false);
    }
  };

  const deleteMessage = async (message: ConversationMessage) => {
    await messagingApi.deleteMessage(message.id);
    onChange((current) => ({
      ...current,
      messages: current.messages.filter((item) => item.id !== message.id),
      message_ids: current.message_ids.filter((id) => id !== message.id),
    }));
    setDeleting(null);
  };

  return (
    <article className="tpp-conversation" aria-labelledby="tpp-conversation-title">
      <header className="tpp-conversation__header">
        <div>
          <Link href="/messages" className="tpp-conversation__back">
            ← All Messages
          </Link>
          <h2 id="tpp-conversation-title" className="tpp-conversation__title">
            {conversation.title}
          </h2>
          <p className="tpp-conversation__who">{participants(conversation)}</p>
          {conversation.influencer_id !== null ? (
            <p className="tpp-conversation__about">
              About{' '}
              <Link href={`/influencers/profile/${conversation.influencer_id}`}>
                {conversation.influencer_name ?? 'this creator'}
              </Link>
            </p>
          ) : null}
          {conversation.request_id !== null ? (
            <p className="tpp-conversation__about">
              About{' '}
              <Link href={isStaff ? '/staff/requests' : '/my-requests'}>
                request #{conversation.request_id}
              </Link>
            </p>
          ) : null}
        </div>
        <div className="tpp-conversation__actions">
          <Button variant="secondary" busy={archiving} onClick={() => void toggleArchive()}>
            {conversation.archived ? 'Restore' : 'Archive'}
          </Button>
        </div>
      </header>
      {conversation.archived ? (
        <Alert tone="info">This conversation is archived. Restore it to move it back to the inbox.</Alert>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {conversation.kind === 'brand' && conversation.brand_response ? (
        <BrandCard
          key={`brand-${conversation.id}`}
          conversationId={conversation.id}
          response={conversation.brand_response}
          contact={conversation.brand_contact}
          mailTo={conversation.reply_by_mail_to}
        />
      ) : null}
      <div
        ref={thread.ref}
        onScroll={thread.onScroll}
        className="tpp-thread tpp-focus-inset"
        role="log"
        aria-label="Messages"
        tabIndex={0}
      >
        {conversation.messages.length === 0 ? (
          <p className="tpp-muted">No messages yet</p>
        ) : (
          <ol className="tpp-thread__list">
            {conversation.messages.map((message) => (
              <MessageItem key={message.id} message={message} now={now} onDelete={setDeleting} />
            ))}
          </ol>
        )}
      </div>
      <ReplyBox
        key={conversation.id}
        conversationId={conversation.id}
        mailTo={conversation.kind === 'brand' ? conversation.reply_by_mail_to : null}
        onSent={(message) => {
          onChange((current) =>
            current.messages.some((item) => item.id === message.id)
              ? current
              : {
                  ...current,
                  messages: [...current.messages, message],
                  message_ids: [...current.message_ids, message.id],
                  most_recent_message_timestamp: message.created_at,
                },
          );
          onReplied();
        }}
      />
      {deleting ? (
        <ConfirmModal
          title="Delete Message"
          confirmLabel="Delete"
          failedMessage={DELETE_FAILED}
          onConfirm={() => deleteMessage(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>Delete this message? The other participants will no longer see it.</p>
          <blockquote className="tpp-message__quote">{deleting.body}</blockquote>
        </ConfirmModal>
      ) : null}
    </article>
  );
}
