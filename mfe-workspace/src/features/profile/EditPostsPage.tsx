import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';
import { profileLink } from '../../components/talentLinks';

/** /talent/{influencerId}/edit-posts: hide or show individual posts per account and post type. */
export function EditPostsPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  return (
    <WorkspacePage
      title="Edit Posts"
      feature="Hiding and showing posts"
      links={[profileLink(influencerId)]}
    />
  );
}
