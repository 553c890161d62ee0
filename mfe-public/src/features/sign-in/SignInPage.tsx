import { useState } from 'react';
import { Link } from 'wouter';
import { MESSAGE_DURATION_MS, MESSAGES } from '@tpp/contracts';
import { errorMessage, navigate, sessionStore } from '@tpp/session';
import { Alert, AuthCard, Button, TextField, useDocumentTitle, useFormSubmit, useTimedValue } from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { useEmailField } from '../../components/useEmailField';

export function SignInPage() {
  useDocumentTitle('Sign In');
  const { email, requireEmail, fieldProps: emailFieldProps } = useEmailField();
  const [password, setPassword] = useState('');
  /** The server's reason (e.g. the rate-limit text) shown under 'Sign-in not successful', if any. */
  const failure = useTimedValue<{ reason: string | null }>(MESSAGE_DURATION_MS.signIn);

  const { busy, onSubmit } = useFormSubmit(async () => {
    if (!requireEmail()) return;
    failure.clear();
    try {
      const { user } = await accountApi.signIn({ email, password });
      sessionStore.getState().setUser(user);
      navigate('/');
    } catch (error) {
      const reason = errorMessage(error, '');
      failure.show({ reason: reason && reason !== MESSAGES.signInFailed ? reason : null });
    }
  });

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to manage your roster and talent sheets."
      footer={
        <>
          New to the platform? <Link href="/sign-up">Request an account</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        {failure.value ? (
          <Alert tone="error">
            <strong className="tpp-alert__title">{MESSAGES.signInFailed}</strong>
            {failure.value.reason ? <p>{failure.value.reason}</p> : null}
          </Alert>
        ) : null}
        <TextField {...emailFieldProps} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          Sign In
        </Button>
      </form>
      <div className="tpp-auth__links">
        <Link href="/forgot-password">Forgot password?</Link>
        <Link href="/request-magic-link">Email me a sign-in link</Link>
      </div>
    </AuthCard>
  );
}
