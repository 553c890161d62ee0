import { WorkspacePage } from '../../components/WorkspacePage';

/** /request-talent: ask the team to add a talent by handle or profile URL. */
export function RequestTalentPage() {
  return (
    <WorkspacePage
      title="Request to Add Talent"
      feature="Talent requests"
      links={[
        { href: '/add-talent-requests', label: 'New Talent Requests' },
        { href: '/my-requests', label: 'My Requests' },
      ]}
    />
  );
}
