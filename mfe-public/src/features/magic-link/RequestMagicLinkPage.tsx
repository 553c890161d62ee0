import { useState } from 'react';
import { Link } from 'wouter';
import { MESSAGE_DURATION_MS, MESSAGES } from '@tpp/contracts';
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

export function RequestMagicLinkPage() {
  const { email, requireEmail, fieldProps: emailFieldProps } = useEmailField();
  const [sent, setSent] = useState(false);
  const failure = useTimedMessage(MESSAGE_DURATION_MS.magicLink);
  useDocumentTitle(sent ? MESSAGES.checkYourEmail : 'Get a Sign-in Link');

  const { busy, onSubmit } = useFormSubmit(async () => {
    if (!requireEmail()) return;
    failure.clear();
    try {
      await accountApi.requestMagicLink({ email });
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
              <LinkButton href="/signin" variant="primary">
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
      footer={<Link href="/signin">Sign in with a password instead</Link>}
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
