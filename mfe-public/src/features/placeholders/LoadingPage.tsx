import { Spinner, useDocumentTitle } from '@tpp/ui';

/** /loading: a placeholder while something else prepares the next page. */
export function LoadingPage() {
  useDocumentTitle('Loading');
  return (
    <div className="tpp-auth">
      <Spinner />
    </div>
  );
}
