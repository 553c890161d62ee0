import { useEffect, useState } from 'react';
import { MESSAGES } from '@tpp/contracts';
import { errorMessage, navigate, sessionStore } from '@tpp/session';
import { Alert, AuthCard, LinkButton, Spinner, useDocumentTitle } from '@tpp/ui';
import { magicLinkReturn } from './returnAfterMagicLink';
import { verifyMagicLinkOnce } from './verifyMagicLinkOnce';

/**
 * /magic-signin/{token}: verifying, then failed (with the ways forward) or signed in and sent to
 * the page asked for before signing in (see magicLinkReturn), else home.
 */
export function MagicSignInPage({ token }: { token?: string }) {
  const [failure, setFailure] = useState<string | null>(token ? null : MESSAGES.magicLinkMissing);
  useDocumentTitle(failure ? MESSAGES.magicSignInFailedTitle : 'Signing In');

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyMagicLinkOnce(token).then(
      ({ user }) => {
        if (!current) return;
        sessionStore.getState().setUser(user);
        navigate(magicLinkReturn.take() ?? '/', { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(errorMessage(error, MESSAGES.magicLinkInvalid));
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

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
