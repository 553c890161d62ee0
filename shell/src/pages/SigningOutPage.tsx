import { Spinner, useDocumentTitle } from '@tpp/ui';

export function SigningOutPage() {
  useDocumentTitle('Signing out');
  return <Spinner label="Signing out..." />;
}
