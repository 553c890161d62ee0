import { useState } from 'react';
import { Link } from 'wouter';
import { MESSAGES } from '@tpp/contracts';
import { Alert, AuthCard, Button, TextField, useDocumentTitle, useFormSubmit } from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { useEmailField } from '../../components/useEmailField';

type Outcome = { tone: 'success' | 'error'; text: string };

/** /forgot-password: the email goes to the server without a client check. */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const { email, fieldProps: emailFieldProps } = useEmailField();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const { busy, onSubmit } = useFormSubmit(async () => {
    setOutcome(null);
    try {
      await accountApi.forgotPassword({ email });
      setOutcome({ tone: 'success', text: MESSAGES.forgotPasswordSent });
    } catch {
      setOutcome({ tone: 'error', text: MESSAGES.forgotPasswordFailed });
    }
  });

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<Link href="/signin">Back to Sign In</Link>}
    >
      <form onSubmit={onSubmit} noValidate>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <TextField {...emailFieldProps} />
        <Button type="submit" busy={busy}>
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
