import { NotBuiltYet, useDocumentTitle } from '@tpp/ui';
import { PublicFrame } from '../../components/PublicFrame';

/** /dummy-form/{influencerId} and /add-case-study/{influencerId}: the case study form arrives later. */
export function CaseStudyPlaceholder() {
  useDocumentTitle('Case Study');
  return (
    <PublicFrame>
      <NotBuiltYet feature="The case study form" />
    </PublicFrame>
  );
}
