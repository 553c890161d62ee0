import { MESSAGES } from '@tpp/contracts';
import { useDocumentTitle } from '@tpp/ui';

export function NotFoundPage() {
  useDocumentTitle(MESSAGES.notFoundTitle);
  return (
    <section className="tpp-page shell-page" aria-labelledby="shell-not-found-title">
      <h1 id="shell-not-found-title">{MESSAGES.notFoundTitle}</h1>
      <p>{MESSAGES.notFoundBody}</p>
    </section>
  );
}
