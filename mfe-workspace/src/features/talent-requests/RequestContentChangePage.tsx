import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';
import { profileLink } from '../../components/talentLinks';

/** /request-content/{influencerId}: up to 3 content URLs per social account. */
export function RequestContentChangePage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  return (
    <WorkspacePage
      title="Request Content Change"
      feature="Content change requests"
      links={[profileLink(influencerId)]}
    />
  );
}
