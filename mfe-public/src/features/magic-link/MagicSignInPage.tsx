import { useEffect, useState } from 'react';
import { MESSAGES, type SignedInResponse, type SignInStepResponse } from '@tpp/contracts';
import { errorMessage, navigate, sessionStore } from '@tpp/session';
import { Alert, AuthCard, LinkButton, Spinner, useDocumentTitle } from '@tpp/ui';
import { SignInSteps } from '../../components/SignInSteps';
import { magicLinkReturn } from './returnAfterMagicLink';
import { verifyMagicLinkOnce } from './verifyMagicLinkOnce';

/**
 * /magic-signin/{token}: verifying, then failed (with the ways forward) or signed in and sent to
 * the page asked for before signing in (see magicLinkReturn), else home.
 */
export function MagicSignInPage({ token }: { token?: string }) {
  const [failure, setFailure] = useState<string | null>(token ? null : MESSAGES.magicLinkMissing);
  /** Staff, admins and users with two-factor sign-in: the link alone makes no session. */
  const [pending, setPending] = useState<SignInStepResponse | null>(null);
  useDocumentTitle(failure ? MESSAGES.magicSignInFailedTitle : 'Signing In');

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyMagicLinkOnce(token).then(
      (answer) => {
        if (!current) return;
        if ('second_step' in answer) setPending(answer);
        else signedIn(answer);
      },
      (error: unknown) => {
        if (current) setFailure(errorMessage(error, MESSAGES.magicLinkInvalid));
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (pending && !failure)
    return (
      <SignInSteps
        first={pending}
        onSignedIn={signedIn}
        onRestart={() => navigate('/signin', { replace: true })}
      />
    );

  if (!failure) {
    return (
      <AuthCard title="Signing you in">
        <Spinner label="Checking your sign-in link..." />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={MESSAGES.magicSignInFailedTitle}>
      <Alert tone="error">{failure}</Alert>
      <div className="tpp-actions">
        <LinkButton href="/request-magic-link" variant="primary">
          Request New Link
        </LinkButton>
        <LinkButton href="/signin">Sign In with Password</LinkButton>
      </div>
    </AuthCard>
  );
}

function signedIn({ user }: SignedInResponse) {
  sessionStore.getState().setUser(user);
  navigate(magicLinkReturn.take() ?? '/', { replace: true });
}
