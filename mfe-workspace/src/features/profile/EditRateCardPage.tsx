import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';
import { profileLink } from '../../components/talentLinks';

/** /talent/edit-rate-card/{influencerId}: rows of platform, description and rate. */
export function EditRateCardPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  return (
    <WorkspacePage title="Rate Card" feature="The rate card editor" links={[profileLink(influencerId)]} />
  );
}
