import { NotBuiltYet, useDocumentTitle } from '@tpp/ui';
import { PublicFrame } from '../../components/PublicFrame';

/** /public/*: shared sheets, rosters, collections and profiles arrive in later issues. */
export function PublicViewPlaceholder() {
  useDocumentTitle('Shared View');
  return (
    <PublicFrame>
      <NotBuiltYet feature="This shared view" />
    </PublicFrame>
  );
}
