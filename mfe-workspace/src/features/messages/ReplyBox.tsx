import { MESSAGE_BODY_MAX_LENGTH, type ConversationMessage } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, TextAreaField, useMessageDraft } from '@tpp/ui';
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
  const { draft, setDraft, blank, sending, failure, onSubmit, onKeyDown } = useMessageDraft(
    async (text) => onSent(await messagingApi.reply(conversationId, text)),
    (error) => errorMessage(error, REPLY_FAILED),
  );

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
