import { useEffect, useState, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import {
  API_ERROR_CODES,
  MESSAGE_DURATION_MS,
  MESSAGES,
  returnPathOf,
  withReturnPath,
  type SignedInResponse,
  type SignInStepResponse,
} from '@tpp/contracts';
import { ApiError, errorMessage, navigate, sessionStore } from '@tpp/session';
import { Alert, AuthCard, Button, TextField, useDocumentTitle, useFormSubmit, useTimedValue } from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { SignInSteps } from '../../components/SignInSteps';
import { useEmailField } from '../../components/useEmailField';

/** Shown when a 429 comes without the server's text. */
const LIMIT_FALLBACK = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** A rate-limit answer: its text, and how long it holds (null: until the next edit). */
interface SignInLimit {
  message: string;
  waitMs: number | null;
}

/**
 * The sign-in limit (429) stays on screen until the wait it names is over or the visitor edits a
 * field; the spec's 3 s timing is for 'Sign-in not successful' only.
 */
function useSignInLimit() {
  const [limit, setLimit] = useState<SignInLimit | null>(null);
  useEffect(() => {
    if (limit?.waitMs == null) return;
    const timer = setTimeout(() => setLimit(null), limit.waitMs);
    return () => clearTimeout(timer);
  }, [limit]);
  return { limit, show: setLimit, clear: () => setLimit(null) };
}

export function SignInPage() {
  useDocumentTitle('Sign In');
  const { email, requireEmail, fieldProps: emailFieldProps } = useEmailField();
  const [password, setPassword] = useState('');
  /** The server's reason shown under 'Sign-in not successful', if any (3 s). */
  const failure = useTimedValue<{ reason: string | null }>(MESSAGE_DURATION_MS.signIn);
  const limit = useSignInLimit();
  /** Where the visitor was going before the guard sent them here (/signin?next=...). */
  const returnPath = returnPathOf(window.location.search);
  /** The password was right and the account needs a further step (two-factor sign-in). */
  const [pending, setPending] = useState<SignInStepResponse | null>(null);

  const signedIn = ({ user }: SignedInResponse) => {
    sessionStore.getState().setUser(user);
    navigate(returnPath ?? '/', { replace: true });
  };

  const { busy, onSubmit } = useFormSubmit(async () => {
    if (!requireEmail()) return;
    failure.clear();
    limit.clear();
    try {
      const answer = await accountApi.signIn({ email, password });
      if ('second_step' in answer) setPending(answer);
      else signedIn(answer);
    } catch (error) {
      if (error instanceof ApiError && error.code === API_ERROR_CODES.rateLimited) {
        limit.show({
          message: errorMessage(error, LIMIT_FALLBACK),
          waitMs: error.retryAfterSeconds === null ? null : error.retryAfterSeconds * 1000,
        });
        return;
      }
      const reason = errorMessage(error, '');
      failure.show({ reason: reason && reason !== MESSAGES.signInFailed ? reason : null });
    }
  });

  /** Editing a field means a new attempt: the limit message has been read. */
  const edited = () => {
    if (limit.limit) limit.clear();
  };

  if (pending)
    return (
      <SignInSteps
        first={pending}
        onSignedIn={signedIn}
        onRestart={() => {
          setPending(null);
          setPassword('');
        }}
      />
    );

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
        {limit.limit ? <Alert tone="error">{limit.limit.message}</Alert> : null}
        {failure.value ? (
          <Alert tone="error">
            <strong className="tpp-alert__title">{MESSAGES.signInFailed}</strong>
            {failure.value.reason ? <p>{failure.value.reason}</p> : null}
          </Alert>
        ) : null}
        <TextField
          {...emailFieldProps}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            emailFieldProps.onChange(event);
            edited();
          }}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            edited();
          }}
        />
        <Button type="submit" busy={busy}>
          Sign In
        </Button>
      </form>
      <div className="tpp-auth__links">
        <Link href="/forgot-password">Forgot password?</Link>
        <Link href={withReturnPath('/request-magic-link', returnPath)}>Email me a sign-in link</Link>
      </div>
    </AuthCard>
  );
}
