import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';
import { profileLink } from '../../components/talentLinks';

/** /request/portrait-change/{influencerId}: choose, crop and upload a new portrait. */
export function PortraitChangePage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  return (
    <WorkspacePage title="Portrait Change" feature="Portrait changes" links={[profileLink(influencerId)]} />
  );
}
