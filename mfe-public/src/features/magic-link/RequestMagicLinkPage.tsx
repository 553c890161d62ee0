import { useState } from 'react';
import { Link } from 'wouter';
import { MESSAGE_DURATION_MS, MESSAGES, returnPathOf, withReturnPath } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import {
  Alert,
  AuthCard,
  Button,
  LinkButton,
  TextField,
  useDocumentTitle,
  useFormSubmit,
  useTimedMessage,
} from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { ResultPanel } from '../../components/ResultPanel';
import { useEmailField } from '../../components/useEmailField';
import { magicLinkReturn } from './returnAfterMagicLink';

export function RequestMagicLinkPage() {
  const { email, requireEmail, fieldProps: emailFieldProps } = useEmailField();
  const [sent, setSent] = useState(false);
  const failure = useTimedMessage(MESSAGE_DURATION_MS.magicLink);
  useDocumentTitle(sent ? MESSAGES.checkYourEmail : 'Get a Sign-in Link');
  /** The page a signed-out visitor asked for (/request-magic-link?next=...), to return to after the link. */
  const returnPath = returnPathOf(window.location.search);
  const signInHref = withReturnPath('/signin', returnPath);

  const { busy, onSubmit } = useFormSubmit(async () => {
    if (!requireEmail()) return;
    failure.clear();
    try {
      await accountApi.requestMagicLink({ email });
      magicLinkReturn.remember(returnPath);
      setSent(true);
    } catch (error) {
      failure.show(errorMessage(error, MESSAGES.magicLinkSendFailed));
    }
  });

  if (sent) {
    return (
      <AuthCard title={MESSAGES.checkYourEmail}>
        <ResultPanel
          tone="info"
          actions={
            <>
              <LinkButton href={signInHref} variant="primary">
                Back to Sign In
              </LinkButton>
              <Button variant="secondary" onClick={() => setSent(false)}>
                Change Email
              </Button>
            </>
          }
        >
          <p>{MESSAGES.magicLinkSent}</p>
          <p>{MESSAGES.magicLinkExpiry}</p>
        </ResultPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Get a Sign-in Link"
      subtitle="Enter the email address of your account and we will send you a link that signs you in."
      footer={<Link href={signInHref}>Sign in with a password instead</Link>}
    >
      <form onSubmit={onSubmit} noValidate>
        {failure.message ? <Alert tone="error">{failure.message}</Alert> : null}
        <TextField {...emailFieldProps} />
        <Button type="submit" busy={busy}>
          Send Sign-in Link
        </Button>
      </form>
    </AuthCard>
  );
}
