import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';

/** /influencers/profile/{influencerId}/{teamId}: the profile with widgets, posts, tags and sheets, in edit mode. */
export function TalentProfilePage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  return (
    <WorkspacePage
      title="Talent Profile"
      feature="The editable talent profile"
      links={[
        { href: `/request/${encodeURIComponent(influencerId)}`, label: 'Request Change' },
        { href: `/request-content/${encodeURIComponent(influencerId)}`, label: 'Request Content Change' },
        { href: `/request/portrait-change/${encodeURIComponent(influencerId)}`, label: 'Change Portrait' },
        {
          href: `/talent/edit-description/${encodeURIComponent(influencerId)}`,
          label: 'Customize Description',
        },
        { href: `/talent/${encodeURIComponent(influencerId)}/edit-posts`, label: 'Edit Posts' },
        { href: `/talent/edit-sheets/${encodeURIComponent(influencerId)}`, label: 'Edit Sheets' },
        { href: `/talent/edit-rate-card/${encodeURIComponent(influencerId)}`, label: 'Edit Rate Card' },
        { href: '/influencers', label: 'Talent Roster' },
      ]}
    />
  );
}
