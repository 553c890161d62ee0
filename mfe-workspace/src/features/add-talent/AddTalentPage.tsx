import { WorkspacePage } from '../../components/WorkspacePage';

/** /add-talent: name and social accounts of a talent, submitted for review. */
export function AddTalentPage() {
  return (
    <WorkspacePage
      title="Add Talent"
      feature="Adding talent"
      links={[
        { href: '/add-talent-requests', label: 'New Talent Requests' },
        { href: '/influencers', label: 'Talent Roster' },
      ]}
    />
  );
}
