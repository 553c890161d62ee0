import { useState } from 'react';
import {
  BRAND_REPLY_MESSAGES,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGING_ERROR_CODES,
  formatMessageTime,
  type BrandReplyThread,
} from '@tpp/contracts';
import { ApiError, errorMessage, useApiQuery } from '@tpp/session';
import {
  Alert,
  Button,
  ErrorState,
  LoadingState,
  TextAreaField,
  useDocumentTitle,
  useMessageDraft,
} from '@tpp/ui';
import { brandReplyApi } from '../../api/brandReplyApi';
import { PublicFrame } from '../../components/PublicFrame';
import './brandReply.css';

/** A link that opens nothing: unknown, forged or revoked (the API answers one 404 for all). */
function linkInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.body?.error === MESSAGING_ERROR_CODES.replyLinkNotFound;
}

/**
 * /public/reply/{token}: the page a brand contact's personal reply link opens. It shows the one
 * conversation the link was mailed for (the agency, the sheet, the messages) and takes the
 * brand's answer into it. No account: the token is the key.
 */
export function BrandReplyPage({ token }: { token: string }) {
  useDocumentTitle('Your Conversation');
  const request = brandReplyApi.threadRequest(token);
  const query = useApiQuery(request.key, request.load);
  const [invalidMeanwhile, setInvalidMeanwhile] = useState(false);
  const { state } = query;
  const invalid = invalidMeanwhile || (state.status !== 'ready' && linkInvalid(query.error));

  return (
    <PublicFrame>
      <div className="tpp-brand-reply">
        {invalid ? (
          <section className="tpp-brand-reply__ended" aria-labelledby="tpp-brand-reply-ended">
            <h1 id="tpp-brand-reply-ended">This Link Is Not Valid</h1>
            <p>{BRAND_REPLY_MESSAGES.linkInvalid}</p>
          </section>
        ) : state.status === 'loading' ? (
          <LoadingState />
        ) : state.status !== 'ready' ? (
          <ErrorState onRetry={query.retry}>
            {errorMessage(query.error, BRAND_REPLY_MESSAGES.linkInvalid)}
          </ErrorState>
        ) : (
          <Thread
            token={token}
            thread={state.data}
            onAnswered={query.setData}
            onInvalid={() => setInvalidMeanwhile(true)}
          />
        )}
      </div>
    </PublicFrame>
  );
}

function Thread({
  token,
  thread,
  onAnswered,
  onInvalid,
}: {
  token: string;
  thread: BrandReplyThread;
  onAnswered: (thread: BrandReplyThread) => void;
  onInvalid: () => void;
}) {
  const now = new Date();
  return (
    <>
      <h1>{thread.sheet_title}</h1>
      <p className="tpp-brand-reply__intro">
        Hi {thread.contact_name}: your conversation with <strong>{thread.agency_name}</strong>. Your answer
        goes straight to them.
      </p>
      <ol className="tpp-brand-reply__messages" aria-label="Messages">
        {thread.messages.map((message, index) => (
          <li
            key={`${message.created_at}-${index}`}
            className={[
              'tpp-brand-reply__message',
              message.from_brand ? 'tpp-brand-reply__message--own' : '',
            ].join(' ')}
          >
            <div className="tpp-brand-reply__head">
              <span className="tpp-brand-reply__sender">
                {message.from_brand ? 'You' : message.sender_name}
              </span>
              <time dateTime={message.created_at}>{formatMessageTime(message.created_at, now)}</time>
            </div>
            <p className="tpp-brand-reply__body">{message.body}</p>
          </li>
        ))}
      </ol>
      <AnswerBox
        token={token}
        agencyName={thread.agency_name}
        onAnswered={onAnswered}
        onInvalid={onInvalid}
      />
    </>
  );
}

/** The answer box: Send is disabled while blank and while sending; Ctrl+Enter sends too. */
function AnswerBox({
  token,
  agencyName,
  onAnswered,
  onInvalid,
}: {
  token: string;
  agencyName: string;
  onAnswered: (thread: BrandReplyThread) => void;
  onInvalid: () => void;
}) {
  const [sent, setSent] = useState(false);
  const { draft, setDraft, blank, sending, failure, onSubmit, onKeyDown } = useMessageDraft(
    async (text) => {
      setSent(false);
      onAnswered(await brandReplyApi.answer(token, text));
      setSent(true);
    },
    (error) => {
      if (!linkInvalid(error)) return errorMessage(error, BRAND_REPLY_MESSAGES.sendFailed);
      onInvalid();
      return null;
    },
  );

  return (
    <form className="tpp-brand-reply__form" onSubmit={onSubmit}>
      <TextAreaField
        label={`Your answer to ${agencyName}`}
        rows={4}
        maxLength={MESSAGE_BODY_MAX_LENGTH}
        value={draft}
        hint="Ctrl+Enter sends."
        onChange={(event) => {
          setDraft(event.target.value);
          setSent(false);
        }}
        onKeyDown={onKeyDown}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {sent ? <Alert tone="success">{BRAND_REPLY_MESSAGES.sent}</Alert> : null}
      <div className="tpp-brand-reply__actions">
        <Button type="submit" disabled={blank} busy={sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
