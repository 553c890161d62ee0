import { useState } from 'react';
import { Link } from 'wouter';
import { MESSAGES } from '@tpp/contracts';
import { AuthCard, LinkButton, useDocumentTitle } from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { NewPasswordForm } from '../../components/NewPasswordForm';
import { ResultPanel } from '../../components/ResultPanel';

/** /reset-password/{resetCode}: choose a new password with the code from the mail. */
export function ResetPasswordPage({ resetCode }: { resetCode: string }) {
  useDocumentTitle('Set Your Password');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const resetPassword = async (password: string) => {
    setFailure(null);
    try {
      await accountApi.resetPassword({ code: resetCode, new_password: password });
      setDone(true);
    } catch {
      setFailure(MESSAGES.resetPasswordFailed);
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
      subtitle="Choose a password of at least 6 characters."
      footer={<Link href="/forgot-password">Request a New Reset Link</Link>}
    >
      <NewPasswordForm submitLabel="Set Password" onSubmit={resetPassword} failure={failure} />
    </AuthCard>
  );
}
