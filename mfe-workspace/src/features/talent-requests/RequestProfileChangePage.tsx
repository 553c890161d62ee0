import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';
import { profileLink } from '../../components/talentLinks';

/** /request/{influencerId}: social accounts, a note and a portrait sent as a change request. */
export function RequestProfileChangePage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  return (
    <WorkspacePage
      title="Request Profile Change"
      feature="Profile change requests"
      links={[profileLink(influencerId)]}
    />
  );
}
