import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_BODY_MAX_LENGTH, type ConversationMessage } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, TextAreaField } from '@tpp/ui';
import { messagingApi } from '../../api/messaging';

export const REPLY_FAILED = 'Your reply could not be sent. Please try again.';

export interface ReplyBoxProps {
  conversationId: number;
  /** A brand conversation: the reply goes out by mail to this address. */
  mailTo: string | null;
  onSent: (message: ConversationMessage) => void;
}

/**
 * The reply box (spec: a reply with an empty or blank body is not sent; Send is disabled when blank
 * and blocked while one is sending). Ctrl+Enter or Cmd+Enter sends too. The draft lives here, so a
 * poll that refreshes the conversation leaves it alone.
 */
export function ReplyBox({ conversationId, mailTo, onSent }: ReplyBoxProps) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const blank = draft.trim() === '';

  const send = async () => {
    if (blank || sending) return;
    setSending(true);
    setFailure(null);
    try {
      const message = await messagingApi.reply(conversationId, draft);
      setDraft('');
      onSent(message);
    } catch (error) {
      setFailure(errorMessage(error, REPLY_FAILED));
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className="tpp-reply" onSubmit={onSubmit}>
      <TextAreaField
        className="tpp-reply__field"
        label="Reply"
        rows={3}
        maxLength={MESSAGE_BODY_MAX_LENGTH}
        value={draft}
        hint={`${mailTo ? `Sent by mail to ${mailTo}. ` : ''}Ctrl+Enter sends.`}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="tpp-reply__actions">
        <Button type="submit" disabled={blank} busy={sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
