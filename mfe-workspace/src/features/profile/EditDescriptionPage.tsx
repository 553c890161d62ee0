import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';
import { profileLink } from '../../components/talentLinks';

/** /talent/edit-description/{influencerId}: default and custom description, tagline. */
export function EditDescriptionPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  return (
    <WorkspacePage
      title="Custom Description"
      feature="Custom descriptions"
      links={[profileLink(influencerId)]}
    />
  );
}
