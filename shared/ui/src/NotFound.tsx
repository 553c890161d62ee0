import { MESSAGES, PRODUCT_NAME } from '@tpp/contracts';
import { Link } from 'wouter';
import { Button } from './Button.js';
import { LinkButton } from './LinkButton.js';
import { useDocumentTitle } from './useDocumentTitle.js';

export interface PublicHeaderProps {
  /** A Sign In link at the right: for visitors who are not signed in. */
  signIn: boolean;
}

/** The product's plain header, for pages shown without the app's navigation: its name leads home. */
export function PublicHeader({ signIn }: PublicHeaderProps) {
  return (
    <header className="tpp-public__header">
      <Link href="/" className="tpp-public__brand">
        {PRODUCT_NAME}
      </Link>
      {signIn ? (
        <Link href="/signin" className="tpp-public__sign-in">
          Sign In
        </Link>
      ) : null}
    </header>
  );
}

/**
 * The one Not Found page of every address nothing answers (the shell's catch-all and the public
 * area's): the spec's texts, the way home and, when this tab has one, back. Home is the signed-in
 * user's start page; a visitor reaches the sign-in page through it.
 */
export function NotFoundView() {
  useDocumentTitle(MESSAGES.notFoundTitle);
  // A page opened straight from a link has no previous page in this tab.
  const canGoBack = window.history.length > 1;
  return (
    <section className="tpp-page tpp-not-found" aria-labelledby="tpp-not-found-title">
      <h1 id="tpp-not-found-title">{MESSAGES.notFoundTitle}</h1>
      <p>{MESSAGES.notFoundBody}</p>
      <div className="tpp-actions">
        <LinkButton href="/" variant="primary">
          Go to Home Page
        </LinkButton>
        {canGoBack ? (
          <Button variant="secondary" onClick={() => window.history.back()}>
            Go Back
          </Button>
        ) : null}
      </div>
    </section>
  );
}
