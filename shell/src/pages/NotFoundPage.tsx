import { MESSAGES } from '@tpp/contracts';
import { Button, useDocumentTitle } from '@tpp/ui';
import { ShellLink } from '../components/ShellLink';

/** The spec's Not Found texts, and a way back: the previous page, or the start page. */
export function NotFoundPage() {
  useDocumentTitle(MESSAGES.notFoundTitle);
  // A page opened straight from a link has no previous page in this tab.
  const canGoBack = window.history.length > 1;
  return (
    <section className="tpp-page shell-page" aria-labelledby="shell-not-found-title">
      <h1 id="shell-not-found-title">{MESSAGES.notFoundTitle}</h1>
      <p>{MESSAGES.notFoundBody}</p>
      <div className="tpp-actions">
        <ShellLink href="/" className="tpp-button tpp-button--primary">
          Go to Home Page
        </ShellLink>
        {canGoBack ? (
          <Button variant="secondary" onClick={() => window.history.back()}>
            Go Back
          </Button>
        ) : null}
      </div>
    </section>
  );
}
