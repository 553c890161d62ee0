import { useState } from 'react';
import { Link } from 'wouter';
import { MESSAGES, MIN_PASSWORD_LENGTH } from '@tpp/contracts';
import { apiFieldErrors, AuthCard, LinkButton, useDocumentTitle } from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { NewPasswordForm } from '../../components/NewPasswordForm';
import { ResultPanel } from '../../components/ResultPanel';

/** /reset-password/{resetCode}: choose a new password with the code from the mail. */
export function ResetPasswordPage({ resetCode }: { resetCode: string }) {
  useDocumentTitle('Set Your Password');
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const resetPassword = async (password: string) => {
    setFailure(null);
    setPasswordError(null);
    try {
      await accountApi.resetPassword({ code: resetCode, new_password: password });
      setDone(true);
    } catch (error) {
      // A rule of the password policy names the field; anything else is the spec's failure text.
      const rule = apiFieldErrors(error, { new_password: 'New password' }).new_password;
      if (rule) setPasswordError(rule);
      else setFailure(MESSAGES.resetPasswordFailed);
    }
  };

  if (done) {
    return (
      <AuthCard title="Password Set">
        <ResultPanel
          tone="success"
          actions={
            <LinkButton href="/signin" variant="primary">
              Sign In
            </LinkButton>
          }
        >
          <p>Your new password has been set. You can now sign in with it.</p>
        </ResultPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set Your Password"
      subtitle={`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters that is not a common password or your email address.`}
      footer={<Link href="/forgot-password">Request a New Reset Link</Link>}
    >
      <NewPasswordForm
        submitLabel="Set Password"
        onSubmit={resetPassword}
        failure={failure}
        passwordError={passwordError}
      />
    </AuthCard>
  );
}
