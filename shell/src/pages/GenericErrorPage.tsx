import { PRODUCT_NAME } from '@tpp/contracts';
import { Button, useDocumentTitle } from '@tpp/ui';

declare const process: { env: { TPP_ALTERNATIVE_SITE_URL?: string } };

/** Set at build time (TPP_ALTERNATIVE_SITE_URL); without it the page offers no alternative site. */
const ALTERNATIVE_SITE_URL = process.env.TPP_ALTERNATIVE_SITE_URL ?? '';

function goBack(): void {
  if (window.history.length <= 1) {
    window.location.assign('/');
    return;
  }
  // The page state is not trustworthy after an unexpected error: load the previous page afresh.
  window.addEventListener('popstate', () => window.location.reload(), { once: true });
  window.history.back();
}

export interface GenericErrorPageProps {
  /** A specific explanation (e.g. the server could not be reached); a general one otherwise. */
  message?: string;
}

/**
 * The page for unexpected exceptions (spec: generic error page). Its links load whole pages on
 * purpose: after an unexpected error, a fresh page is the safe way on.
 */
export function GenericErrorPage({ message }: GenericErrorPageProps) {
  useDocumentTitle('Something went wrong');
  return (
    <section className="shell-error" aria-labelledby="shell-error-title">
      <p className="shell-error__brand">{PRODUCT_NAME}</p>
      <div className="tpp-card">
        <h1 id="shell-error-title">Sorry, something went wrong.</h1>
        <p>
          {message ??
            'An unexpected error stopped this page from working. If it keeps happening, please let us know.'}
        </p>
        <ul className="shell-error__actions">
          <li>
            <a href="/contact-tpp">Contact Us</a>
          </li>
          <li>
            <a href="/signout">Sign Out</a>
          </li>
          {ALTERNATIVE_SITE_URL ? (
            <li>
              <a href={ALTERNATIVE_SITE_URL}>Use the Alternative Site</a>
            </li>
          ) : null}
          <li>
            <Button variant="secondary" onClick={goBack}>
              Go Back
            </Button>
          </li>
          <li>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </li>
        </ul>
      </div>
    </section>
  );
}
